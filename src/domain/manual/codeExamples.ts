import type { ManualBlock, ManualDocument } from './manualDocument';

/** A code block of a developer guide that the editor's runner can run. */
export type CodeBlock = Extract<ManualBlock, { kind: 'code' }>;

/** The file extension of each code block language the editor runs (the runner takes JavaScript and TypeScript). */
const RUNNABLE_EXTENSIONS: Readonly<Record<string, 'ts' | 'js'>> = { ts: 'ts', typescript: 'ts', js: 'js', javascript: 'js' };

/** The folder of the workspace a guide's examples are opened in. */
export const EXAMPLES_FOLDER = 'examples';

/** One runnable example of a guide: its place among the guide's examples (from 1), its block and its file's path. */
export interface CodeExample {
  readonly guideId: string;
  readonly ordinal: number;
  readonly block: CodeBlock;
  /** `examples/<guide>-<ordinal>.<ts|js>`: where the editor opens it, unless a different file is there already. */
  readonly path: string;
}

/** The runnable code blocks of `guide` (lists and quotes included), in reading order, numbered from 1. */
export function examplesOf(guide: ManualDocument): readonly CodeExample[] {
  const blocks = codeBlocksOf(guide.blocks).filter((block) => RUNNABLE_EXTENSIONS[block.language.toLowerCase()] !== undefined);
  return blocks.map((block, index) => ({
    guideId: guide.id,
    ordinal: index + 1,
    block,
    path: `${EXAMPLES_FOLDER}/${guide.id}-${index + 1}.${RUNNABLE_EXTENSIONS[block.language.toLowerCase()]!}`,
  }));
}

function codeBlocksOf(blocks: readonly ManualBlock[]): readonly CodeBlock[] {
  return blocks.flatMap((block): readonly CodeBlock[] => {
    if (block.kind === 'code') return [block];
    if (block.kind === 'list') return block.items.flatMap((item) => codeBlocksOf(item));
    if (block.kind === 'quote') return codeBlocksOf(block.children);
    return [];
  });
}

/** Names one example of one guide in an address: `<guide>/<ordinal>`. */
export interface ExampleReference {
  readonly guideId: string;
  readonly ordinal: number;
}

/** The address form of a reference: `keys-and-addresses/2`. */
export const exampleReferenceText = ({ guideId, ordinal }: ExampleReference): string => `${guideId}/${ordinal}`;

/** A guide id as a document id is made (`documentIdOf`): letters, digits, `_` and `-`, lower case. */
const REFERENCE = /^([a-z0-9_-]{1,80})\/([1-9][0-9]{0,2})$/;

/** The reference an address names, or null for anything else (an address is untrusted text). */
export function parseExampleReference(text: string): ExampleReference | null {
  const match = REFERENCE.exec(text);
  return match === null ? null : { guideId: match[1]!, ordinal: Number(match[2]) };
}

/** The example a reference names among `guides`, or null when no guide or no example has it. */
export function findExample(guides: readonly ManualDocument[], reference: ExampleReference): CodeExample | null {
  const guide = guides.find((candidate) => candidate.id === reference.guideId);
  return guide === undefined ? null : (examplesOf(guide)[reference.ordinal - 1] ?? null);
}
