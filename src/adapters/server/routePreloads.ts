import { ROUTE_PATHS } from '../../domain/app/routePaths';
import { EDITOR_ADAPTERS, LOADED_WITH_PAGE } from './pageLoads';

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`), keyed by source path or shared chunk name. */
export interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

const PAGES = 'src/ui/pages';
/** `/`: the code editor, or the landing homepage when the editor flag is off. */
const EDITOR_PAGE = `${PAGES}/home/EditorPage.tsx`;
const LANDING_PAGE = `${PAGES}/home/LandingPage.tsx`;
/** The page module each route loads first (the browser's `appRoutes.tsx`); other paths preload nothing more. */
const PAGE_OF_PATH: Readonly<Record<string, string>> = {
  [ROUTE_PATHS.editor]: EDITOR_PAGE,
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

/** What a path preloads beyond what `index.html` already loads, as asset paths (`/assets/...`). */
export interface RoutePreloads {
  /** The page's chunks, its features' and its adapters'. */
  readonly scripts: string[];
  /** The style sheets of those, beyond the entry's. */
  readonly styles: string[];
}

/**
 * The assets a path should preload beyond what `index.html` already loads. Never Monaco's on the editor: it loads at
 * the person's first interaction (`codeEditorLoadMoment`), and preloading (or even prefetching) its megabyte with the
 * page held the first paint back: Lighthouse on `/` measured a first paint of 1.4-1.7 s with Monaco prefetched and
 * 0.9-1.05 s without, performance 79-89 and 96-98 (docs/benchmarks.md).
 */
export function preloadsFor(manifest: ViteManifest, path: string, editorEnabled: boolean): RoutePreloads {
  const editor = path === ROUTE_PATHS.editor && editorEnabled;
  const page = path === ROUTE_PATHS.editor && !editorEnabled ? LANDING_PAGE : PAGE_OF_PATH[path];
  if (page === undefined) return { scripts: [], styles: [] };
  const entry = closure(manifest, Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const route = closure(manifest, [page, ...(LOADED_WITH_PAGE[page] ?? []), ...(editor ? [EDITOR_ADAPTERS] : [])]);
  return {
    scripts: [...route.js].filter((file) => !entry.js.has(file)).map((file) => `/${file}`),
    styles: [...route.css].filter((file) => !entry.css.has(file)).map((file) => `/${file}`),
  };
}
