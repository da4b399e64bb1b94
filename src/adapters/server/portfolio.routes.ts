import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AUTHENTICATION_EXPIRED_CODE } from '../http/apiPaths';
import { problem } from './apiAnswers';
import type { CodeItemWallet, CodeItemWalletError, ItemOwner } from '../../ports/codeItemWallet.port';
import { MintRequestBody, previewOf } from './mintRequest';
import { parseBody } from './requestValidation';
import type { ServerSessions } from '../../application/session/serverSessions';
import { notSignedIn } from './session.routes';
import { readSessionCookie } from './sessionCookie';

/** Each wallet failure's status and code (`wallet-upstream`: nothing was minted; `wallet-timeout`: no answer in time). */
const WALLET_FAILURES: Readonly<Record<Exclude<CodeItemWalletError, 'unauthorized'>, readonly [ContentfulStatusCode, string]>> = {
  upstream: [502, 'wallet-upstream'],
  timeout: [504, 'wallet-timeout'],
  'minting-not-configured': [503, 'minting-not-configured'],
};

function walletFailure(c: Context, error: CodeItemWalletError) {
  if (error === 'unauthorized') return problem(c, 401, AUTHENTICATION_EXPIRED_CODE);
  return problem(c, ...WALLET_FAILURES[error]);
}

/**
 * The signed-in person's code NFTs as wallet items (HandCash, or the sandbox wallet on the embedded default):
 * - `GET /`: `{success, items}`, newest first.
 * - `POST /` a mint (`MintRequestBody`): checked under the mint form's rules, then minted to the person:
 *   201 `{success, item: {itemId, url}}`; 400 a problem `invalid-field` with `field` (the first) and
 *   `errors: [{field, code, fileName?}]` in the mint form's own codes (the page words them), or a malformed body.
 * Both: 401 without a session (or when the wallet refused its token), 502/504 wallet failure or timeout, 503 no
 * minter configured. 403 cross-site, 413 and 429 come from the server's middleware.
 */
export function portfolioRoutes(wallet: CodeItemWallet, sessions: ServerSessions): Hono {
  const routes = new Hono();
  routes.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  const owner = async (c: Context): Promise<ItemOwner | Response> => {
    const current = await sessions.currentWithToken(readSessionCookie(c));
    if (!current.ok) return notSignedIn(c, current.error);
    const { profile, authToken } = current.value;
    return { handle: profile.handle, walletId: profile.publicKey, authToken };
  };
  routes.get('/', async (c) => {
    const holder = await owner(c);
    if (holder instanceof Response) return holder;
    const items = await wallet.inventory(holder);
    return items.ok ? c.json({ success: true, items: items.value }) : walletFailure(c, items.error);
  });
  routes.post('/', async (c) => {
    const holder = await owner(c);
    if (holder instanceof Response) return holder;
    const request = await parseBody(c, MintRequestBody);
    if (!request.ok) return request.answer;
    const preview = previewOf(request.value);
    if (!preview.ok) return problem(c, 400, 'invalid-field', { field: preview.error[0]?.field ?? 'body', errors: preview.error });
    const minted = await wallet.mint(holder, preview.value);
    return minted.ok ? c.json({ success: true, item: minted.value }, 201) : walletFailure(c, minted.error);
  });
  routes.all('/', (c) => {
    c.header('Allow', 'GET, POST');
    return problem(c, 405, 'method-not-allowed');
  });
  return routes;
}
