import { SANDBOX_WALLET_PATH } from '../../config/serverConstants';
import { MAGIC_LINK_PATH } from '../../../ports/handCashConnect.port';
import type { ApiEndpoint } from '../../wire/openApiDocument';
import { ConnectMessage, ConnectProfileAnswer, MagicLinkRequest } from '../../wire/sandboxWallet.schema';

const CONNECT = `${SANDBOX_WALLET_PATH}/connect`;

/**
 * The sandbox wallet standing in for HandCash on the embedded default (`sandboxWallet.routes.ts`,
 * `sandboxItemPage.ts`): its pages and its connect API, whose refusals are HandCash's `{message}`, not problems.
 */
export const SANDBOX_WALLET_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    method: 'get',
    path: `${SANDBOX_WALLET_PATH}/authorize`,
    summary: 'The sandbox wallet’s authorize page (`?appId=`): pick a sample account to sign in as.',
    answers: [{ status: 200, mediaType: 'text/html', description: 'The page.' }],
    problems: {},
  },
  {
    method: 'get',
    path: `${SANDBOX_WALLET_PATH}/items/{id}`,
    summary: 'The sandbox wallet’s page of a minted item.',
    answers: [{ status: 200, mediaType: 'text/html', description: 'The page.' }],
    problems: {},
  },
  {
    method: 'post',
    path: `${CONNECT}${MAGIC_LINK_PATH}`,
    summary: 'HandCash’s magic-link call, for the sandbox app id: no email is sent.',
    request: MagicLinkRequest,
    answers: [
      { status: 200, schema: ConnectMessage, description: 'What a real wallet would do.' },
      { status: 400, schema: ConnectMessage, description: 'Not `{email, redirectUrl}` as JSON.' },
      { status: 401, schema: ConnectMessage, description: 'Another app id.' },
    ],
    problems: {},
  },
  {
    method: 'get',
    path: `${CONNECT}/v1/connect/profile/currentUserProfile`,
    summary: 'The profile of a sample account’s Bearer token, in HandCash Connect’s shape.',
    answers: [
      { status: 200, schema: ConnectProfileAnswer, description: 'The profile.' },
      { status: 401, schema: ConnectMessage, description: 'No sample account’s token.' },
    ],
    problems: {},
  },
];
