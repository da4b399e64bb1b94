import { describe, expect, it } from 'vitest';
import { BUDGETS, checkBudgets, EDITOR_PAGE, TARGETS } from '../../scripts/budget/bundleBudget';
import type { ChunkGraph, ChunkNode } from '../../scripts/budget/chunkGraphPlugin';

const KB = 1024;
const chunk = (overrides: Partial<ChunkNode>): ChunkNode => ({ isEntry: false, facade: null, modules: [], imports: [], dynamicImports: [], ...overrides });

/**
 * A build like ours: an entry with a shared chunk, lazy pages with the features and adapters they load as they open,
 * the sidebar's adapter every route loads, and Monaco under the editor.
 */
const graph = (tokenPageModules: readonly string[] = ['src/ui/pages/token/TokenPage.tsx']): ChunkGraph => ({
  'index.js': chunk({ isEntry: true, facade: 'index.html', imports: ['shared.js'], dynamicImports: ['TokenPage.js', 'ContractsPage.js', 'EditorPage.js'] }),
  'shared.js': chunk({ modules: ['node_modules/rxjs/dist/esm5/internal/Observable.js'] }),
  'TokenPage.js': chunk({ facade: 'src/ui/pages/token/TokenPage.tsx', modules: tokenPageModules, imports: ['shared.js'] }),
  'ContractsPage.js': chunk({ facade: 'src/ui/pages/contracts/ContractsPage.tsx' }),
  'contractsAdapters.js': chunk({ facade: 'src/composition/contractsAdapters.ts' }),
  'contractsBindings.js': chunk({ facade: 'src/composition/contractsBindings.ts' }),
  'paymentsBindings.js': chunk({ facade: 'src/composition/paymentsBindings.ts' }),
  'paymentsAdapters.js': chunk({ facade: 'src/composition/paymentsAdapters.ts' }),
  'editorBindings.js': chunk({ facade: 'src/composition/editorBindings.ts' }),
  'editorAdapters.js': chunk({ facade: 'src/composition/editorAdapters.ts' }),
  'hubBindings.js': chunk({ facade: 'src/composition/hubBindings.ts' }),
  'sampleHub.js': chunk({ facade: 'src/adapters/sample/sampleHub.ts' }),
  'repositoryStats.js': chunk({ facade: 'src/adapters/github/githubRepositoryStats.adapter.ts' }),
  'EditorPage.js': chunk({ facade: EDITOR_PAGE, dynamicImports: ['monaco.js'] }),
  'monaco.js': chunk({ modules: ['node_modules/monaco-editor/esm/vs/editor/editor.api.js'] }),
});
const budgets = { entryJsGzip: 120 * KB, routeJsGzip: 130 * KB };
const sizes = (overrides: Record<string, number> = {}) => (file: string) =>
  ({ 'index.js': 100 * KB, 'shared.js': 10 * KB, 'TokenPage.js': 5 * KB, 'ContractsPage.js': 5 * KB, 'contractsAdapters.js': 5 * KB, 'EditorPage.js': 5 * KB, 'monaco.js': 700 * KB, 'hubBindings.js': 2 * KB, 'repositoryStats.js': 1 * KB, ...overrides })[file] ?? 0;

