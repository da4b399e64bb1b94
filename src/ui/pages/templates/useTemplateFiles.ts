import { useEffect, useState } from 'react';
import type { WorkspaceFiles } from '../../../domain/editor/workspaceFiles';
import type { Result } from '../../../domain/shared/result';
import { TemplateFiles, type TemplateFilesError } from '../../../ports/templateFiles.port';
import { useService } from '../../app/useService';

/** The files of the template with `templateId`: null while they load, then the catalog's answer. */
export function useTemplateFiles(templateId: string): Result<WorkspaceFiles, TemplateFilesError> | null {
  const catalog = useService(TemplateFiles);
  const [answer, setAnswer] = useState<{ readonly id: string; readonly files: Result<WorkspaceFiles, TemplateFilesError> } | null>(null);
  useEffect(() => {
    let current = true;
    void catalog.files(templateId).then((files) => {
      if (current) setAnswer({ id: templateId, files });
    });
    return () => {
      current = false;
    };
  }, [catalog, templateId]);
  return answer?.id === templateId ? answer.files : null;
}
