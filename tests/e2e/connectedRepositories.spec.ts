import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SANDBOX_GITHUB_LABEL } from '../../src/adapters/sandboxGitHub/sandboxGitHubSignIn.texts';
import { BOUNTY_TEXTS } from '../../src/ui/pages/bounties/bounties.texts';
import { E2E_PORT } from '../../playwright.config';
import { startServer, type ServerProcess } from '../support/serverProcess';
import { SignInPage } from './pages/SignInPage';
import { expect, test } from './support/test';

/**
 * A maintainer connects a sample repository (issue 36): on the embedded default the sandbox GitHub logins are the
 * sample repositories' collaborators (`sandbox-carol` may only read `acme/tools`, `sandbox-alice` administers it).
 * Its own server and database (connecting changes what every page lists): `E2E_PORT + 3200`.
 */
const PORT = E2E_PORT + 3200;
let server: ServerProcess;
let dataDir: string;
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ baseURL: `http://localhost:${PORT}` });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'workbench-e2e-repositories-'));
  server = await startServer(PORT, { DATA_DIR: dataDir });
});
test.afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a login without write access is refused; a maintainer connects acme/tools, and /bounties and /projects list it', async ({ page, guards }) => {
  await page.goto('/projects');
  await new SignInPage(page).signInAs('sandbox_bob');
  const linkGitHub = async (login: string) => {
    const started = await page.request.post('/api/github-identity', { data: { returnPath: '/projects' } });
    await page.goto(((await started.json()) as { authorizeUrl: string }).authorizeUrl);
    await expect(page.getByRole('note')).toHaveText(SANDBOX_GITHUB_LABEL);
    await page.getByRole('link', { name: `Sign in as ${login}` }).click();
    await expect(page).toHaveURL(/\/projects$/);
  };
  const connect = async () => {
    await page.getByRole('textbox', { name: BOUNTY_TEXTS.connectField }).fill('acme/tools');
    await page.getByRole('button', { name: BOUNTY_TEXTS.connect }).click();
  };

  await linkGitHub('sandbox-carol');
  await connect();
  await expect(page.getByRole('alert')).toHaveText(/cannot write to this repository/);
  expect(guards.problems).toEqual(['console error: Failed to load resource: the server responded with a status of 403 (Forbidden)']);
  guards.problems.length = 0;

  await page.request.delete('/api/github-identity');
  await linkGitHub('sandbox-alice');
  await connect();
  await expect(page.getByRole('textbox', { name: BOUNTY_TEXTS.secretLabel })).toHaveValue(/^[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('textbox', { name: BOUNTY_TEXTS.deliveryLabel })).toHaveValue(new RegExp(`^http://localhost:${PORT}/api/github/webhook/[A-Za-z0-9_-]{16}$`));
  const projects = page.getByRole('list', { name: BOUNTY_TEXTS.projectsLabel });
  await expect(projects.getByRole('link', { name: 'acme/tools' })).toBeVisible();

  await page.goto('/bounties?repository=acme/tools');
  const bounties = page.getByRole('list', { name: BOUNTY_TEXTS.listLabel });
  await expect(bounties.getByRole('heading')).toHaveText(['A --json flag for every command', 'Colour output for the CLI']);
  await page.getByRole('textbox', { name: BOUNTY_TEXTS.label }).fill('rust');
  await page.getByRole('button', { name: BOUNTY_TEXTS.apply }).click();
  await expect(page).toHaveURL(/label=rust/);
  await expect(bounties.getByRole('heading')).toHaveText(['Colour output for the CLI']);

  await page.goto('/projects/acme/tools');
  await expect(page.getByRole('list', { name: BOUNTY_TEXTS.maintainers })).toHaveText('sandbox-alice');
});
