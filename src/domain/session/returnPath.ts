import { ROUTE_PATHS } from '../app/routePaths';

const CONTROL_OR_SPACE = /[\s\u0000-\u001f\u007f-\u009f]/u;

/**
 * The in-app address to come back to after sign-in: a path on this site (`/…`, never `//host` or `/\host`,
 * which browsers read as another host), without whitespace or control characters, and never the callback
 * route itself (it may carry a token). Anything else is the home page. Never throws.
 */
export const safeReturnPath = (path: string | null | undefined): string => {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  if (CONTROL_OR_SPACE.test(path)) return '/';
  // The router matches paths case-insensitively, so `/Auth/Callback` is the callback route too.
  // Stryker disable next-line StringLiteral: split always yields a first element; the fallback only satisfies the types.
  const pathname = (path.split(/[?#]/, 1)[0] ?? '').toLowerCase();
  return pathname === ROUTE_PATHS.authCallback || pathname.startsWith(`${ROUTE_PATHS.authCallback}/`) ? '/' : path;
};
