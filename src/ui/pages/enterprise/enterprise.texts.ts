/** The words of the Enterprise page: running your own instance (from docs/operations.md and docs/configuration.md). */
export const ENTERPRISE_LEAD =
  'Run the workbench for your organisation: one Node process serves the app, the API and the contracts of your repository, on its own embedded database or on PostgreSQL.';

/** Each section: a heading and its points, plain text. */
export const ENTERPRISE_SECTIONS: readonly { readonly heading: string; readonly points: readonly string[] }[] = [
  {
    heading: 'What to run',
    points: [
      'Node 24 and the checkout with `npm ci`; `npm run build` makes the browser app (`dist/`) and the server bundle (`dist-server/server.mjs`).',
      '`npm start` runs the bundle with plain Node. One server per data folder on the embedded PGlite database; any number of servers on one PostgreSQL database (`DATABASE_URL`).',
      'Behind a load balancer, take an instance out when `GET /api/ready` answers 503; `GET /api/health` is liveness; `GET /api/status` (and the Status page) says what each part answers.',
    ],
  },
  {
    heading: 'The sizes measured',
    points: [
      'The contracts list at 10,000 contracts: 172 KB brotli, 230 KB gzip, made once per version and served precompressed; an unchanged list costs a 304.',
      'The exchange’s market was measured at 10,000 listings and a million trades; the board answers from memory once read.',
      'The lead figures of each benchmark, with the date, commit and the machine’s load, are in docs/benchmarks.md.',
    ],
  },
  {
    heading: 'The settings',
    points: [
      '`PORT` (4173), `DATA_DIR` (the embedded database and its session key) or `DATABASE_URL` with `SESSION_SECRET` (32 characters or more).',
      'The HandCash app’s id and its secret for live payments; `GITHUB_TOKEN` and the webhook secret for your repository’s issues and pull requests; GitHub sign-in with `GITHUB_CLIENT_ID` and `GITHUB_CLIENT_SECRET`.',
      '`WRITE_RATE_LIMIT` (120 writes a minute a client; personal API tokens are limited the same way), `TRUSTED_PROXIES`, `PUBLIC_URL`, `METRICS_TOKEN` for Prometheus metrics.',
      'Every setting, its default and its rule: docs/configuration.md; operations (logs, metrics, backups, several instances): docs/operations.md.',
    ],
  },
];

export const ENTERPRISE_LINKS = { status: 'See this instance’s status', api: 'The API reference', tokens: 'Personal API tokens for your scripts' } as const;
