import { describe, expect, it } from 'vitest';
import { hoverHelpFor, HOVER_HELP } from '../../../src/domain/editor/editorHelp';
import { EDITOR_SNIPPETS } from '../../../src/domain/editor/editorSnippets';
import { filesOf, toggleFolder } from '../../../src/domain/editor/fileTree';
import { openableFile, SAMPLE_FILE_TREE } from '../../../src/domain/editor/sampleFileTree';
import { DEFAULT_EXPANDED_FOLDERS } from '../../../src/domain/editor/welcomeFile';

describe('the sample project', () => {
  it('holds the files the spec names, with src and components open', () => {
    expect(filesOf(SAMPLE_FILE_TREE).map((file) => `${file.path}:${file.language}`)).toEqual([
      'src/components/Transaction.jsx:javascript',
      'src/index.js:javascript',
      'src/wallet.js:javascript',
      'src/app.js:javascript',
      'package.json:json',
      'README.md:markdown',
    ]);
    expect(DEFAULT_EXPANDED_FOLDERS).toEqual(['src', 'src/components']);
    expect(openableFile(SAMPLE_FILE_TREE[0]!)).toBeNull();
  });

  it('toggles a folder open and closed', () => {
    expect(toggleFolder(['src'], 'lib')).toEqual(['src', 'lib']);
    expect(toggleFolder(['src', 'lib'], 'src')).toEqual(['lib']);
  });
});

describe('editor help', () => {
  it('has hover help for each word of the spec, in any case, and the three snippets', () => {
    const words = ['transaction', 'wallet', 'mainnet', 'testnet', 'satoshi', 'UTXO', 'privateKey', 'publicKey', 'address'];
    expect(Object.keys(HOVER_HELP)).toEqual(words);
    expect([hoverHelpFor('utxo'), hoverHelpFor('PrivateKey'), hoverHelpFor('block')]).toEqual([HOVER_HELP['UTXO'], HOVER_HELP['privateKey'], null]);
    expect(EDITOR_SNIPPETS.map((snippet) => snippet.name)).toEqual(['bitcoin-transaction', 'bitcoin-wallet', 'smart-contract']);
  });
});
