import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { OpenCodeExample } from '../../../../application/editor/openCodeExample';
import { EXAMPLE_PARAMETER } from '../../../app/exampleLinks';
import { useService } from '../../../app/useService';
import { EXAMPLE_FAILURE_MESSAGES, EXAMPLE_OPENED_MESSAGE } from './editor.texts';

/**
 * Opens and runs the developer guide's example named by `/?example=<guide>/<n>` (its "Open in editor" link), then
 * takes the parameter out of the address so a reload does not open it again; `say` tells what happened.
 */
export function useExampleFromAddress(say: (message: string) => void): void {
  const [params, setParams] = useSearchParams();
  const openExample = useService(OpenCodeExample);
  const reference = params.get(EXAMPLE_PARAMETER);
  useEffect(() => {
    if (reference === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(EXAMPLE_PARAMETER);
        return next;
      },
      { replace: true },
    );
    void openExample.execute(reference).then((opened) => {
      say(opened.ok ? EXAMPLE_OPENED_MESSAGE(opened.value.path) : EXAMPLE_FAILURE_MESSAGES[opened.error.code]);
    });
  }, [reference, setParams, openExample, say]);
}
