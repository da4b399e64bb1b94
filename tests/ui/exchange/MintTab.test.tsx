import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MINT_NOT_CONNECTED_NOTE } from '../../../src/domain/exchange/mintForm';
import { renderApp } from '../../support/renderApp';

async function openMint() {
  const user = userEvent.setup();
  renderApp('/exchange');
  await user.click(await screen.findByRole('tab', { name: 'Mint NFT' }, { timeout: 5000 }));
  return { user, form: screen.getByRole('tabpanel', { name: 'Mint NFT' }) };
}

const optionTexts = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent]);

describe('the Mint NFT tab', { timeout: 15_000 }, () => {
  it('shows the hints of the spec and enforces none of them', async () => {
    const { form } = await openMint();
    const price = within(form).getByLabelText('Token price (BTC)');
    const slider = within(form).getByRole('slider', { name: 'Revenue sharing' });
    expect({
      supply: within(form).getByLabelText('Initial token supply').getAttribute('placeholder'),
      price: [price.getAttribute('type'), price.getAttribute('step'), price.getAttribute('placeholder')],
      slider: [slider.getAttribute('min'), slider.getAttribute('max'), (slider as HTMLInputElement).value],
      split: slider.getAttribute('aria-valuetext'),
      codeTypes: optionTexts(within(form).getByLabelText('Code type')),
      languages: optionTexts(within(form).getByLabelText('Primary language')).map(([, text]) => text),
      noValidate: within(form).getByRole('form', { name: 'Mint a Code NFT' }).hasAttribute('novalidate'),
    }).toEqual({
      supply: '1000',
      price: ['number', '0.001', '0.001'],
      slider: ['10', '90', '70'],
      split: '70% to token holders, 30% to creator',
      codeTypes: [['app', 'Application'], ['contract', 'Smart Contract'], ['library', 'Library'], ['snippet', 'Code Snippet']],
      languages: ['JavaScript', 'TypeScript', 'Solidity', 'Rust', 'Go', 'Python'],
      noValidate: true,
    });
    expect(form.textContent).toContain('70% to token holders, 30% to creator');
    expect(form.textContent).toContain('Supports .js, .ts, .sol, .rs, .go, .py and more');
    expect(form.textContent).toContain('Minting cost: 0.001 BTC');
  });

  it('spells out the revenue split as the slider moves', async () => {
    const { form } = await openMint();
    const slider = within(form).getByRole('slider', { name: 'Revenue sharing' });
    fireEvent.change(slider, { target: { value: '40' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('40% to token holders, 60% to creator');
    expect(form.textContent).toContain('40% to token holders, 60% to creator');
  });

  it('lists the chosen code files', async () => {
    const { user, form } = await openMint();
    await user.upload(within(form).getByLabelText('Code files'), [new File(['x'], 'wallet.ts'), new File(['y'], 'swap.sol')]);
    expect(within(within(form).getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'wallet.ts',
      'swap.sol',
    ]);
  });

  it('says in the page that minting is not connected, without an alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user, form } = await openMint();
    await user.type(within(form).getByLabelText('Token price (BTC)'), '0.0015');
    await user.click(within(form).getByRole('button', { name: 'Mint Code NFT' }));
    expect(within(form).getByText(MINT_NOT_CONNECTED_NOTE).getAttribute('role')).toBe('status');
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });
});
