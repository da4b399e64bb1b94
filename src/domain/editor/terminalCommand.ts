/** A line typed into the terminal, understood. */
export type TerminalCommand =
  | { readonly kind: 'empty' }
  | { readonly kind: 'run'; readonly path: string | null }
  | { readonly kind: 'clear' }
  | { readonly kind: 'ls' }
  | { readonly kind: 'help' }
  | { readonly kind: 'evaluate'; readonly expression: string };

/** `run [file]`, `clear`, `ls` and `help` are commands; anything else is a JavaScript expression to evaluate. */
export function parseTerminalCommand(input: string): TerminalCommand {
  const line = input.trim();
  if (line === '') return { kind: 'empty' };
  if (line === 'clear' || line === 'ls' || line === 'help') return { kind: line };
  const run = /^run(?:\s+(\S+))?$/.exec(line);
  if (run !== null) return { kind: 'run', path: run[1] ?? null };
  return { kind: 'evaluate', expression: line };
}

/** Languages that Run can execute: JavaScript, and TypeScript compiled first. */
export const isRunnableLanguage = (language: string): boolean => language === 'javascript' || language === 'typescript';
