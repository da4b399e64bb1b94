import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryDevchainDesk } from '../../../src/adapters/memory/memoryDevchainDesk.adapter';
import { MemoryTransactionInspector } from '../../../src/adapters/memory/memoryTransactionInspector.adapter';
import { renderApp } from '../../support/renderApp';
import { TEST_NOW } from '../../support/testContainer';
import { SAMPLE_DECODED, SAMPLE_SPEND } from '../../support/transactionFixture';

// The person is at the page already: Monaco loads without waiting for a first interaction.
vi.mock('../../../src/ui/pages/home/editor/codeEditorLoadMoment', () => ({ codeEditorLoadMoment: () => Promise.resolve() }));
vi.mock('../../../src/ui/pages/home/editor/monaco/loadMonacoCodeEditor', () => ({ loadMonacoCodeEditor: () => import('./FakeCodeEditor') }));

const ADDRESS = 'mfWxJ45yp2SFn7UciZyNpvDKrzbhyfKrY8';
const hex = SAMPLE_SPEND.transactionHex;

/** The editor with the Chain panel open over `devchain`; the inspector decodes the sample spend. */
async function openChain(devchain = new MemoryDevchainDesk(TEST_NOW)) {
  const transactionInspector = new MemoryTransactionInspector({ transactions: { [hex]: SAMPLE_DECODED } });
  renderApp('/', { devchain, transactionInspector });
  await screen.findByRole('textbox', { name: 'Welcome: code editor' }, { timeout: 15_000 });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Chain' }));
  const panel = screen.getByRole('region', { name: 'Chain' });
  await within(panel).findByRole('button', { name: 'Refresh' });
  return { user, panel, devchain, transactionInspector };
}

const texts = (elements: readonly HTMLElement[]) => elements.map((element) => element.textContent);

