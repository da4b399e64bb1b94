import type { PlacedTemplate } from '../../domain/editor/templatePlacement';
import { ok, type Result } from '../../domain/shared/result';
import type { TemplateFiles, TemplateFilesError } from '../../ports/templateFiles.port';
import type { EditorStore } from './editorStore';

/** Opens a template's files in the editor, as new files of the workspace (a template card's link). */
export class OpenTemplate {
  constructor(
    private readonly templates: TemplateFiles,
    private readonly editor: EditorStore,
  ) {}

  /**
   * Reads the template's files and, once the editor has read its workspace, adds and opens them; resolves the
   * folder and paths they were opened at, or why the files could not be read ('not-found' for an unknown template).
   */
  async execute(templateId: string): Promise<Result<Pick<PlacedTemplate, 'folder' | 'paths'>, TemplateFilesError>> {
    const [files] = await Promise.all([this.templates.files(templateId), this.editor.ready]);
    if (!files.ok) return files;
    return ok(this.editor.openTemplate(templateId, files.value));
  }
}
