/** Copy of the detail dialog's View Source and Download (issue 30, Build 6): an item's kept code files. */
import type { ItemDownload } from '../../../application/exchange/itemSource';

export const ITEM_FILES_TEXTS = {
  /** The region that shows the files, named by the item. */
  region: (name: string) => `Source of ${name}`,
  fileList: 'Files',
  hide: 'Hide source',
  /** The link that opens the files read-only in the editor, to run before buying (issue 38, Build 7). */
  openInEditor: 'Open in editor',
  openInEditorName: (name: string) => `Open the source of ${name} in the editor`,
  downloaded: (download: ItemDownload, name: string) =>
    download.kind === 'file' ? `Downloaded ${download.name}.` : `Downloaded the ${download.files} files of ${name} as ${download.name}.`,
} as const;

/** Why an item's files cannot be given, by the market's code; anything else: they could not be loaded. */
const REFUSALS: Readonly<Record<string, (name: string) => string>> = {
  'sample-listing': (name) => `${name} is a sample listing: it has no files. View Source and Download give the files of items minted here.`,
  'files-not-kept': (name) => `The files of ${name} are not kept here: it was minted elsewhere, or before this market kept the files of the items minted on it.`,
};

export const itemFilesRefusalText = (code: string, name: string): string =>
  (REFUSALS[code] ?? ((item: string) => `The files of ${item} could not be loaded. Try again.`))(name);
