import { RuntimeConfig } from '../../../ports/runtimeConfig.port';
import { useService } from '../../app/useService';
import { EditorPage } from './EditorPage';
import { LandingPage } from './LandingPage';

/** The route `/`: the code editor, or the landing homepage when the editor flag is off. */
export default function HomePage() {
  const config = useService(RuntimeConfig);
  return config.editorEnabled ? <EditorPage /> : <LandingPage />;
}
