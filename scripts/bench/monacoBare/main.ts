/**
 * The benchmark's baseline page: the same Monaco the editor at `/` uses (set up by the app's own `setUpMonaco`,
 * bundled by Vite from node_modules with the same workers and theme), alone on a page, with the Welcome text.
 */
import { SAMPLE_WELCOME_FILE } from '../../../src/adapters/sample/sampleWorkspaceSource.adapter';
import { setUpMonaco } from '../../../src/ui/pages/home/editor/monaco/setUpMonaco';

const monaco = setUpMonaco();
const element = document.getElementById('editor');
if (element !== null) {
  monaco.editor.create(element, { value: SAMPLE_WELCOME_FILE.content, language: 'javascript', theme: 'bitcoin-dark', fontSize: 13, minimap: { enabled: true } });
}
