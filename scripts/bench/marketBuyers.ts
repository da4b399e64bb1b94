/**
 * The market's server in process for the purchase benchmarks: the HTTP app over `connection` (the wallet faked with no
 * delay, writes unlimited) and `buyers` signed in, one session cookie each.
 */
import { resolveServerSettings } from '../../src/adapters/config/serverSettings';
import type { DatabaseConnection } from '../../src/adapters/database/database';
import { MemorySplitPaymentGateway } from '../../src/adapters/memory/memorySplitPaymentGateway.adapter';
import { AesTokenCipher } from '../../src/adapters/node/aesTokenCipher';
import { EMBEDDED_SAMPLE_REPOSITORY } from '../../src/adapters/sample/sampleRepository';
import { createServerApp } from '../../src/composition/server/createServerApp';
import { hubOn } from '../../src/composition/server/openHub';
import { marketOn } from '../../src/composition/server/openMarket';
import { ok } from '../../src/domain/shared/result';
import type { ProfileProvider } from '../../src/ports/profileProvider.port';

/** JSON writes from the app's own origin. */
export const JSON_HEADERS = { Origin: 'http://localhost', 'Content-Type': 'application/json' };

/**
 * The app with `count` buyers (`bench0`, `bench1`, …), each buyer's session cookie, in that order, and the market's
 * use cases; `now` is the market's clock (the wall clock unless given).
 */
export async function marketWithBuyers(connection: DatabaseConnection, count: number, now?: () => number) {
  const tokens = Array.from({ length: count }, (_, index) => `buyer-token-${String(index).padStart(52, '0')}`);
  const provider: ProfileProvider = {
    getProfile: async (token) => {
      const handle = `bench${tokens.indexOf(token)}`;
      return ok({ handle, paymail: `${handle}@bench.invalid`, publicKey: `${handle}-id`, avatarUrl: '', displayName: handle });
    },
  };
  const cipher = AesTokenCipher.fromSecret('b'.repeat(40));
  const market = marketOn(connection, { items: null, gateway: new MemorySplitPaymentGateway(), feeHandle: 'platform', cipher, ...(now === undefined ? {} : { now }) });
  const settings = resolveServerSettings({ WRITE_RATE_LIMIT: '0' });
  if (!settings.ok) throw new Error('the benchmark server settings do not resolve');
  const app = createServerApp({ settings: settings.value, distDir: '/nonexistent', sample: EMBEDDED_SAMPLE_REPOSITORY, hub: { ...hubOn(connection, provider, cipher), market }, profileProvider: provider });
  const cookies = await Promise.all(
    tokens.map(async (authToken) => {
      const response = await app.request('http://localhost/api/session', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ authToken }) });
      return response.headers.get('set-cookie')?.split(';')[0] ?? '';
    }),
  );
  return { app, cookies, market };
}
