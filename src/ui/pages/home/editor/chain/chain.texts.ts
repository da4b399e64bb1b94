import type { ChainCommand } from '../../../../../application/devchain/chainPanelState';
import { FAUCET_DEFAULT_SATOSHIS, FAUCET_MAX_SATOSHIS, FAUCET_MIN_SATOSHIS, MINE_MAX_BLOCKS } from '../../../../../domain/devchain/devchainLimits';
import type { FundRequestError } from '../../../../../domain/devchain/fundRequest';
import type { DevchainDeskError } from '../../../../../ports/devchainDesk.port';

/** The Chain panel's words (issue 37), beside the views that show them. */

const number = (count: number) => count.toLocaleString('en-US');
export const SATOSHIS = (count: number) => `${number(count)} sat`;
/** A txid or hash shortened for a list; the whole one is the button's title. */
export const SHORT_ID = (id: string) => `${id.slice(0, 12)}…${id.slice(-6)}`;

export const CHAIN_READING = 'Reading the devchain…';
export const REFRESH_LABEL = 'Refresh';
export const TIP_HEADING = 'Tip';
export const TIP_HEIGHT = (height: number) => `Height ${number(height)}`;
export const TIP_HASH_LABEL = 'Block hash';
export const PROOF_OF_WORK_NOTE = 'Proof of work is skipped on the devchain.';

export const MEMPOOL_HEADING = (count: number) => `Mempool (${number(count)})`;
export const MEMPOOL_EMPTY = 'The mempool is empty.';
export const MEMPOOL_ENTRY = (size: number, fee: number) => `${number(size)} bytes · fee ${SATOSHIS(fee)}`;
export const MEMPOOL_MORE = (shown: number, total: number) => `The newest ${number(shown)} of ${number(total)}.`;

export const BLOCKS_HEADING = 'Recent blocks';
export const BLOCK_TITLE = (height: number, txCount: number) => `Block #${number(height)} · ${number(txCount)} ${txCount === 1 ? 'transaction' : 'transactions'}`;
export const BLOCK_TIME = (seconds: number) => new Date(seconds * 1000).toISOString().replace('T', ' ').slice(0, 19) + ' UTC';
export const BLOCK_MORE = (hidden: number) => `and ${number(hidden)} more`;

/** A transaction's button: what it opens. */
export const OPEN_TRANSACTION = (txid: string) => `Open transaction ${txid} in the inspector`;
export const OPENING_TEXT = (txid: string) => `Opening ${SHORT_ID(txid)} in the inspector…`;

export const ADDRESS_HEADING = 'Address';
export const ADDRESS_LABEL = 'Address';
export const ADDRESS_PLACEHOLDER = 'm… or 1… (P2PKH)';
export const SHOW_LABEL = 'Show';
export const AMOUNT_LABEL = 'Satoshis to fund';
const FAUCET_RANGE = `${number(FAUCET_MIN_SATOSHIS)} to ${number(FAUCET_MAX_SATOSHIS)} satoshis a request`;
export const AMOUNT_HINT = `${FAUCET_RANGE}; ${number(FAUCET_DEFAULT_SATOSHIS)} when blank.`;
export const FUND_LABEL = 'Fund';
export const MINE_LABEL = 'Mine a block';
export const HOLDINGS_READING = 'Reading the address…';
export const BALANCE_TEXT = (confirmed: number, unconfirmed: number) => `Balance: ${SATOSHIS(confirmed)} confirmed, ${SATOSHIS(unconfirmed)} in the mempool`;
export const UTXOS_HEADING = (count: number) => `Unspent outputs (${number(count)})`;
export const NO_UTXOS = 'No unspent outputs.';
export const UTXO_TEXT = (vout: number, satoshis: number, height: number | null) =>
  `:${vout} · ${SATOSHIS(satoshis)} · ${height === null ? 'in the mempool' : `block #${number(height)}`}`;

export const RESET_LABEL = 'Reset';
export const RESET_QUESTION = 'Reset the devchain for everyone on this server? Every block, transaction and coin is forgotten.';
export const RESET_CONFIRM = 'Reset the devchain';
export const RESET_CANCEL = 'Cancel';

const REFUSALS: Readonly<Record<string, string>> = {
  'address-invalid': 'That is not a P2PKH address (mainnet 1…, testnet m… or n…).',
  'amount-invalid': `The faucet sends ${FAUCET_RANGE}, in whole satoshis.`,
  'faucet-empty': 'The faucet holds too little: mine a block first (each block pays the faucet 50 BSV).',
  'count-invalid': `One request mines 1 to ${MINE_MAX_BLOCKS} blocks.`,
  'rate-limited': 'Too many requests from this address: wait a moment and try again.',
};

/** Why a read or a command failed, in words. */
export const CHAIN_ERROR = (error: DevchainDeskError | FundRequestError): string => {
  switch (error.code) {
    case 'off':
      return 'This server runs no devchain (its DEVCHAIN setting is off).';
    case 'unavailable':
      return 'The devchain did not answer. Check your connection and press Refresh.';
    case 'not-found':
      return 'The devchain holds no such transaction (was it reset?).';
    case 'address-empty':
      return 'Type the address to fund first.';
    case 'amount-invalid':
      return `The faucet sends ${FAUCET_RANGE}, in whole satoshis.`;
    case 'refused':
      return REFUSALS[error.rule ?? ''] ?? `The devchain refused: ${error.rule ?? 'no reason given'}.`;
  }
};


/** What the last command did, under the buttons. */
export const COMMAND_TEXT = (command: Exclude<ChainCommand, { kind: 'idle' } | { kind: 'failed' }>): string => {
  switch (command.kind) {
    case 'running':
      return { fund: 'Funding…', mine: 'Mining…', reset: 'Resetting…' }[command.action];
    case 'funded':
      return `Funded ${SATOSHIS(command.satoshis)} in ${SHORT_ID(command.txid)}, in the mempool until a block is mined.`;
    case 'mined':
      return `Mined block #${command.heights.map(number).join(', #')}.`;
    case 'reset':
      return 'The devchain starts again from a new genesis block.';
  }
};
