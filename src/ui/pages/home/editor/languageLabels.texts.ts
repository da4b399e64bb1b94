/** The name of each Monaco language id as the status bar and the chat show it. */
const LANGUAGE_LABELS: Readonly<Record<string, string>> = {
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  json: 'JSON',
  markdown: 'Markdown',
  html: 'HTML',
  css: 'CSS',
  scss: 'SCSS',
  python: 'Python',
  go: 'Go',
  rust: 'Rust',
  sol: 'Solidity',
  yaml: 'YAML',
  ini: 'INI',
  xml: 'XML',
  shell: 'Shell Script',
  plaintext: 'Plain Text',
};

/** The language's name as the status bar shows it ('JavaScript'); an unknown id is shown as is. */
export const languageLabel = (language: string): string =>
  Object.hasOwn(LANGUAGE_LABELS, language) ? (LANGUAGE_LABELS[language] ?? language) : language;
