import { ROUTE_PATHS } from '../../src/domain/app/routePaths';
import { PAGE_TITLES } from '../../src/ui/app/pageTitles.texts';
import { ShellPage } from './pages/ShellPage';
import { expect, test } from './support/test';

test.describe('the API reference', () => {
  test('renders the server’s OpenAPI document, one card per operation, and links the document itself', async ({ page, request }) => {
    const document = (await (await request.get('/api/openapi.json')).json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    const operations = Object.values(document.paths).reduce((count, methods) => count + Object.keys(methods).length, 0);
    const shell = new ShellPage(page);
    await shell.open(ROUTE_PATHS.api);
    await expect(shell.heading).toHaveText(PAGE_TITLES.api);
    await expect(page.getByRole('article')).toHaveCount(operations);
    const signIn = page.getByRole('article', { name: 'POST /api/session' });
    await expect(signIn).toContainText('authToken');
    await expect(signIn).toContainText('auth-token-required');
    expect(document.openapi).toBe('3.1.0');
    await expect(page.getByRole('link', { name: 'OpenAPI document (JSON)' })).toHaveAttribute('href', '/api/openapi.json');
  });
});
