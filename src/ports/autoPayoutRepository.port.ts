import type { AutoPayoutChoice } from '../domain/payments/autoPayout';

/** A choice as the server keeps it: with the maintainer's wallet authorization, sealed (`TokenCipher`), while on. */
export interface StoredAutoPayout extends AutoPayoutChoice {
  /** The maintainer's auth token, encrypted; null once the choice is off. */
  readonly tokenCiphertext: string | null;
}

/**
 * The maintainers' automatic payout choices (the database), one per scope: the latest replaces the one before.
 * Every method rejects with `DatabaseUnavailableError` when the database cannot answer.
 */
export interface AutoPayoutRepository {
  all(): Promise<readonly StoredAutoPayout[]>;
  save(choice: StoredAutoPayout): Promise<void>;
}
