import { fileURLToPath } from 'node:url';
import { defaultClientConditions, type UserConfig } from 'vite';

/** `@inversifyjs/container` imports `reflect-metadata/lite` for its side effect; the app's three-function shim stands in. */
export const REFLECT_METADATA_ALIAS = {
  find: /^reflect-metadata\/lite$/,
  replacement: fileURLToPath(new URL('../../src/composition/reflectMetadataLite.ts', import.meta.url)),
};

/**
 * React Router's production build: the package's exports name only its development build (dev-time warnings and
 * checks, 37 KB of the entry before minifying), and ship the production build beside it, in `dist/production`. Both
 * entries go there together (the DOM entry shares the core's chunks), so one router context exists.
 */
export const REACT_ROUTER_PRODUCTION_ALIASES = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

/**
 * How the browser build resolves modules, for a smaller entry (issue 17): the reflect-metadata shim, React Router's
 * production build, and rxjs's
 * ES2015 build (`es2015` condition: classes instead of ES5 functions and tslib helpers) rather than its ES5 default.
 */
export const entryDietResolve: UserConfig['resolve'] = {
  alias: [REFLECT_METADATA_ALIAS, ...REACT_ROUTER_PRODUCTION_ALIASES],
  conditions: [...defaultClientConditions, 'es2015'],
};
