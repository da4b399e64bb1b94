import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AUTHENTICATION_EXPIRED_CODE } from '../http/apiPaths';
import { failure } from './apiAnswers';
import { NOT_SIGNED_IN_MESSAGES } from './notSignedIn.texts';
import type { CodeItemWallet, CodeItemWalletError, ItemOwner } from '../../ports/codeItemWallet.port';
import { MintRequestBody, previewOf } from './mintRequest';
import { mintErrorText } from '../../ui/pages/exchange/mint.texts';
import { parseBody } from './requestValidation';
import type { ServerSessions } from '../../application/session/serverSessions';
import { notSignedIn } from './session.routes';
import { readSessionCookie } from './sessionCookie';

const WALLET_FAILURES: Readonly<Record<Exclude<CodeItemWalletError, 'unauthorized'>, readonly [ContentfulStatusCode, string]>> = {
  upstream: [502, 'The wallet could not answer; nothing was minted'],
  timeout: [504, 'The wallet did not answer in time'],
  'minting-not-configured': [503, 'Minting is not configured on this server'],
};

function walletFailure(c: Context, error: CodeItemWalletError) {
  if (error === 'unauthorized') return failure(c, 401, NOT_SIGNED_IN_MESSAGES['authentication-expired'], AUTHENTICATION_EXPIRED_CODE);
  return failure(c, ...WALLET_FAILURES[error]);
}

/**
 * The signed-in person's code NFTs as wallet items (HandCash, or the sandbox wallet on the embedded default):
 * - `GET /`: `{success, items}`, newest first.
 * - `POST /` a mint (`MintRequestBody`): checked under the mint form's rules, then minted to the person:
 *   201 `{success, item: {itemId, url}}`; 400 `{code: 'invalid-field', errors: [{field, code, fileName?, message}]}`
 *   with the form's own messages (`error` is the first), or a malformed body.
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
    if (!preview.ok) {
      const errors = preview.error.map((error) => ({ ...error, message: mintErrorText(error) }));
      return c.json({ success: false, error: errors[0]?.message ?? 'The mint was refused', code: 'invalid-field', errors }, 400);
    }
    const minted = await wallet.mint(holder, preview.value);
    return minted.ok ? c.json({ success: true, item: minted.value }, 201) : walletFailure(c, minted.error);
  });
  routes.all('/', (c) => {
    c.header('Allow', 'GET, POST');
    return failure(c, 405, `${c.req.method} is not allowed here`);
  });
  return routes;
}
