import { fileURLToPath } from 'node:url';
import { defaultClientConditions, type UserConfig } from 'vite';

/** `@inversifyjs/container` imports `reflect-metadata/lite` for its side effect; the app's three-function shim stands in. */
export const REFLECT_METADATA_ALIAS = {
  find: /^reflect-metadata\/lite$/,
  replacement: fileURLToPath(new URL('../../src/composition/reflectMetadataLite.ts', import.meta.url)),
};

/**
 * How the browser build resolves modules, for a smaller entry (issue 17): the reflect-metadata shim, and rxjs's
 * ES2015 build (`es2015` condition: classes instead of ES5 functions and tslib helpers) rather than its ES5 default.
 */
export const entryDietResolve: UserConfig['resolve'] = {
  alias: [REFLECT_METADATA_ALIAS],
  conditions: [...defaultClientConditions, 'es2015'],
};
