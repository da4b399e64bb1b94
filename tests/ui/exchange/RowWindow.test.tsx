import { render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { PLAIN_ROW_LIMIT, RowWindowOf } from '../../../src/ui/pages/exchange/RowWindow';

const ROW_HEIGHT = 64;

function Rows({ count }: { readonly count: number }) {
  const scroller = useRef<HTMLDivElement>(null);
  return (
    <div ref={scroller}>
      <RowWindowOf scroller={scroller} count={count} rowHeight={ROW_HEIGHT}>
        {({ items, padding }) => (
          <ul data-bottom={padding.bottom}>
            {items.map((item) => (
              <li key={item.key}>{item.index}</li>
            ))}
          </ul>
        )}
      </RowWindowOf>
    </div>
  );
}

describe('the row window of the exchange lists', () => {
  it('renders every row of a short list, with no space for others', () => {
    render(<Rows count={PLAIN_ROW_LIMIT} />);
    expect([screen.getAllByRole('listitem').length, screen.getByRole('list').dataset['bottom']]).toEqual([PLAIN_ROW_LIMIT, '0']);
  });

  it('renders only the rows in view of a long list, the first ones while the virtualizer loads', async () => {
    render(<Rows count={10_000} />);
    const shown = () => screen.getAllByRole('listitem').map((row) => Number(row.textContent));
    expect(shown()[0]).toBe(0);
    expect(shown().length).toBeLessThanOrEqual(PLAIN_ROW_LIMIT);
    // The virtualizer (assumed 640 px viewport, 8 rows of overscan) renders 18 rows and the space of the others.
    await waitFor(() => expect(shown().length).toBe(18));
    expect(Number(screen.getByRole('list').dataset['bottom'])).toBe((10_000 - 18) * ROW_HEIGHT);
  });
});
