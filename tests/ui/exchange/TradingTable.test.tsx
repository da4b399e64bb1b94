import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listingId } from '../../../src/domain/exchange/listing';
import { SAMPLE_LISTINGS } from '../../../src/domain/exchange/sampleListings';
import { TradingTable } from '../../../src/ui/pages/exchange/TradingTable';

const MARKUP = '<img src="x" onerror="alert(1)">';
const hostile = { ...SAMPLE_LISTINGS[0]!, id: listingId('hostile'), name: `Evil ${MARKUP}`, description: MARKUP, tags: [MARKUP] };

describe('the trading table', () => {
  it('renders listing text as text, never as markup, in the rows and the dialog', async () => {
    const user = userEvent.setup();
    const { container } = render(<TradingTable listings={[hostile]} />);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('button', { name: `Evil ${MARKUP}` })).toBeDefined();
    await user.click(within(table).getByRole('button', { name: `Evil ${MARKUP}` }));
    expect(screen.getByRole('dialog', { name: `Evil ${MARKUP}` }).textContent).toContain(MARKUP);
    expect(container.querySelector('img')).toBeNull();
  });
});
