import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SAMPLE_LISTINGS } from '../../../src/adapters/sample/sampleListings';
import { listingId } from '../../../src/domain/exchange/listing';
import { marketRanks } from '../../../src/domain/exchange/marketFigures';
import { TradingTable } from '../../../src/ui/pages/exchange/TradingTable';

const MARKUP = '<img src="x" onerror="alert(1)">';
const hostile = { ...SAMPLE_LISTINGS[0]!, id: listingId('hostile'), name: `Evil ${MARKUP}`, description: MARKUP, tags: [MARKUP] };

describe('the trading table', () => {
  it('renders listing text as text, never as markup, in the rows, the cards and the dialog', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <MemoryRouter initialEntries={['/exchange']}>
        <TradingTable listings={[hostile]} ranks={marketRanks([hostile])} />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table');
    expect(within(table).getByRole('button', { name: `Evil ${MARKUP}` })).toBeDefined();
    await user.click(within(table).getByRole('button', { name: `Evil ${MARKUP}` }));
    expect((await screen.findByRole('dialog', { name: `Evil ${MARKUP}` })).textContent).toContain(MARKUP);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cards' }));
    expect(within(screen.getByRole('listitem')).getByRole('button', { name: `Evil ${MARKUP}` })).toBeDefined();
    expect(container.querySelector('img')).toBeNull();
  });

  it('keeps every change of a quick succession (filter, sort, layout before any of them renders) in the address', () => {
    let search = '';
    const Address = () => {
      search = useLocation().search;
      return null;
    };
    render(
      <MemoryRouter initialEntries={['/exchange']}>
        <TradingTable listings={SAMPLE_LISTINGS} ranks={marketRanks(SAMPLE_LISTINGS)} />
        <Address />
      </MemoryRouter>,
    );
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Contracts' }));
      fireEvent.change(screen.getByRole('combobox'), { target: { value: 'price' } });
      fireEvent.click(screen.getByRole('button', { name: 'Cards' }));
    });
    expect(search).toBe('?filter=contract&sort=price&view=cards');
  });
});

