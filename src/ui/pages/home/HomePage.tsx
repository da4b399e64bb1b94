import { Suspense, use, useEffect } from 'react';
import { EditorFeature } from '../../../ports/featureLoader.port';
import { RuntimeConfig } from '../../../ports/runtimeConfig.port';
import { useService } from '../../app/useService';
import { EditorPage } from './EditorPage';
import { EditorSkeleton } from './editor/EditorSkeleton';
import { loadCodeEditor } from './editor/LazyCodeEditor';
import { LandingPage } from './LandingPage';

/** The editor once its stores and adapters are loaded (they download with this page, see `EditorFeature`). */
function LoadedEditorPage() {
  use(useService(EditorFeature).load());
  return <EditorPage />;
}

/** The route `/`: the code editor, or the landing homepage when the editor flag is off. */
export default function HomePage() {
  const { editorEnabled } = useService(RuntimeConfig);
  // Monaco's code (preloaded by the server) is evaluated while the editor's services load and its workspace is
  // read, not after: the editor shows as soon as the workspace is there.
  useEffect(() => {
    // A failed download is shown by the editor's own lazy load, which tries again.
    if (editorEnabled) loadCodeEditor().catch(() => undefined);
  }, [editorEnabled]);
  if (!editorEnabled) return <LandingPage />;
  return (
    <Suspense
      fallback={
        <section className="editor-page">
          <EditorSkeleton />
        </section>
      }
    >
      <LoadedEditorPage />
    </Suspense>
  );
}
