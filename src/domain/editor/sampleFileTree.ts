import type { FileNode } from './fileTree';
import { languageForPath } from './languageForPath';
import { APP_JS, INDEX_JS, PACKAGE_JSON, README_MD, TRANSACTION_JSX, WALLET_JS } from './sampleFiles';
import type { OpenableFile } from './tab';

const file = (path: string, content: string): FileNode => ({
  name: path.slice(path.lastIndexOf('/') + 1),
  type: 'file',
  path,
  content,
  language: languageForPath(path),
});

const folder = (path: string, children: readonly FileNode[]): FileNode => ({
  name: path.slice(path.lastIndexOf('/') + 1),
  type: 'folder',
  path,
  children,
});

/** The sample project shown in the explorer (spec section 2). */
export const SAMPLE_FILE_TREE: readonly FileNode[] = [
  folder('src', [
    folder('src/components', [file('src/components/Transaction.jsx', TRANSACTION_JSX)]),
    file('src/index.js', INDEX_JS),
    file('src/wallet.js', WALLET_JS),
    file('src/app.js', APP_JS),
  ]),
  file('package.json', PACKAGE_JSON),
  file('README.md', README_MD),
];

/** The file a tree node opens, or null for a folder. */
export const openableFile = (node: FileNode): OpenableFile | null =>
  node.type === 'file'
    ? { name: node.name, path: node.path, content: node.content ?? '', language: node.language ?? languageForPath(node.path) }
    : null;
