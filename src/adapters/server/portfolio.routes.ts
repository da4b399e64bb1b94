import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AUTHENTICATION_EXPIRED_CODE } from '../http/apiPaths';
import { methodNotAllowed, problem } from './apiAnswers';
import type { CodeItemWallet, CodeItemWalletError, ItemOwner } from '../../ports/codeItemWallet.port';
import { MintRequest } from '../wire/mintRequest.schema';
import { previewOf } from './mintRequest';
import { parseBody } from './requestValidation';
import type { ServerSessions } from '../../application/session/serverSessions';
import { notSignedIn } from './session.routes';
import { readSessionCookie } from './sessionCookie';

const WALLET_FAILURE_STATUS: Readonly<Record<Exclude<CodeItemWalletError, 'unauthorized'>, ContentfulStatusCode>> = {
  upstream: 502,
  timeout: 504,
  'minting-not-configured': 503,
};

function walletFailure(c: Context, error: CodeItemWalletError) {
  if (error === 'unauthorized') return problem(c, 401, AUTHENTICATION_EXPIRED_CODE);
  return problem(c, WALLET_FAILURE_STATUS[error], `wallet-${error}`);
}

/**
 * The signed-in person's code NFTs as wallet items (HandCash, or the sandbox wallet on the embedded default):
 * - `GET /`: `{success, items}`, newest first.
 * - `POST /` a mint (`MintRequest`): checked under the mint form's rules, then minted to the person:
 *   201 `{success, item: {itemId, url}}`; 400 `invalid-mint` with `errors: [{field, code, fileName?}]` (the mint
 *   form's codes; the page words them), or a malformed body.
 * Both: 401 without a session (or when the wallet refused its token), 502/504 wallet failure or timeout
 * (`wallet-upstream`, `wallet-timeout`), 503 no minter configured (`wallet-minting-not-configured`). 403 cross-site, 413 and 429 come from the server's middleware.
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
    const request = await parseBody(c, MintRequest);
    if (!request.ok) return request.answer;
    const preview = previewOf(request.value);
    if (!preview.ok) {
      return problem(c, 400, 'invalid-mint', { errors: preview.error });
    }
    const minted = await wallet.mint(holder, preview.value);
    return minted.ok ? c.json({ success: true, item: minted.value }, 201) : walletFailure(c, minted.error);
  });
  routes.all('/', (c) => {
    return methodNotAllowed(c, 'GET, POST');
  });
  return routes;
}
