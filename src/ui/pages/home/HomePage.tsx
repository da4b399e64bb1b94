import { Suspense, use } from 'react';
import { EditorFeature } from '../../../ports/featureLoader.port';
import { RuntimeConfig } from '../../../ports/runtimeConfig.port';
import { useService } from '../../app/useService';
import { EditorPage } from './EditorPage';
import { EditorSkeleton } from './editor/EditorSkeleton';
import { LandingPage } from './LandingPage';

/** The editor once its stores and adapters are loaded (they download with this page, see `EditorFeature`). */
function LoadedEditorPage() {
  use(useService(EditorFeature).load());
  return <EditorPage />;
}

/** The route `/`: the code editor, or the landing homepage when the editor flag is off. */
export default function HomePage() {
  const config = useService(RuntimeConfig);
  if (!config.editorEnabled) return <LandingPage />;
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
