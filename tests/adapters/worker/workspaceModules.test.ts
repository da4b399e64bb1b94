import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_PROJECT_FILES } from '../../../src/adapters/sample/sampleWorkspaceSource.adapter';
import { locateError, RunFailure, WorkspaceModules } from '../../../src/adapters/worker/workspaceModules';
import type { WorkspaceFiles } from '../../../src/domain/editor/workspaceFiles';
import { EDITOR_SNIPPETS } from '../../../src/ui/pages/home/editor/monaco/snippets.texts';
import { workerDevchain } from '../../../src/adapters/worker/workerDevchain';
import { serverFor } from '../../server/serverFixture';

/** The server's devchain (in memory), reached as the sandbox reaches it: its own origin's fetch, the browser's Origin header. */
async function workbenchOnServer(broadcasts: string[] = []) {
  const app = serverFor({ WRITE_RATE_LIMIT: '0' });
  const fetchOnApp = ((url: string, init: RequestInit = {}) =>
    app.request(url, { ...init, headers: { ...(init.headers as Record<string, string>), Origin: 'http://localhost' } })) as typeof fetch;
  return { devchain: workerDevchain(await import('@bsv/sdk'), fetchOnApp, 'http://localhost', (txid) => void broadcasts.push(txid)) };
}

/** Runs `entry` among `files` as the sandbox does, with the real SDK when it is imported; returns what it logged. */
async function run(files: WorkspaceFiles, entry: string, language = 'javascript', workbench: unknown = null) {
  const logged: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...values: unknown[]) => void logged.push(values.map(String).join(' ')));
  const modules = new WorkspaceModules(files);
  const needsSdk = modules.compile(entry, language);
  await modules.run(entry, needsSdk ? await import('@bsv/sdk') : null, workbench);
  return { logged, needsSdk };
}

const failureOf = async (files: WorkspaceFiles, entry: string, language = 'javascript') => {
  try {
    await run(files, entry, language);
  } catch (error) {
    return error instanceof RunFailure ? { message: error.message, path: error.path, line: error.line } : { message: String(error), place: locateError(error) };
  }
  return null;
};

afterEach(() => vi.restoreAllMocks());

describe('the sandbox modules', () => {
  it('runs the sample project: an address and a txid from the seed, verified by the script interpreter', async () => {
    const { logged, needsSdk } = await run(SAMPLE_PROJECT_FILES, 'src/index.js');
    expect(needsSdk).toBe(true);
    expect(logged).toEqual([
      expect.stringMatching(/^Address: [mn][1-9A-HJ-NP-Za-km-z]{25,34}$/),
      'Verified by the script interpreter: true',
      expect.stringMatching(/^txid: [0-9a-f]{64}$/),
      expect.stringMatching(/^Size: 2\d\d bytes$/),
      expect.stringMatching(/^Fee: \d+ satoshis$/),
    ]);
    const otherSeed = SAMPLE_PROJECT_FILES.map((file) => (file.path === 'src/index.js' ? { ...file, content: file.content.replace('test seed 1', 'test seed 2') } : file));
    const other = await run(otherSeed, 'src/index.js');
    expect([other.logged[0] === logged[0], other.logged[1], other.logged[2] === logged[2]]).toEqual([false, 'Verified by the script interpreter: true', false]);
  }, 30_000);

  it('strips TypeScript types, awaits at the top level, and loads the SDK only when imported', async () => {
    const files = [
      { path: 'main.ts', content: "import { twice } from './lib';\nconst module: number = await Promise.resolve(21);\nconsole.log(twice(module));\n" },
      { path: 'lib.ts', content: 'export const twice = (value: number): number => value * 2;\n' },
    ];
    expect(await run(files, 'main.ts', 'typescript')).toEqual({ logged: ['42'], needsSdk: false });
  });

  it('names an unknown package, or a missing file, with the line of the import', async () => {
    expect(await failureOf([{ path: 'a.js', content: "const x = 1;\nimport _ from 'lodash';\n" }], 'a.js')).toEqual({
      message: expect.stringContaining("Cannot import 'lodash' in a.js"),
      path: 'a.js',
      line: 2,
    });
    expect(await failureOf([{ path: 'a.js', content: "import { b } from './b.js';\n" }], 'a.js')).toEqual({ message: expect.stringContaining("Cannot find './b.js'"), path: 'a.js', line: 1 });
    expect(await failureOf([{ path: 'a.ts', content: 'const x: number = ;\n' }], 'a.ts', 'typescript')).toEqual({ message: expect.stringMatching(/^SyntaxError/), path: 'a.ts', line: 1 });
  });

  it('locates an uncaught error at its file and line, through imports', async () => {
    const files = [
      { path: 'src/main.js', content: "import { fail } from './fail.js';\nconsole.log('start');\nfail();\n" },
      { path: 'src/fail.js', content: "export function fail() {\n\n  notDefined();\n}\n" },
    ];
    expect(await failureOf(files, 'src/main.js')).toEqual({ message: 'ReferenceError: notDefined is not defined', place: { path: 'src/fail.js', line: 3 } });
  });
});