describe('the Chain panel', () => {
  it('says it is reading while the devchain has not answered', async () => {
    const devchain = new MemoryDevchainDesk(TEST_NOW);
    devchain.stalled = true;
    const { panel } = await openChain(devchain);
    expect({ reading: within(panel).getByText('Reading the devchain…'), tip: within(panel).queryByRole('heading', { name: 'Tip' }) }).toEqual({
      reading: expect.anything(),
      tip: null,
    });
  });

  it('shows a new chain: the genesis tip, an empty mempool, one block; an address with nothing', async () => {
    const { user, panel } = await openChain();
    await within(panel).findByRole('heading', { name: 'Tip' });
    await user.type(within(panel).getByRole('textbox', { name: 'Address' }), ADDRESS);
    await user.click(within(panel).getByRole('button', { name: 'Show' }));
    expect({
      height: within(panel).getByText('Height 0').textContent,
      hash: within(panel).getByLabelText('Block hash').textContent,
      mempool: within(panel).getByRole('heading', { name: 'Mempool (0)' }).textContent,
      empty: within(panel).getByText('The mempool is empty.').textContent,
      blocks: texts(within(within(panel).getByRole('list', { name: 'Recent blocks' })).getAllByRole('button')),
      balance: within(panel).getByText(/^Balance:/).textContent,
      outputs: within(panel).getByText('No unspent outputs.').textContent,
    }).toEqual({
      height: 'Height 0',
      hash: `b${'0'.repeat(63)}`,
      mempool: 'Mempool (0)',
      empty: 'The mempool is empty.',
      blocks: ['▸Block #0 · 1 transaction'],
      balance: 'Balance: 0 sat confirmed, 0 sat in the mempool',
      outputs: 'No unspent outputs.',
    });
  });

  it('says why when the server runs no devchain, and when the faucet refuses', async () => {
    const devchain = new MemoryDevchainDesk(TEST_NOW);
    devchain.failure = { code: 'off' };
    const { user, panel } = await openChain(devchain);
    const off = (await within(panel).findByRole('alert')).textContent;
    devchain.failure = null;
    devchain.faucetEmpty = true;
    await user.click(within(panel).getByRole('button', { name: 'Refresh' }));
    await user.click(within(panel).getByRole('button', { name: 'Fund' }));
    const noAddress = within(panel).getByRole('alert').textContent;
    await user.type(within(panel).getByRole('textbox', { name: 'Address' }), ADDRESS);
    await user.type(within(panel).getByRole('textbox', { name: 'Satoshis to fund' }), '20000000');
    await user.click(within(panel).getByRole('button', { name: 'Fund' }));
    const tooMuch = within(panel).getByRole('alert').textContent;
    await user.clear(within(panel).getByRole('textbox', { name: 'Satoshis to fund' }));
    await user.click(within(panel).getByRole('button', { name: 'Fund' }));
    expect({ off, noAddress, tooMuch, empty: within(panel).getByRole('alert').textContent, hint: within(panel).getByText(/a request;/).textContent }).toEqual({
      off: 'This server runs no devchain (its DEVCHAIN setting is off).',
      noAddress: 'Type the address to fund first.',
      tooMuch: 'The faucet sends 1 to 10,000,000 satoshis a request, in whole satoshis.',
      empty: 'The faucet holds too little: mine a block first (each block pays the faucet 50 BSV).',
      hint: '1 to 10,000,000 satoshis a request; 100,000 when blank.',
    });
  });

  it('funds an address and mines: the payment moves from the mempool into a block, the balance is confirmed', async () => {
    const payment = { txid: SAMPLE_DECODED.txid, hex, blockHeight: null, spentOutputs: [SAMPLE_SPEND.spentOutput] };
    const { user, panel } = await openChain(new MemoryDevchainDesk(TEST_NOW, [payment]));
    await user.type(within(panel).getByRole('textbox', { name: 'Address' }), ADDRESS);
    await user.type(within(panel).getByRole('textbox', { name: 'Satoshis to fund' }), '25,000');
    await user.click(within(panel).getByRole('button', { name: 'Fund' }));
    await within(panel).findByText(/^Funded 25,000 sat/);
    const funded = {
      mempool: texts(within(within(panel).getByRole('list', { name: 'Mempool (1)' })).getAllByRole('button')),
      balance: within(panel).getByText(/^Balance:/).textContent,
    };
    await user.click(within(panel).getByRole('button', { name: 'Mine a block' }));
    await within(panel).findByText('Mined block #1.');
    await user.click(within(panel).getByRole('button', { name: 'Block #1 · 2 transactions' }));
    expect({
      funded,
      mempool: within(panel).getByText('The mempool is empty.').textContent,
      tip: within(panel).getByText('Height 1').textContent,
      block: texts(within(within(panel).getByRole('list', { name: 'Block #1 · 2 transactions' })).getAllByRole('button')),
      balance: within(panel).getByText(/^Balance:/).textContent,
      output: within(within(panel).getByRole('list', { name: 'Unspent outputs (1)' })).getByRole('listitem').textContent,
    }).toEqual({
      funded: { mempool: [`${SAMPLE_DECODED.txid.slice(0, 12)}…${SAMPLE_DECODED.txid.slice(-6)}`], balance: 'Balance: 0 sat confirmed, 25,000 sat in the mempool' },
      mempool: 'The mempool is empty.',
      tip: 'Height 1',
      block: [`c${'0'.repeat(11)}…000001`, `${SAMPLE_DECODED.txid.slice(0, 12)}…${SAMPLE_DECODED.txid.slice(-6)}`],
      balance: 'Balance: 25,000 sat confirmed, 0 sat in the mempool',
      output: `${SAMPLE_DECODED.txid.slice(0, 12)}…${SAMPLE_DECODED.txid.slice(-6)}:0 · 25,000 sat · block #1`,
    });
  });

  it('opens a transaction in the inspector with the outputs it spends known: its fee and its Debug form', async () => {
    const payment = { txid: SAMPLE_DECODED.txid, hex, blockHeight: null, spentOutputs: [SAMPLE_SPEND.spentOutput] };
    const { user, panel } = await openChain(new MemoryDevchainDesk(TEST_NOW, [payment]));
    await user.type(within(panel).getByRole('textbox', { name: 'Address' }), ADDRESS);
    await user.click(within(panel).getByRole('button', { name: 'Fund' }));
    await user.click((await within(panel).findAllByRole('button', { name: `Open transaction ${SAMPLE_DECODED.txid} in the inspector` }))[0]!);
    const inspector = await screen.findByRole('region', { name: 'Transactions' });
    await within(inspector).findByText(SAMPLE_DECODED.txid);
    const fee = within(inspector).getByText('Fee').nextElementSibling?.textContent;
    expect({ fee, script: within(inspector).getByRole('textbox', { name: 'Spent output locking script, input #0' }) }).toEqual({
      fee: '1,000 sat (5.208 sat/byte)',
      script: expect.objectContaining({ value: SAMPLE_SPEND.spentOutput.lockingScript }),
    });
  });

  it('says so when a transaction cannot be read, and resets only once asked again', async () => {
    const devchain = new MemoryDevchainDesk(TEST_NOW);
    const { user, panel } = await openChain(devchain);
    await user.click(within(panel).getByRole('button', { name: 'Block #0 · 1 transaction' }));
    devchain.failure = { code: 'unavailable' };
    await user.click(within(panel).getByRole('button', { name: /^Open transaction c0+ in the inspector$/ }));
    const unread = within(panel).getByRole('alert').textContent;
    devchain.failure = null;
    await user.click(within(panel).getByRole('button', { name: 'Mine a block' }));
    await user.click(within(panel).getByRole('button', { name: 'Reset' }));
    const question = within(panel).getByRole('group', { name: 'Reset' }).textContent;
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    const kept = within(panel).getByText('Height 1').textContent;
    await user.click(within(panel).getByRole('button', { name: 'Reset' }));
    await user.click(within(panel).getByRole('button', { name: 'Reset the devchain' }));
    await within(panel).findByText('The devchain starts again from a new genesis block.');
    expect({ unread, question, kept, tip: within(panel).getByText('Height 0').textContent, resets: devchain.calls.filter((call) => call === 'reset').length }).toEqual({
      unread: 'The devchain did not answer. Check your connection and press Refresh.',
      question: 'Reset the devchain for everyone on this server? Every block, transaction and coin is forgotten.Reset the devchainCancel',
      kept: 'Height 1',
      tip: 'Height 0',
      resets: 1,
    });
  });
});
