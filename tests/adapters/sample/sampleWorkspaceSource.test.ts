import { describe, expect, it } from 'vitest';
import { SAMPLE_SEED, SampleWorkspaceSource } from '../../../src/adapters/sample/sampleWorkspaceSource.adapter';
import { languageForPath } from '../../../src/domain/editor/languageForPath';
import { activeTab } from '../../../src/domain/editor/tabSet';
import { hoverHelpFor, HOVER_HELP } from '../../../src/ui/pages/home/editor/monaco/hoverHelp.texts';
import { EDITOR_SNIPPETS } from '../../../src/ui/pages/home/editor/monaco/snippets.texts';

describe('the sample workspace source', () => {
  it('holds the files the spec names, with src and components open and the Welcome tab active', async () => {
    const seed = await new SampleWorkspaceSource().seed();
    expect({
      files: seed.workspace.files.map((file) => `${file.path}:${languageForPath(file.path)}`),
      folders: seed.workspace.expandedFolders,
      active: activeTab(seed.workspace.tabs),
      terminal: seed.terminalGreeting,
    }).toEqual({
      files: [
        'src/components/Transaction.jsx:javascript',
        'src/index.js:javascript',
        'src/wallet.js:javascript',
        'src/app.js:javascript',
        'src/sampleOutput.js:javascript',
        'package.json:json',
        'README.md:markdown',
      ],
      folders: ['src', 'src/components'],
      active: expect.objectContaining({ name: 'Welcome', language: 'javascript', isDirty: false }),
      // Nothing static pretends to be output of a run: only how to run the sample.
      terminal: ['Open src/index.js and press Run, or type run src/index.js. Type help for the commands.'],
    });
    expect(seed).toBe(SAMPLE_SEED);
  });
});

describe('editor help', () => {
  it('has hover help for each word of the spec, in any case, and the three snippets', () => {
    const words = ['transaction', 'wallet', 'mainnet', 'testnet', 'satoshi', 'UTXO', 'privateKey', 'publicKey', 'address'];
    expect(Object.keys(HOVER_HELP)).toEqual(words);
    expect([hoverHelpFor('utxo'), hoverHelpFor('PrivateKey'), hoverHelpFor('block')]).toEqual([HOVER_HELP['UTXO'], HOVER_HELP['privateKey'], null]);
    expect(EDITOR_SNIPPETS.map((snippet) => snippet.name)).toEqual(['bitcoin-transaction', 'bitcoin-wallet', 'smart-contract', 'devchain-payment']);
  });
});
