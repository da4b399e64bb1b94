import { ROUTE_PATHS } from '../../domain/app/routePaths';

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`), keyed by source path or shared chunk name. */
export interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

const PAGES = 'src/ui/pages';
/** The page module each route loads first (the browser's `appRoutes.tsx`); other paths preload nothing more. */
const PAGE_OF_PATH: Readonly<Record<string, string>> = {
  [ROUTE_PATHS.editor]: `${PAGES}/home/HomePage.tsx`,
  [ROUTE_PATHS.exchange]: `${PAGES}/exchange/ExchangePage.tsx`,
  [ROUTE_PATHS.token]: `${PAGES}/token/TokenPage.tsx`,
  [ROUTE_PATHS.contracts]: `${PAGES}/contracts/ContractsPage.tsx`,
  [ROUTE_PATHS.createOffer]: `${PAGES}/createOffer/CreateOfferPage.tsx`,
  [ROUTE_PATHS.guides]: `${PAGES}/guides/GuidesPage.tsx`,
  [ROUTE_PATHS.templates]: `${PAGES}/templates/TemplatesPage.tsx`,
  [ROUTE_PATHS.commission]: `${PAGES}/commission/CommissionPage.tsx`,
  [ROUTE_PATHS.findDevelopers]: `${PAGES}/findDevelopers/FindDevelopersPage.tsx`,
  [ROUTE_PATHS.contributors]: `${PAGES}/contributors/ContributorsPage.tsx`,
  [ROUTE_PATHS.authCallback]: `${PAGES}/authCallback/AuthCallbackPage.tsx`,
};
/** Monaco, which the editor loads as soon as it shows: preloaded with the editor's page so both download at once. */
const MONACO_EDITOR = `${PAGES}/home/editor/monaco/MonacoCodeEditor.tsx`;
/** The editor's adapters (IndexedDB workspace, runner, assistant client), loaded with its feature when it is on. */
const EDITOR_ADAPTERS = 'src/composition/editorAdapters.ts';
const HUB = ['src/composition/hubBindings.ts', 'src/adapters/sample/sampleHub.ts'];
const HUB_WITH_POSTINGS = [...HUB, 'src/adapters/http/httpAdapters.ts'];
const PAYMENTS = ['src/composition/paymentsBindings.ts', 'src/adapters/http/httpPaymentDesk.adapter.ts'];
/** What a page loads as it opens: its features' bindings and the adapters they read through (`appRoutes.tsx`). */
const LOADED_WITH_PAGE: Readonly<Record<string, readonly string[]>> = {
  [ROUTE_PATHS.contracts]: [
    'src/composition/contractsBindings.ts',
    'src/application/contracts/contractsStore.ts',
    'src/adapters/github/githubIssueTracker.adapter.ts',
    'src/adapters/http/httpAdapters.ts',
    ...PAYMENTS,
  ],
  [ROUTE_PATHS.exchange]: ['src/composition/exchangeBindings.ts', 'src/adapters/sample/sampleExchange.ts'],
  [ROUTE_PATHS.editor]: ['src/composition/editorBindings.ts', ...HUB],
  [ROUTE_PATHS.token]: HUB,
  [ROUTE_PATHS.createOffer]: HUB,
  [ROUTE_PATHS.guides]: HUB,
  [ROUTE_PATHS.templates]: HUB,
  [ROUTE_PATHS.commission]: HUB_WITH_POSTINGS,
  [ROUTE_PATHS.findDevelopers]: HUB_WITH_POSTINGS,
  [ROUTE_PATHS.contributors]: [...HUB, ...PAYMENTS],
};

/** The key pages are cached under: the route's own path, or `*` for every path without preloads. */
export const preloadKey = (path: string): string => (path in PAGE_OF_PATH ? path : '*');

/** The files a manifest key loads with it: its own, and its static imports', transitively. */
function closure(manifest: ViteManifest, keys: readonly string[]): { js: Set<string>; css: Set<string> } {
  const seen = new Set<string>();
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(key)) return;
    seen.add(key);
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return { js, css };
}

/** The asset paths (`/assets/...`) a path should preload beyond what `index.html` already loads. */
export function preloadsFor(manifest: ViteManifest, path: string, editorEnabled: boolean): { scripts: string[]; styles: string[] } {
  const page = PAGE_OF_PATH[path];
  if (page === undefined) return { scripts: [], styles: [] };
  const entry = closure(manifest, Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const keys = [page, ...(LOADED_WITH_PAGE[path] ?? []), ...(path === ROUTE_PATHS.editor && editorEnabled ? [MONACO_EDITOR, EDITOR_ADAPTERS] : [])];
  const route = closure(manifest, keys);
  return {
    scripts: [...route.js].filter((file) => !entry.js.has(file)).map((file) => `/${file}`),
    styles: [...route.css].filter((file) => !entry.css.has(file)).map((file) => `/${file}`),
  };
}
