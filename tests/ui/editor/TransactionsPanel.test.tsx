import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryTransactionInspector } from '../../../src/adapters/memory/memoryTransactionInspector.adapter';
import { SAMPLE_SEED } from '../../../src/adapters/sample/sampleWorkspaceSource.adapter';
import { err, ok } from '../../../src/domain/shared/result';
import { FeatureModules, type FeatureName } from '../../../src/ports/featureModules.port';
import { appAt, renderApp } from '../../support/renderApp';
import { createTestContainer } from '../../support/testContainer';
import {
  BROKEN_TRACE,
  OTHER_HASH,
  SAMPLE_DECODED,
  SAMPLE_EXTENDED_DECODED,
  SAMPLE_SPEND,
  SAMPLE_SPEND_EXTENDED_HEX,
  SAMPLE_TRACE,
} from '../../support/transactionFixture';

// The person is at the page already: Monaco loads without waiting for a first interaction.
vi.mock('../../../src/ui/pages/home/editor/codeEditorLoadMoment', () => ({ codeEditorLoadMoment: () => Promise.resolve() }));
vi.mock('../../../src/ui/pages/home/editor/monaco/loadMonacoCodeEditor', () => ({ loadMonacoCodeEditor: () => import('./FakeCodeEditor') }));

const hex = SAMPLE_SPEND.transactionHex;
const seed = { ...SAMPLE_SEED, workspace: { ...SAMPLE_SEED.workspace, files: [...SAMPLE_SEED.workspace.files, { path: 'spend.hex', content: `${hex}\n` }] } };

async function openTransactions(beforeOpening: (user: ReturnType<typeof userEvent.setup>) => Promise<void> = async () => {}) {
  const transactionInspector = new MemoryTransactionInspector({
    transactions: { [hex]: SAMPLE_DECODED, [SAMPLE_SPEND_EXTENDED_HEX]: SAMPLE_EXTENDED_DECODED },
    sample: SAMPLE_SPEND,
    debug: (_hex, _index, spent) =>
      spent.lockingScript.includes(OTHER_HASH) ? ok(BROKEN_TRACE) : spent.lockingScript.startsWith('OP_DUP') ? ok(SAMPLE_TRACE) : err({ code: 'locking-script-invalid', detail: 'Invalid hex string' }),
  });
  renderApp('/', { transactionInspector, seed });
  await screen.findByRole('textbox', { name: 'Welcome: code editor' }, { timeout: 15_000 });
  const user = userEvent.setup();
  await beforeOpening(user);
  await user.click(screen.getByRole('button', { name: 'Transactions' }));
  const panel = screen.getByRole('region', { name: 'Transactions' });
  await within(panel).findByRole('textbox', { name: 'Raw transaction hex' });
  return { user, panel, transactionInspector };
}

const summary = (panel: HTMLElement) =>
  Object.fromEntries(within(panel).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

const stepsOf = (panel: HTMLElement) =>
  within(within(panel).getByRole('region', { name: 'Script steps, input #0' }))
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('tx-step'))
    .map((step) => ({ operation: step.querySelector('.tx-step-operation')?.textContent, stack: [...step.querySelectorAll('.tx-stack code')].map((item) => item.textContent) }));

