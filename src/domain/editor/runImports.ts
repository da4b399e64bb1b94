/**
 * Which imports a run may make (issue: Run resolves `@bsv/sdk` offline). The sandbox has no package registry: a
 * program may import the BSV SDK, which the sandbox preloads, and the workspace's own files by relative path.
 */

/** The one package a run can import. */
export const RUN_SDK_PACKAGE = '@bsv/sdk';

/** The workbench's own module: `import { devchain } from 'workbench'` (the local chain, issue 37). */
export const RUN_WORKBENCH_PACKAGE = 'workbench';

/** What an import names, once resolved against the importing file and the workspace's paths. */
export type ResolvedImport =
  | { readonly kind: 'sdk' }
  | { readonly kind: 'workbench' }
  | { readonly kind: 'file'; readonly path: string }
  | { readonly kind: 'missing-file'; readonly specifier: string }
  | { readonly kind: 'unknown-package'; readonly name: string };

/** Extensions tried, in order, for a relative import written without one (as bundlers do). */
const EXTENSIONS = ['', '.js', '.ts', '.mjs', '.cjs', '.json', '/index.js', '/index.ts'];

/** The folder of a workspace path (`src/a.js` -> `src`, `a.js` -> ``). */
const folderOf = (path: string): string => path.split('/').slice(0, -1).join('/');

/** `relative` joined onto `folder`, `.` and `..` resolved; null when it climbs above the workspace's root. */
export function joinPath(folder: string, relative: string): string | null {
  const segments: string[] = folder === '' ? [] : folder.split('/');
  for (const segment of relative.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment !== '..') segments.push(segment);
    else if (segments.pop() === undefined) return null;
  }
  return segments.join('/');
}

/** Resolves `specifier` imported by the file at `from`, among the workspace's `paths`. */
export function resolveImport(from: string, specifier: string, paths: ReadonlySet<string>): ResolvedImport {
  const relative = specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith('/');
  if (!relative) {
    if (specifier === RUN_SDK_PACKAGE) return { kind: 'sdk' };
    return specifier === RUN_WORKBENCH_PACKAGE ? { kind: 'workbench' } : { kind: 'unknown-package', name: specifier };
  }
  const base = specifier.startsWith('/') ? joinPath('', specifier) : joinPath(folderOf(from), specifier);
  const path = base === null ? undefined : EXTENSIONS.map((extension) => base + extension).find((candidate) => paths.has(candidate));
  return path === undefined ? { kind: 'missing-file', specifier } : { kind: 'file', path };
}

/** The terminal's message for an import that cannot be resolved, naming the package or file. */
export function importErrorMessage(from: string, failure: Exclude<ResolvedImport, { kind: 'sdk' | 'workbench' | 'file' }>): string {
  if (failure.kind === 'missing-file') return `Cannot find '${failure.specifier}' imported by ${from}: no such file in the workspace.`;
  return `Cannot import '${failure.name}' in ${from}: only '${RUN_SDK_PACKAGE}', '${RUN_WORKBENCH_PACKAGE}' and the workspace's own files can be imported here (the sandbox has no package registry).`;
}
