import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemorySessionGateway } from '../../../src/adapters/memory/memorySessionGateway.adapter';
import { nulCharacterMessage } from '../../../src/ui/shared/storableText.texts';
import { renderApp } from '../../support/renderApp';

const ALICE = { handle: 'alice', paymail: 'alice@sandbox.invalid', publicKey: 'alice-id', avatarUrl: '', displayName: 'Alice' };

async function openMint(signedIn = true) {
  // A person can pick "All files" in the picker, so the accept list does not filter what is chosen.
  const user = userEvent.setup({ applyAccept: false });
  const { adapters } = renderApp('/exchange', signedIn ? { sessions: new MemorySessionGateway(new Map(), ALICE) } : {});
  await user.click(await screen.findByRole('tab', { name: 'Mint NFT' }, { timeout: 5000 }));
  const form = screen.getByRole('tabpanel', { name: 'Mint NFT' });
  // The tab's code loads apart from the page's: wait for its form.
  await within(form).findByLabelText('Project name', {}, { timeout: 5000 });
  return { user, adapters, form };
}

const optionTexts = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent]);

/** Fills every field with valid values. */
async function fillValid(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByLabelText('Project name'), 'Wallet SDK');
  await user.type(within(form).getByLabelText('Description'), 'A wallet toolkit.');
  await user.type(within(form).getByLabelText('Initial token supply'), '1000');
  await user.type(within(form).getByLabelText('Token price (BSV)'), '0.0015');
}

const errorTexts = (form: HTMLElement) => Array.from(form.querySelectorAll('.exchange-field-errors li'), (item) => item.textContent);

