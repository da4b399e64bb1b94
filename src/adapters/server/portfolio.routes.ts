import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AUTHENTICATION_EXPIRED_CODE } from '../http/apiPaths';
import { methodNotAllowed, problem } from './apiAnswers';
import type { CodeItemWallet, CodeItemWalletError, ItemOwner } from '../../ports/codeItemWallet.port';
import { MintRequest } from '../wire/mintRequest.schema';
import { previewOf } from './mintRequest';
import { MINTED_FILES_STATUS, mintedFilesOf } from './mintedFiles';
import type { ItemFilesRepository } from '../../ports/itemFilesRepository.port';
import type { ItemFile } from '../../domain/exchange/itemFiles';
import { parseBody } from './requestValidation';
import type { ServerSessions } from '../../application/session/serverSessions';
import { notSignedIn } from './session.routes';
import { readSessionCookie } from './sessionCookie';
import type { MintDailyLimitReached, MintWithinDailyLimit } from '../../application/exchange/mintWithinDailyLimit';

const WALLET_FAILURE_STATUS: Readonly<Record<Exclude<CodeItemWalletError, 'unauthorized'>, ContentfulStatusCode>> = {
  upstream: 502,
  timeout: 504,
  'minting-not-configured': 503,
};

function walletFailure(c: Context, error: CodeItemWalletError) {
  if (error === 'unauthorized') return problem(c, 401, AUTHENTICATION_EXPIRED_CODE);
  return problem(c, WALLET_FAILURE_STATUS[error], `wallet-${error}`);
}

/** 429 `mint-daily-limit`: the account minted its day's limit; `limit`, `resetsAt` and `Retry-After` say until when. */
function mintLimitReached(c: Context, reached: MintDailyLimitReached) {
  c.header('Retry-After', String(Math.max(1, Math.ceil(reached.retryAfterMs / 1000))));
  return problem(c, 429, reached.code, { limit: reached.limit, resetsAt: reached.resetsAt });
}

/** Keeps a minted item's files; the item is minted either way, so a database that cannot keep them is said, not thrown. */
async function keepFiles(repository: ItemFilesRepository, itemId: string, files: readonly ItemFile[]): Promise<boolean> {
  try {
    await repository.keep(itemId, files);
    return true;
  } catch {
    return false;
  }
}

/**
 * The signed-in person's code NFTs as wallet items (HandCash, or the sandbox wallet on the embedded default):
 * - `GET /`: `{success, items}`, newest first.
 * - `POST /` a mint (`MintRequest`): checked under the mint form's rules, then minted to the person:
 *   201 `{success, item: {itemId, url}}`; 400 `invalid-mint` with `errors: [{field, code, fileName?}]` (the mint
 *   form's codes; the page words them), or a malformed body. The files' text, when sent, is kept with the item
 *   (`itemFiles`) and checked first: 413 `item-file-too-large` / `item-files-too-large` / `item-files-too-many`
 *   (`fileName` names the file), 422 `item-file-not-text` / `item-files-incomplete` / `item-file-digest-mismatch`;
 *   a refused mint mints nothing. `filesKept` says whether they were kept (false also when keeping them failed).
 *   429 `mint-daily-limit` (with `limit`, `resetsAt` and `Retry-After`) once the account minted `MINT_DAILY_LIMIT`
 *   items this UTC day through `minter` (`MintWithinDailyLimit`, counted in the database).
 * Both: 401 without a session (or when the wallet refused its token), 502/504 wallet failure or timeout
 * (`wallet-upstream`, `wallet-timeout`), 503 no minter configured (`wallet-minting-not-configured`). 403 cross-site, 413 and 429 come from the server's middleware.
 */
export function portfolioRoutes(
  wallet: CodeItemWallet,
  sessions: ServerSessions,
  itemFiles: ItemFilesRepository | null = null,
  minter: Pick<MintWithinDailyLimit, 'mint'> = wallet,
): Hono {
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
    const files = mintedFilesOf(request.value);
    if (!files.ok) {
      const { code, ...extras } = files.error;
      return problem(c, MINTED_FILES_STATUS[code], code, extras);
    }
    const minted = await minter.mint(holder, preview.value);
    if (!minted.ok) return typeof minted.error === 'string' ? walletFailure(c, minted.error) : mintLimitReached(c, minted.error);
    const filesKept = files.value !== null && itemFiles !== null && (await keepFiles(itemFiles, minted.value.itemId, files.value));
    return c.json({ success: true, item: minted.value, filesKept }, 201);
  });
  routes.all('/', (c) => {
    return methodNotAllowed(c, 'GET, POST');
  });
  return routes;
}
