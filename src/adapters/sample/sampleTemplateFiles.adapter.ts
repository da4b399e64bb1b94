import type { WorkspaceFiles } from '../../domain/editor/workspaceFiles';
import { err, ok, type Result } from '../../domain/shared/result';
import type { TemplateFiles, TemplateFilesError } from '../../ports/templateFiles.port';

/**
 * TemplateFiles of the embedded default: the sample templates' files, which load on first use, so the pages that
 * only list templates do not download them.
 */
export class SampleTemplateFiles implements TemplateFiles {
  async files(templateId: string): Promise<Result<WorkspaceFiles, TemplateFilesError>> {
    try {
      const { SAMPLE_TEMPLATE_FILES } = await import('./sampleTemplateFiles');
      const files = SAMPLE_TEMPLATE_FILES[templateId];
      return files === undefined ? err({ code: 'not-found' }) : ok(files);
    } catch {
      return err({ code: 'unavailable' });
    }
  }
}
