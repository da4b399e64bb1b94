import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { OpenKeptItem } from '../../../../application/editor/openKeptItem';
import { ITEM_SOURCE_PARAMETER } from '../../../app/itemSourceLinks';
import { useService } from '../../../app/useService';
import { KEPT_ITEM_OPENED_MESSAGE, keptItemFailureMessage } from './editor.texts';

/**
 * Opens the market item named by `/?item=<id>` (View Source's "Open in editor") read-only in the editor, then takes
 * the parameter out of the address so a reload does not open it again; `say` tells what happened.
 */
export function useKeptItemFromAddress(say: (message: string) => void): void {
  const [params, setParams] = useSearchParams();
  const openKeptItem = useService(OpenKeptItem);
  const itemId = params.get(ITEM_SOURCE_PARAMETER);
  useEffect(() => {
    if (itemId === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ITEM_SOURCE_PARAMETER);
        return next;
      },
      { replace: true },
    );
    // Opening twice (a re-run effect) puts the same files in the same folder.
    void openKeptItem.execute(itemId).then((opened) => {
      say(opened.ok ? KEPT_ITEM_OPENED_MESSAGE(opened.value.paths.length, opened.value.folder) : keptItemFailureMessage(opened.error.code));
    });
  }, [itemId, setParams, openKeptItem, say]);
}
