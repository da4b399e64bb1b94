/** The code sent to a live model with a question is cut to this many characters. */
export const ASSISTANT_CODE_MAX_CHARS = 6000;

/** The active file, or the selection in it, sent to the assistant with a question. */
export interface CodeContext {
  readonly path: string;
  /** A Monaco language id, the code block's tag. */
  readonly language: string;
  readonly kind: 'file' | 'selection';
  /** The code, at most `ASSISTANT_CODE_MAX_CHARS` characters. */
  readonly text: string;
  /** True when the code was longer and was cut. */
  readonly truncated: boolean;
}

/** An open tab as the assistant reads it. */
export interface OpenCode {
  readonly path: string;
  readonly language: string;
  readonly content: string;
}

/**
 * What goes with a question: the selection when there is one (not blank), else the whole file; cut to `maxChars`.
 * Null without an open file.
 */
export function codeContextOf(open: OpenCode | null, selection: string, maxChars: number = ASSISTANT_CODE_MAX_CHARS): CodeContext | null {
  if (open === null) return null;
  const kind = selection.trim() === '' ? 'file' : 'selection';
  const code = kind === 'file' ? open.content : selection;
  return { path: open.path, language: open.language, kind, text: code.slice(0, maxChars), truncated: code.length > maxChars };
}

/** The question as the model reads it: the question, then the code in a fenced block named by its path. */
export function questionWithCode(question: string, context: CodeContext): string {
  const what = context.kind === 'selection' ? 'Selected code from' : 'The open file';
  const cut = context.truncated ? ` (its first ${context.text.length} characters)` : '';
  const fence = context.text.includes('```') ? '````' : '```';
  return `${question}\n\n${what} \`${context.path}\`${cut}:\n${fence}${context.language}\n${context.text}\n${fence}`;
}