describe('the Mint NFT tab', { timeout: 20_000 }, () => {
  it('shows the hints of the spec', async () => {
    const { form } = await openMint();
    const price = within(form).getByLabelText('Token price (BSV)');
    const slider = within(form).getByRole('slider', { name: 'Revenue sharing' });
    expect({
      supply: within(form).getByLabelText('Initial token supply').getAttribute('placeholder'),
      price: [price.getAttribute('type'), price.getAttribute('step'), price.getAttribute('placeholder')],
      slider: [slider.getAttribute('min'), slider.getAttribute('max'), (slider as HTMLInputElement).value],
      split: slider.getAttribute('aria-valuetext'),
      codeTypes: optionTexts(within(form).getByLabelText('Code type')),
      languages: optionTexts(within(form).getByLabelText('Primary language')).map(([, text]) => text),
      accept: within(form).getByLabelText('Code files').getAttribute('accept'),
    }).toEqual({
      supply: '1000',
      price: ['number', '0.001', '0.001'],
      slider: ['10', '90', '70'],
      split: '70% to token holders, 30% to creator',
      codeTypes: [['app', 'Application'], ['contract', 'Smart Contract'], ['library', 'Library'], ['snippet', 'Code Snippet']],
      languages: ['JavaScript', 'TypeScript', 'Solidity', 'Rust', 'Go', 'Python'],
      accept: '.js,.ts,.sol,.rs,.go,.py,.jsx,.tsx,.json,.md',
    });
    expect(form.textContent).toContain('Supports .js, .ts, .sol, .rs, .go, .py and more');
    expect(form.textContent).toContain('Minting cost: 0.001 BSV');
  });

  it('takes a creator royalty of 0 to 10 %, states it in the preview, and refuses another', async () => {
    const { user, form } = await openMint();
    await fillValid(user, form);
    const royalty = await within(form).findByLabelText('Creator royalty on resales (%)');
    expect([royalty.getAttribute('min'), royalty.getAttribute('max'), (royalty as HTMLInputElement).value]).toEqual(['0', '10', '0']);
    await user.clear(royalty);
    await user.type(royalty, '11');
    await user.click(within(form).getByRole('button', { name: 'Mint Code NFT' }));
    expect(await within(form).findByText('Creator royalty on resales (%) must be a whole number from 0 to 10.')).toBeDefined();
    await user.clear(royalty);
    await user.type(royalty, '5');
    await user.click(within(form).getByRole('button', { name: 'Mint Code NFT' }));
    const preview = await within(form).findByRole('region', { name: 'What will be minted' });
    expect(preview.textContent).toContain('5% of every resale to the creator');
  });

  it('spells out the revenue split as the slider moves', async () => {
    const { form } = await openMint();
    const slider = within(form).getByRole('slider', { name: 'Revenue sharing' });
    fireEvent.change(slider, { target: { value: '40' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('40% to token holders, 60% to creator');
    expect(form.textContent).toContain('40% to token holders, 60% to creator');
  });

  it('names the field of every error, keeps what was typed and focuses the first refused field', async () => {
    const { user, form } = await openMint();
    await user.type(within(form).getByLabelText('Token price (BSV)'), '0.123456789');
    await user.type(within(form).getByLabelText('Initial token supply'), '2.5');
    await user.click(within(form).getByRole('button', { name: 'Mint Code NFT' }));
    expect(errorTexts(form)).toEqual([
      'Project name is required.',
      'Description is required.',
      'Initial token supply must be a whole number.',
      'Token price (BSV) can have at most 8 decimals.',
    ]);
    expect(document.activeElement).toBe(within(form).getByLabelText('Project name'));
    expect(within(form).getByLabelText('Token price (BSV)').getAttribute('aria-invalid')).toBe('true');
    expect((within(form).getByLabelText('Token price (BSV)') as HTMLInputElement).value).toBe('0.123456789');
    expect((within(form).getByLabelText('Initial token supply') as HTMLInputElement).value).toBe('2.5');
  });

  it('names a NUL character that a paste brought into the name or description, keeping what was typed', async () => {
    const { user, form } = await openMint();
    await fillValid(user, form);
    await user.click(within(form).getByLabelText('Project name'));
    await user.paste('\u0000');
    await user.click(within(form).getByLabelText('Description'));
    await user.paste('\u0000');
    await user.click(within(form).getByRole('button', { name: 'Mint Code NFT' }));
    expect([errorTexts(form), (within(form).getByLabelText('Project name') as HTMLInputElement).value]).toEqual([
      [nulCharacterMessage('Project name'), nulCharacterMessage('Description')],
      'Wallet SDK\u0000',
    ]);
  });

  it('refuses files of other types and over 256 KB, naming each file', async () => {
    const { user, form } = await openMint();
    await fillValid(user, form);
    const big = new File(['x'], 'big.ts');
    Object.defineProperty(big, 'size', { value: 256 * 1024 + 1 });
    await user.upload(within(form).getByLabelText('Code files'), [new File(['x'], 'wallet.ts'), new File(['y'], 'notes.txt'), big]);
    expect(within(within(form).getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'wallet.ts',
      'notes.txt',
      'big.ts',
    ]);
    await user.click(within(form).getByRole('button', { name: 'Mint Code NFT' }));
    expect(errorTexts(form)).toEqual([
      'Code files: notes.txt is not an accepted type (.js .ts .sol .rs .go .py .jsx .tsx .json .md).',
      'Code files: big.ts is larger than 256 KB.',
    ]);
  });

  it('previews what will be minted with each file digest (and mints its text), then says minting is not connected, without an alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user, form, adapters } = await openMint();
    await fillValid(user, form);
    await user.selectOptions(within(form).getByLabelText('Code type'), 'library');
    await user.upload(within(form).getByLabelText('Code files'), [new File(['abc'], 'wallet.ts')]);
    await user.click(within(form).getByRole('button', { name: 'Mint Code NFT' }));
    const preview = await within(form).findByRole('region', { name: 'What will be minted' });
    const digest = await adapters.fileDigest.sha256Hex(new TextEncoder().encode('abc'));
    expect(within(preview).getAllByRole('definition').map((figure) => figure.textContent)).toEqual([
      'Wallet SDK',
      'A wallet toolkit.',
      'Library',
      'JavaScript',
      '1,000',
      '0.0015 BSV',
      '70% to token holders, 30% to creator',
      'None',
    ]);
    expect(within(preview).getByLabelText('SHA-256 of wallet.ts').textContent).toBe(digest);
    await user.click(within(form).getByRole('button', { name: 'Confirm mint' }));
    expect(await within(form).findByText('Minting is not connected yet in this demonstration: no token was created.')).toBeDefined();
    expect(adapters.portfolio.mints.map((mint) => [mint.name, mint.files])).toEqual([['Wallet SDK', [{ name: 'wallet.ts', size: 3, sha256: digest, content: 'abc' }]]]);
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });
});
