import { defineConfig } from 'vitest/config';
import { REFLECT_METADATA_ALIAS } from './scripts/budget/entryDiet';

// Inversify runs over the browser build's reflect-metadata shim here too, so the container tests prove it.
const reflectShim = { resolve: { alias: [REFLECT_METADATA_ALIAS] }, server: { deps: { inline: [/\/inversify\/lib\/index\.js$/, /\/@inversifyjs\/container\/lib\/index\.js$/] } } };

/** Unit, property and component tests. Core and server tests run in Node; UI tests in jsdom. */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        resolve: reflectShim.resolve,
        test: {
          server: reflectShim.server,
          name: 'core',
          environment: 'node',
          include: ['tests/{domain,application,adapters,architecture,server}/**/*.test.ts'],
          // One migrated PGlite folder and one PostgreSQL cluster for the run: each file copies them.
          globalSetup: ['tests/support/databaseTemplates.setup.ts'],
        },
      },
      {
        resolve: reflectShim.resolve,
        test: {
          server: reflectShim.server,
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/ui/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