describe('the bundle budget', () => {
  it('passes a build within budget, counting what the shell and a page load as they open and leaving Monaco to the editor', () => {
    const report = checkBudgets(graph(), sizes(), budgets);
    expect({ entry: report.entryJsGzip, routes: report.routes.map(({ page, jsGzip }) => [page, jsGzip / KB]), violations: report.violations }).toEqual({
      entry: 110 * KB,
      routes: [
        ['src/ui/pages/contracts/ContractsPage.tsx', 121],
        [EDITOR_PAGE, 116],
        ['src/ui/pages/token/TokenPage.tsx', 118],
      ],
      violations: [],
    });
  });

  it('fails an oversized entry and an oversized route', () => {
    const tokenPageAllowedMore = { ...budgets, routeJsGzipByPage: { 'src/ui/pages/token/TokenPage.tsx': 135 * KB } };
    const report = checkBudgets(graph(), sizes({ 'index.js': 115 * KB, 'ContractsPage.js': 20 * KB }), tokenPageAllowedMore);
    expect(report.violations).toEqual([
      'entry JS is 125.0 KB gzip, over its budget of 120.0 KB',
      'src/ui/pages/contracts/ContractsPage.tsx loads 151.0 KB of JS gzip, over its budget of 130.0 KB',
    ]);
  });

  it('fails any route, the editor included, whose first load holds BSV SDK code', () => {
    const withSdk = { ...graph(), 'EditorPage.js': chunk({ facade: EDITOR_PAGE, imports: ['sdk.js'], dynamicImports: ['monaco.js'] }), 'sdk.js': chunk({ modules: ['node_modules/@bsv/sdk/dist/esm/mod.js'] }) };
    expect(checkBudgets(withSdk, sizes(), budgets).violations).toEqual([`${EDITOR_PAGE} loads @bsv/sdk as it opens (sdk.js), which loads only when used`]);
    const loadedLater = { ...graph(), 'EditorPage.js': chunk({ facade: EDITOR_PAGE, dynamicImports: ['monaco.js', 'sdk.js'] }), 'sdk.js': chunk({ modules: ['node_modules/@bsv/sdk/dist/esm/mod.js'] }) };
    expect(checkBudgets(loadedLater, sizes(), budgets).violations).toEqual([]);
  });

  it('fails a route other than the editor that loads a Monaco byte', () => {
    const report = checkBudgets(graph(['src/ui/pages/token/TokenPage.tsx', 'node_modules/monaco-editor/esm/vs/base/common/strings.js']), sizes(), budgets);
    expect(report.violations).toEqual(['src/ui/pages/token/TokenPage.tsx loads Monaco code (TokenPage.js), which belongs to the editor only']);
  });
});

describe('code that loads only with its panel', () => {
  it('fails any route, the editor included, that loads the BSV SDK or the transaction inspector as it opens', () => {
    const built = graph(['src/ui/pages/token/TokenPage.tsx', 'node_modules/@bsv/sdk/dist/esm/src/transaction/Transaction.js']);
    const withInspector: ChunkGraph = {
      ...built,
      'EditorPage.js': chunk({ facade: EDITOR_PAGE, modules: [EDITOR_PAGE, 'src/ui/pages/home/editor/transactions/TransactionsPanel.tsx'], dynamicImports: ['monaco.js'] }),
    };
    expect(checkBudgets(withInspector, sizes(), budgets).violations).toEqual([
      `${EDITOR_PAGE} loads the transaction inspector as it opens (EditorPage.js), which loads only when used`,
      'src/ui/pages/token/TokenPage.tsx loads @bsv/sdk as it opens (TokenPage.js), which loads only when used',
    ]);
  });

  it('passes them in chunks loaded later (dynamic imports)', () => {
    const lazyInspector: ChunkGraph = {
      ...graph(),
      'EditorPage.js': chunk({ facade: EDITOR_PAGE, dynamicImports: ['monaco.js', 'TransactionsPanel.js'] }),
      'TransactionsPanel.js': chunk({ facade: 'src/ui/pages/home/editor/transactions/TransactionsPanel.tsx', modules: ['node_modules/@bsv/sdk/dist/esm/mod.js'] }),
    };
    expect(checkBudgets(lazyInspector, sizes(), budgets).violations).toEqual([]);
  });
});

describe('the enforced budgets', () => {
  it('allow no route, and not the entry, more than issue 17\'s targets', () => {
    const limits = [BUDGETS.routeJsGzip, ...Object.values(BUDGETS.routeJsGzipByPage ?? {})];
    expect({ entry: BUDGETS.entryJsGzip <= TARGETS.entryJsGzip, over: limits.filter((limit) => limit > TARGETS.routeJsGzip) }).toEqual({ entry: true, over: [] });
  });
});

describe('npm run check:budget', () => {
  it('exits non-zero and names the violation on an oversized build', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import('node:fs');
    const { randomBytes } = await import('node:crypto');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const { spawnSync } = await import('node:child_process');
    const dist = mkdtempSync(join(tmpdir(), 'budget-'));
    try {
      mkdirSync(join(dist, '.vite'));
      mkdirSync(join(dist, 'assets'));
      // Random bytes do not compress: 200 KB gzip, over the entry budget.
      writeFileSync(join(dist, 'assets/index.js'), randomBytes(200 * KB));
      writeFileSync(join(dist, '.vite/chunk-graph.json'), JSON.stringify({ 'assets/index.js': chunk({ isEntry: true, facade: 'index.html' }) }));
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/checkBundleBudget.ts', dist], { encoding: 'utf8' });
      expect({ status: run.status, over: /entry JS is 200\.\d KB gzip, over its budget/.test(run.stderr) }).toEqual({ status: 1, over: true });
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
