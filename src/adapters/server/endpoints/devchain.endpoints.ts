import * as v from 'valibot';
import {
  DevchainBalance,
  DevchainChainInfo,
  DevchainFaucetAnswer,
  DevchainFaucetRequest,
  DevchainHeader,
  DevchainHeaders,
  DevchainMineAnswer,
  DevchainMineRequest,
  DevchainProof,
  DevchainResetAnswer,
  DevchainSummary,
  DevchainTransactionView,
  DevchainTxAnswer,
  DevchainTxRequest,
  DevchainUnspent,
} from '../../wire/devchain.schema';
import type { ApiEndpoint } from '../../wire/openApiDocument';

const BASE = '/api/devchain';
const WOC = `${BASE}/woc`;
const TX_REFUSALS = ['outpoint-missing', 'outpoint-repeated', 'outputs-exceed-inputs', 'fee-too-low', 'script-failed'];
const TEXT = v.string();

/** A WhatsOnChain-shaped read: GET, one answer, the given refusals. */
const read = (path: string, summary: string, schema: v.GenericSchema, problems: ApiEndpoint['problems'], mediaType?: string): ApiEndpoint => ({
  method: 'get',
  path: `${WOC}${path}`,
  summary,
  answers: [{ status: 200, schema, description: summary, ...(mediaType === undefined ? {} : { mediaType }) }],
  problems,
});

/** `/api/devchain` (`devchain.routes.ts`, issue 37): the local BSV chain, on by default on the embedded default. */
export const DEVCHAIN_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    method: 'post',
    path: `${BASE}/v1/tx`,
    summary: 'ARC’s broadcast: takes a transaction (raw, Extended Format or BEEF) into the devchain’s mempool when every input spends an unspent output, every script passes the SDK’s interpreter and the fee meets the rate.',
    request: DevchainTxRequest,
    answers: [{ status: 200, schema: DevchainTxAnswer, description: 'Accepted (`SEEN_ON_NETWORK`).' }],
    problems: { 400: ['not-json', 'invalid-field', 'transaction-malformed'], 409: ['outpoint-spent'], 422: TX_REFUSALS },
  },
  {
    method: 'get',
    path: `${BASE}/v1/tx/{txid}`,
    summary: 'ARC’s status of a transaction the devchain holds: `SEEN_ON_NETWORK` or `MINED` with its block and BUMP.',
    answers: [{ status: 200, schema: DevchainTxAnswer, description: 'Its status.' }],
    problems: { 404: ['transaction-not-found'] },
  },
  {
    method: 'post',
    path: `${BASE}/faucet`,
    summary: 'Pays an address from the devchain’s faucet (100,000 satoshis unless told; at most 10,000,000), through the same checks as any transaction.',
    request: DevchainFaucetRequest,
    answers: [{ status: 200, schema: DevchainFaucetAnswer, description: 'The payment, in the mempool.' }],
    problems: { 400: ['not-json', 'invalid-field', 'address-invalid', 'amount-invalid'], 409: ['faucet-empty'] },
  },
  {
    method: 'post',
    path: `${BASE}/mine`,
    summary: 'Mines blocks now (1 unless told, at most 100): the first holds the whole mempool. Proof of work is skipped.',
    request: DevchainMineRequest,
    answers: [{ status: 200, schema: DevchainMineAnswer, description: 'The blocks mined, oldest first.' }],
    problems: { 400: ['not-json', 'invalid-field', 'count-invalid'] },
  },
  {
    method: 'post',
    path: `${BASE}/reset`,
    summary: 'Forgets the whole devchain (every workspace’s: it is shared) and starts a new one with a new faucet.',
    answers: [{ status: 200, schema: DevchainResetAnswer, description: 'The new genesis block.' }],
    problems: {},
  },
  {
    method: 'get',
    path: `${BASE}/summary`,
    summary: 'The Chain panel’s view: the tip, the mempool and the recent blocks.',
    answers: [{ status: 200, schema: DevchainSummary, description: 'The chain at a glance.' }],
    problems: {},
  },
  {
    method: 'get',
    path: `${BASE}/tx/{txid}`,
    summary: 'A transaction for the transaction inspector: its hex, its block, and the output each input spends (so its fee and scripts can be checked).',
    answers: [{ status: 200, schema: DevchainTransactionView, description: 'The transaction and the outputs it spends.' }],
    problems: { 404: ['transaction-not-found'] },
  },
  read('/chain/info', 'WhatsOnChain’s chain info.', DevchainChainInfo, {}),
  read('/block/headers', 'The last ten headers, newest first (the SDK’s `currentHeight` reads the first).', DevchainHeaders, {}),
  read('/block/{id}/header', 'A block header by height or hash (the SDK’s WhatsOnChain tracker reads `merkleroot`).', DevchainHeader, { 404: ['block-not-found'] }),
  read('/tx/{txid}/hex', 'A transaction’s raw hex.', TEXT, { 404: ['transaction-not-found'] }, 'text/plain'),
  read('/tx/{txid}/proof', 'A mined transaction’s merkle proof as a BUMP (BRC-74).', DevchainProof, { 404: ['transaction-not-found', 'transaction-not-mined'] }),
  read('/tx/{txid}/beef', 'A transaction with its unmined ancestors back to mined ones, as BEEF hex.', TEXT, { 404: ['transaction-not-found'] }, 'text/plain'),
  read('/address/{address}/unspent', 'An address’s unspent outputs (height 0: in the mempool).', DevchainUnspent, { 400: ['address-invalid'] }),
  read('/address/{address}/balance', 'An address’s balance, mined and in the mempool.', DevchainBalance, { 400: ['address-invalid'] }),
];
