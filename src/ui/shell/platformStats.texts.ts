import type { PlatformFigures } from '../../domain/shell/platformFigures';
import { bsv, groupThousands } from '../shared/formatNumbers';

export const PLATFORM_STATS_TITLE = 'Platform stats';

/** The sidebar's platform stats as they read (spec section 9): `1,000,000,000`, `12,456,789`, `42`, `15`, `2.5 BSV`. */
export const platformStatRows = (figures: PlatformFigures): readonly { readonly label: string; readonly value: string }[] => [
  { label: 'Token supply', value: groupThousands(figures.tokenSupply) },
  { label: 'Distributed', value: groupThousands(figures.distributedTokens) },
  { label: 'Developers', value: groupThousands(figures.developers) },
  { label: 'Maintainers', value: groupThousands(figures.maintainers) },
  { label: 'Bounty pool', value: bsv(figures.bountyPoolBsv) },
];

export const PLATFORM_STATS_LOADING = 'Loading platform stats…';
export const PLATFORM_STATS_FAILED = 'Platform stats are unavailable right now.';
