import { of, type Observable } from 'rxjs';
import type { ProjectTemplate } from '../../domain/hub/templates';
import type { WorkspaceFiles } from '../../domain/editor/workspaceFiles';
import { err, ok, type Result } from '../../domain/shared/result';
import type { CatalogError } from '../../ports/catalogError';
import type { TemplateCatalog, TemplateFilesError } from '../../ports/templateCatalog.port';
import { SAMPLE_TEMPLATES } from './sampleTemplates';

/**
 * TemplateCatalog of the embedded default: the sample data, answered at once; it never fails. The templates'
 * files load on first use, so the pages that only list templates do not download them.
 */
export class SampleTemplateCatalog implements TemplateCatalog {
  templates(): Observable<Result<readonly ProjectTemplate[], CatalogError>> {
    return of(ok(SAMPLE_TEMPLATES));
  }

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
