/** Why a call to the code host (GitHub) failed. */
export interface CodeHostError {
  readonly code: 'rate-limited' | 'http-status' | 'network' | 'malformed-response';
  /** A sentence for the person, e.g. "GitHub answered 500 Internal Server Error." */
  readonly message: string;
  /** When the rate limit resets (epoch ms), if the code host said so. */
  readonly rateLimitResetAt?: number;
}