describe('the workbench module', () => {
  const inserted = (body: string) => body.replace(/\$\{\d+:([^}]*)\}/g, '$1').replace(/\$\d+/g, '');

  it('funds, pays, mines and verifies on the devchain, then sees the same payment refused as a double spend', async () => {
    const broadcasts: string[] = [];
    const snippet = EDITOR_SNIPPETS.find((candidate) => candidate.name === 'devchain-payment')!;
    const { logged } = await run([{ path: 'pay.js', content: inserted(snippet.body) }], 'pay.js', 'javascript', await workbenchOnServer(broadcasts));
    const txid = /^broadcast: SEEN_ON_NETWORK ([0-9a-f]{64})$/.exec(logged[1] ?? '')?.[1];
    expect(logged).toEqual([
      expect.stringMatching(/^funded: [0-9a-f]{64}$/),
      `broadcast: SEEN_ON_NETWORK ${txid}`,
      expect.stringMatching(/^mined block 1 [0-9a-f]{64}$/),
      expect.stringMatching(/^merkle path: [0-9a-f]+$/),
      'verified: true',
      expect.stringMatching(/^payee: 1/),
      expect.stringMatching(new RegExp(`^refused: Double spend: input 0 spends [0-9a-f]{64}:0, already spent by ${txid} \\(this same transaction\\)\\.$`)),
    ]);
    expect(broadcasts).toEqual([txid]);
  }, 30_000);

  it('is what imports of workbench get, and loads the SDK', async () => {
    const { needsSdk, logged } = await run([{ path: 'a.js', content: "import { devchain } from 'workbench';\nconsole.log(typeof devchain.fund, typeof devchain.tracker.isValidRootForHeight);\n" }], 'a.js', 'javascript', await workbenchOnServer());
    expect({ needsSdk, logged }).toEqual({ needsSdk: true, logged: ['function function'] });
  });
});

describe('the editor snippets', () => {
  /** A snippet's text as inserted with its placeholders' defaults. */
  const inserted = (body: string) => body.replace(/\$\{\d+:([^}]*)\}/g, '$1').replace(/\$\d+/g, '');

  it.each(EDITOR_SNIPPETS.map((snippet) => [snippet.name, snippet.body] as const))('%s runs as inserted and prints', async (_name, body) => {
    const { logged, needsSdk } = await run([{ path: 'snippet.js', content: inserted(body) }], 'snippet.js', 'javascript', await workbenchOnServer());
    expect({ needsSdk, printed: logged.length > 0, failed: logged.some((line) => /false|undefined|NaN/.test(line)) }).toEqual({ needsSdk: true, printed: true, failed: false });
  });
});
