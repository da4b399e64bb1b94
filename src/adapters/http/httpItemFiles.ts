import { firstValueFrom } from 'rxjs';
import * as v from 'valibot';
import type { ItemFile } from '../../domain/exchange/itemFiles';
import { isRecord } from '../../domain/session/isRecord';
import { err, ok, type Result } from '../../domain/shared/result';
import type { MarketDeskError } from '../../ports/marketDesk.port';
import { ItemFilesAnswer } from '../wire/itemFiles.schema';
import { API_PATHS } from './apiPaths';
import { jsonRequest } from './jsonRequest';

/**
 * An item's kept files from this app's server (`GET /api/market/items/{itemId}/files`), read with the route's own
 * schema; loaded with the first View Source or Download, so valibot's schema stays out of the page's bundle.
 */
export async function fetchItemFiles(itemId: string): Promise<Result<readonly ItemFile[], MarketDeskError>> {
  const answer = await firstValueFrom(jsonRequest('GET', `${API_PATHS.market}/items/${encodeURIComponent(itemId)}/files`));
  if (!answer.ok) return err({ code: 'unavailable' });
  if (answer.value.status !== 200) {
    const code = isRecord(answer.value.body) ? answer.value.body['code'] : null;
    return err({ code: typeof code === 'string' && code !== '' ? code : 'unavailable' });
  }
  const parsed = v.safeParse(ItemFilesAnswer, answer.value.body);
  return parsed.success ? ok(parsed.output.files) : err({ code: 'unavailable' });
}
