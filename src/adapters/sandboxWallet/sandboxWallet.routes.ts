import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { SANDBOX_APP_ID } from '../config/serverConstants';
import { MAGIC_LINK_PATH } from '../../ports/handCashConnect.port';
import { NOT_JSON, readJsonBody } from '../server/jsonBody';
import { findSandboxAccount, sandboxProfile } from './sandboxAccounts';
import { sandboxAuthorizePage, type SandboxBalances } from './sandboxWalletPage';
import { MagicLinkRequest } from '../wire/sandboxWallet.schema';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The sandbox wallet's connect profile answer, in HandCash Connect's shape. */
function currentUserProfile(c: Context) {
  const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
  const account = token === undefined ? null : findSandboxAccount(token);
  if (account === null) return c.json({ message: 'Invalid access token' }, 401);
  const { publicKey, ...profile } = sandboxProfile(account);
  return c.json({ publicProfile: { id: publicKey, ...profile }, privateProfile: {} });
}

async function magicLink(c: Context) {
  if (c.req.header('app-id') !== SANDBOX_APP_ID) return c.json({ message: 'Unknown app id' }, 401);
  const body = await readJsonBody(c);
  const request = body === NOT_JSON ? null : v.safeParse(MagicLinkRequest, body);
  if (request === null || !request.success) return c.json({ message: 'Send {"email", "redirectUrl"} as JSON' }, 400);
  return c.json({ message: 'Sandbox wallet: no email was sent. A real wallet would email a sign-in link.' });
}

/**
 * The sandbox wallet, served on the embedded default only, standing in for HandCash: the authorize page
 * (`/authorize?appId=…`), and a connect API (`/connect/…`) with the magic-link call and the current-user
 * profile for the sample accounts' Bearer tokens. Connect answers are JSON with a `message` on error.
 */
export function sandboxWalletRoutes(maxBodyBytes: number, balances: SandboxBalances | null = null): Hono {
  const routes = new Hono();
  routes.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  routes.get('/authorize', (c) => c.html(sandboxAuthorizePage(c.req.query('appId'), balances)));
  routes.use(
    '/connect/*',
    bodyLimit({ maxSize: maxBodyBytes, onError: (c) => c.json({ message: 'Request body is too large' }, 413) }),
  );
  routes.post(`/connect${MAGIC_LINK_PATH}`, magicLink);
  routes.get('/connect/v1/connect/profile/currentUserProfile', currentUserProfile);
  routes.all('/connect/*', (c) => c.json({ message: 'The sandbox wallet has no endpoint here' }, 404));
  return routes;
}
