import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { OpenTemplate } from '../../../../application/editor/openTemplate';
import { TEMPLATE_PARAMETER } from '../../../app/templateLinks';
import { useService } from '../../../app/useService';
import { TEMPLATE_FAILURE_MESSAGES, TEMPLATE_OPENED_MESSAGE } from './editor.texts';

/**
 * Opens the template named by `/?template=<id>` (a template card's link) in the editor, then takes the parameter
 * out of the address so a reload does not open it again; `say` tells what happened.
 */
export function useTemplateFromAddress(say: (message: string) => void): void {
  const [params, setParams] = useSearchParams();
  const openTemplate = useService(OpenTemplate);
  const templateId = params.get(TEMPLATE_PARAMETER);
  useEffect(() => {
    if (templateId === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(TEMPLATE_PARAMETER);
        return next;
      },
      { replace: true },
    );
    // Opening twice (a re-run effect) opens the same files: the use case never copies a template twice.
    void openTemplate.execute(templateId).then((opened) => {
      say(opened.ok ? TEMPLATE_OPENED_MESSAGE(opened.value.paths.length, opened.value.folder) : TEMPLATE_FAILURE_MESSAGES[opened.error.code]);
    });
  }, [templateId, setParams, openTemplate, say]);
}
