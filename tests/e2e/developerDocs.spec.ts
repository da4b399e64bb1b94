import { DeveloperDocsPage } from './pages/DeveloperDocsPage';
import { EditorPage } from './pages/EditorPage';
import { expect, test } from './support/test';

test.describe('Developer Docs', () => {
  test('a guide’s example opens in the editor as a file and runs there; Run prints its output again', async ({ page }) => {
    test.slow(); // Monaco loads, and the run loads the SDK in the sandbox
    const docs = new DeveloperDocsPage(page);
    const editor = new EditorPage(page);
    await docs.open();
    await expect(docs.guides.getByRole('link')).toHaveText(['Keys and addresses', 'Pay on the devchain', 'Merkle proofs', 'Script puzzles']);
    await expect(page.getByRole('main')).not.toContainText(/planned/i);

    await docs.openGuide('Script puzzles');
    await expect(page).toHaveURL(/\/developers\/script-puzzles$/);
    await expect(docs.example(1)).toHaveAttribute('href', '/?example=script-puzzles%2F1');
    await docs.example(1).click();
    await editor.editorText.waitFor();
    await expect(page).toHaveURL(/\/$/);
    await expect(editor.selectedTab()).toHaveAccessibleName('script-puzzles-1.js');
    await expect(editor.toolbar.getByRole('status')).toHaveText('Opened examples/script-puzzles-1.js from the developer guides and ran it.');
    await expect(editor.terminalOutput).toContainText('the right secret: true', { timeout: 30_000 });
    await expect(editor.terminalOutput).toContainText('a wrong secret: refused');

    await editor.terminalOutput.getByText('the right secret: true').waitFor();
    await editor.action('Run').click();
    await expect(editor.terminalOutput.getByText('the right secret: true')).toHaveCount(2, { timeout: 30_000 });
  });

});
