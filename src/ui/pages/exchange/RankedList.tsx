import type { ReactNode } from 'react';
import type { Listing } from '../../../domain/exchange/listing';
import { ShortName } from './ShortName';
import { SAMPLE_TEXT } from './exchange.texts';

/** A titled, numbered list of listings (short names, a sample marked "Sample") with one figure each. */
export function RankedList({
  title,
  listings,
  figure,
}: {
  readonly title: string;
  readonly listings: readonly Listing[];
  readonly figure: (listing: Listing) => ReactNode;
}) {
  return (
    <div className="exchange-ranked">
      <h3>{title}</h3>
      <ol aria-label={title}>
        {listings.map((listing) => (
          <li key={listing.id}>
            <ShortName name={listing.name} />
            {listing.sample === true && <span className="exchange-sample-mark">{SAMPLE_TEXT}</span>}
            <span className="exchange-ranked-figure">{figure(listing)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
