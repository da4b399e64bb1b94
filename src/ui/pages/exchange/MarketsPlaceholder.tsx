import { useId } from 'react';
import { LOADING_TEXT, MARKETS_TITLE } from './exchange.texts';
import './exchangeTable.css';

/**
 * The Markets section's frame while the catalogue loads: its title and the loading line, in a box as tall as the
 * toolbar and table that replace it (exchangeTable.css), so the sections below do not move when they arrive.
 */
export function MarketsPlaceholder() {
  const titleId = useId();
  return (
    <section className="exchange-card exchange-markets" aria-labelledby={titleId} aria-busy="true">
      <h2 id={titleId}>{MARKETS_TITLE}</h2>
      <p role="status" className="exchange-markets-loading">
        {LOADING_TEXT}
      </p>
    </section>
  );
}
