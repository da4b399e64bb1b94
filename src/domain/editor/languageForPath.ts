/** Monaco language ids by file extension (spec section 2); any other extension is plain text. */
const LANGUAGE_BY_EXTENSION: Readonly<Record<string, string>> = {
  js: 'javascript',
  jsx: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  json: 'json',
  md: 'markdown',
  html: 'html',
  css: 'css',
  scss: 'scss',
  py: 'python',
  go: 'go',
  rs: 'rust',
  sol: 'sol',
  yaml: 'yaml',
  yml: 'yaml',
  // Monaco has no TOML grammar; its INI grammar colours TOML's keys, sections and comments.
  toml: 'ini',
  xml: 'xml',
  sh: 'shell',
};

export const PLAIN_TEXT = 'plaintext';

/** The extensions the editor recognises. */
export const KNOWN_EXTENSIONS: readonly string[] = Object.keys(LANGUAGE_BY_EXTENSION);

/** The Monaco language id for a file path, from its extension (case-insensitive); 'plaintext' otherwise. */
export function languageForPath(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return PLAIN_TEXT;
  const extension = name.slice(dot + 1).toLowerCase();
  return Object.hasOwn(LANGUAGE_BY_EXTENSION, extension) ? (LANGUAGE_BY_EXTENSION[extension] ?? PLAIN_TEXT) : PLAIN_TEXT;
}
