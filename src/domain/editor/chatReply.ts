/** What the assistant answers: a text and, optionally, a code snippet in a language (a Monaco language id). */
export interface ChatReply {
  readonly content: string;
  readonly codeSnippet?: string;
  readonly language?: string;
}
