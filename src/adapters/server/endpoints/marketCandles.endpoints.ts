import { API_PATHS } from '../../http/apiPaths';
import { CandlesAnswer, CandlesQuery } from '../../wire/marketCandles.schema';
import type { ApiEndpoint } from '../../wire/openApiDocument';

/** `/api/market/items/{itemId}/candles` (`marketCandles.routes.ts`): public. */
export const MARKET_CANDLES_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    method: 'get',
    path: `${API_PATHS.market}/items/{itemId}/candles`,
    summary: 'An item’s price history as candles by hour or by day (open, high, low, close a token, tokens and satoshis traded), kept as trades are recorded; the newest 400, oldest first.',
    query: CandlesQuery,
    answers: [{ status: 200, schema: CandlesAnswer, description: 'The candles (empty before the first trade).' }],
    problems: { 400: ['invalid-field'], 404: ['unknown-item'] },
  },
];
