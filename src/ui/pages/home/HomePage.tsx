import { useEffect } from 'react';
import { RuntimeConfig } from '../../../ports/runtimeConfig.port';
import { useService } from '../../app/useService';
import { EditorPage } from './EditorPage';
import { loadCodeEditor } from './editor/LazyCodeEditor';
import { LandingPage } from './LandingPage';

/**
 * The route `/`: the code editor, or the landing homepage when the editor flag is off. The editor's stores and
 * adapters load with this route (`appRoutes.tsx`, feature 'editor').
 */
export default function HomePage() {
  const { editorEnabled } = useService(RuntimeConfig);
  // Monaco's code (preloaded by the server) is evaluated while the editor's workspace is read, not after: the
  // editor shows as soon as the workspace is there.
  useEffect(() => {
    // A failed download is shown by the editor's own lazy load, which tries again.
    if (editorEnabled) loadCodeEditor().catch(() => undefined);
  }, [editorEnabled]);
  return editorEnabled ? <EditorPage /> : <LandingPage />;
}
