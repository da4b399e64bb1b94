/**
 * The layer rules of the hexagon (docs: README, "Architecture"). `npm test` runs them; a wrong import fails CI.
 * domain ← ports ← application ← adapters / ui; only the composition root (src/composition, src/main.tsx,
 * src/server.ts) may import adapters.
 */

/**
 * UI copy (`*.texts.ts`, `*Texts.ts`, `*Messages.ts`, `*Labels.ts`, `*Copy.ts`) and sample data (`sample*.ts`,
 * `*Sample.ts`, `fixtures/`) inside the domain.
 */
const DOMAIN_COPY_OR_SAMPLE = [
  '^src/domain/.*(?:[.]texts|Texts|Messages|Labels|Copy)[.]tsx?$',
  '^src/domain/.*/sample[^/]*[.]tsx?$',
  '^src/domain/.*Samples?[.]tsx?$',
  '^src/domain/fixtures?/',
  '^src/domain/.*/fixtures?/',
];
const domainCopyFile = { path: DOMAIN_COPY_OR_SAMPLE };
const DOMAIN_COPY_COMMENT =
  'The domain keeps rules only: copy lives in a `*.texts.ts` beside the views, sample data in src/adapters/sample/.';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // One rule in three shapes, so a copy or sample file in the domain is caught whether it is imported, imports
    // something, or stands alone.
    { name: 'domain-holds-no-copy-or-sample', comment: DOMAIN_COPY_COMMENT, severity: 'error', from: {}, to: domainCopyFile },
    { name: 'domain-holds-no-copy-or-sample', comment: DOMAIN_COPY_COMMENT, severity: 'error', from: domainCopyFile, to: {} },
    {
      name: 'domain-holds-no-copy-or-sample',
      comment: DOMAIN_COPY_COMMENT,
      severity: 'error',
      from: { ...domainCopyFile, orphan: true },
      to: {},
    },
    {
      name: 'no-domain-to-outside',
      comment: 'The domain is pure: it imports only the domain, and no package at all.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: '^src/domain/' },
    },
    {
      name: 'ports-only-domain-and-rxjs',
      comment: 'Ports are contracts: they import domain types and rxjs types only.',
      severity: 'error',
      from: { path: '^src/ports/' },
      to: { pathNot: ['^src/domain/', '^src/ports/', '(^|/)node_modules/rxjs/'] },
    },
    {
      name: 'application-only-domain-ports-rxjs',
      comment: 'Use cases and stores depend on the domain, the ports and rxjs only.',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { pathNot: ['^src/domain/', '^src/ports/', '^src/application/', '(^|/)node_modules/rxjs/'] },
    },
    {
      name: 'ui-not-to-adapters',
      comment: 'Views get adapters (the sample data in src/adapters/sample/ included) through the container, never by import.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: ['^src/adapters/', '^src/composition/', '^src/server\\.ts$', '^src/main\\.tsx$'] },
    },
    {
      name: 'adapters-not-to-ui',
      comment:
        'Adapters implement ports; they know nothing of views, their words or the composition root. The server ' +
        'answers codes (problem details); the pages word them.',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: ['^src/ui/', '^src/composition/'] },
    },
    {
      name: 'driven-adapters-not-to-application',
      comment:
        'Only the inbound HTTP adapter (src/adapters/server: parse, call one use case, map its result) calls the ' +
        'application; every other adapter implements a port and knows no use case.',
      severity: 'error',
      from: { path: '^src/adapters/', pathNot: '^src/adapters/server/' },
      to: { path: '^src/application/' },
    },
    {
      name: 'texts-are-plain-data',
      comment: 'A texts module holds words and how to fill them in: no views, no React, no adapters.',
      severity: 'error',
      from: { path: '\\.texts\\.ts$' },
      to: {
        path: ['\\.tsx$', '(^|/)node_modules/react', '^src/adapters/', '^src/application/', '^src/composition/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-circular',
      comment: 'No module depends on itself through others.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.(css|svg|json)$' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
