/** Words of the Developer Docs page (`/developers`). */
export const DEVELOPER_DOCS_TEXTS = {
  lead: 'Short guides to building on Bitcoin SV with @bsv/sdk and the workbench’s local chain. Every example opens in the editor and runs there as it is.',
  guidesLabel: 'Guides',
  outlineLabel: 'On this page',
  loadingWhat: 'the developer guides',
  notFoundTitle: 'No such guide',
  notFound: 'There is no guide of this name. Choose one of the guides listed.',
  openInEditor: 'Open in editor',
  editorOff: 'The editor is turned off on this server: copy an example into your own project to run it.',
} as const;

/** The accessible name of an example's link: its visible words, then which example it opens. */
export const openExampleName = (ordinal: number): string => `${DEVELOPER_DOCS_TEXTS.openInEditor}: example ${ordinal}`;