describe('the Transactions panel', () => {
  it('decodes pasted hex to its txid, size and scripts; the fee waits for the spent output', async () => {
    const { user, panel } = await openTransactions();
    await user.click(within(panel).getByRole('textbox', { name: 'Raw transaction hex' }));
    await user.paste(hex);
    await user.click(within(panel).getByRole('button', { name: 'Inspect' }));
    expect(await within(panel).findByText(SAMPLE_DECODED.txid)).toBeDefined();
    expect({ summary: summary(panel), output: within(panel).getByRole('heading', { name: /^Output #0/ }).textContent }).toEqual({
      summary: { Txid: SAMPLE_DECODED.txid, Format: 'Raw', Size: '192 bytes', Version: '1', 'Lock time': '0', Fee: 'Unknown until the spent output of input #0 is given.' },
      output: 'Output #0: 9,000 sat',
    });
    expect(within(panel).getByText(SAMPLE_DECODED.outputs[0]!.lockingScript.asm)).toBeDefined();
  });

  it('takes the spent outputs from the extended format: the fee shows and the Debug form is filled', async () => {
    const { user, panel } = await openTransactions();
    await user.click(within(panel).getByRole('textbox', { name: 'Raw transaction hex' }));
    await user.paste(SAMPLE_SPEND_EXTENDED_HEX);
    await user.click(within(panel).getByRole('button', { name: 'Inspect' }));
    await within(panel).findByText(SAMPLE_DECODED.txid);
    expect({
      format: summary(panel).Format,
      fee: summary(panel).Fee,
      satoshis: within(panel).getByRole('textbox', { name: 'Spent output satoshis, input #0' }),
      script: within(panel).getByRole('textbox', { name: 'Spent output locking script, input #0' }),
    }).toEqual({
      format: 'Extended (BRC-30), with the outputs its inputs spend',
      fee: '1,000 sat (5.208 sat/byte)',
      satoshis: expect.objectContaining({ value: '10000' }),
      script: expect.objectContaining({ value: SAMPLE_SPEND.spentOutput.lockingScript }),
    });
  });

  it('refuses bad hex with a clear message, shown as text', async () => {
    const { user, panel, transactionInspector } = await openTransactions();
    await user.type(within(panel).getByRole('textbox', { name: 'Raw transaction hex' }), '0100<b>zz');
    await user.click(within(panel).getByRole('button', { name: 'Inspect' }));
    expect({ alert: within(panel).getByRole('alert').textContent, calls: transactionInspector.calls }).toEqual({
      alert: 'This is not hex: “<” at character 5 is not a hex digit (0–9, a–f).',
      calls: [],
    });
  });

  it('opens the sample with its fee and debugs its input: the stack after each opcode, then the verdict', async () => {
    const { user, panel } = await openTransactions();
    await user.click(within(panel).getByRole('button', { name: 'Open sample' }));
    await within(panel).findByText(SAMPLE_DECODED.txid);
    expect(summary(panel).Fee).toBe('1,000 sat (5.208 sat/byte)');
    await user.click(within(panel).getByRole('button', { name: 'Debug input #0' }));
    expect(await within(panel).findByRole('status')).toHaveProperty('textContent', 'Valid: the scripts ran to the end with a true value on top of the stack.');
    expect(stepsOf(panel)).toEqual(SAMPLE_TRACE.steps.map(({ operation, stack }) => ({ operation, stack })));
  });

  it('names the failing opcode of a broken spend, and refuses a spent output it cannot use', async () => {
    const { user, panel } = await openTransactions((user) => user.click(within(screen.getByRole('list', { name: 'Files' })).getByRole('button', { name: /spend\.hex/ })));
    await user.click(within(panel).getByRole('button', { name: 'Inspect spend.hex' }));
    await within(panel).findByText(SAMPLE_DECODED.txid);
    await user.type(within(panel).getByRole('textbox', { name: 'Spent output satoshis, input #0' }), 'ten');
    await user.type(within(panel).getByRole('textbox', { name: 'Spent output locking script, input #0' }), `OP_DUP OP_HASH160 ${OTHER_HASH} OP_EQUALVERIFY OP_CHECKSIG`);
    await user.click(within(panel).getByRole('button', { name: 'Debug input #0' }));
    const refused = within(panel).getByRole('alert').textContent;
    await user.clear(within(panel).getByRole('textbox', { name: 'Spent output satoshis, input #0' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Spent output satoshis, input #0' }), '10000');
    await user.click(within(panel).getByRole('button', { name: 'Debug input #0' }));
    expect({ refused, verdict: (await within(panel).findByRole('status')).textContent, steps: stepsOf(panel).length }).toEqual({
      refused: 'Enter the spent output’s satoshis as a whole number.',
      verdict: 'Failed at OP_EQUALVERIFY (locking script, opcode 3): OP_EQUALVERIFY requires the top two stack items to be equal.',
      steps: 5,
    });
  });
});

describe('the Transactions panel, when its code cannot be loaded', () => {
  it('says so, and loads it when the panel is opened again', async () => {
    const { container } = createTestContainer();
    const features = container.get<FeatureModules>(FeatureModules);
    let offline = true;
    await container.unbind(FeatureModules);
    container.bind(FeatureModules).toConstantValue({
      load: (feature: FeatureName) => (feature === 'transactions' && offline ? Promise.reject(new Error('offline')) : features.load(feature)),
    });
    render(appAt(container, '/').element);
    await screen.findByRole('textbox', { name: 'Welcome: code editor' }, { timeout: 15_000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Transactions' }));
    const failed = (await screen.findByRole('alert')).textContent;
    offline = false;
    await user.click(screen.getByRole('button', { name: 'Explorer' }));
    await user.click(screen.getByRole('button', { name: 'Transactions' }));
    expect({ failed, loaded: await screen.findByRole('textbox', { name: 'Raw transaction hex' }) }).toEqual({
      failed: 'The transaction inspector could not be loaded. Check your connection and open the panel again.',
      loaded: expect.anything(),
    });
  });
});

describe('the toolbar’s Debug', () => {
  it('opens the Transactions panel on the last transaction the code broadcast to the devchain', async () => {
    const transactionInspector = new MemoryTransactionInspector({ transactions: { [hex]: SAMPLE_DECODED }, sample: SAMPLE_SPEND });
    const { adapters } = renderApp('/', { transactionInspector, seed });
    await screen.findByRole('textbox', { name: 'Welcome: code editor' }, { timeout: 15_000 });
    const user = userEvent.setup();
    const toolbar = screen.getByRole('toolbar');
    await user.click(within(toolbar).getByRole('button', { name: 'Run' }));
    const txid = SAMPLE_DECODED.txid;
    act(() => adapters.codeRunner.last?.events.next({ kind: 'broadcast', txid, hex }));
    await user.click(within(toolbar).getByRole('button', { name: 'Debug' }));
    const panel = screen.getByRole('region', { name: 'Transactions' });
    await user.click(await within(panel).findByRole('button', { name: `Inspect the last broadcast (${txid.slice(0, 8)}…)` }));
    expect(await within(panel).findByText(txid)).toBeTruthy();
  });
});
