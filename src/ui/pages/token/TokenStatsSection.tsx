import type { TokenStatistics } from '../../../domain/hub/tokenEconomics';
import { HubSection } from '../hubShared/HubSection';
import { StatGrid } from '../hubShared/StatGrid';
import { TOKEN_SECTION_TITLES, tokenStatisticCards } from './token.texts';

/** Total supply, distributed tokens, contributors and network. */
export function TokenStatsSection({ statistics }: { readonly statistics: TokenStatistics }) {
  return (
    <HubSection title={TOKEN_SECTION_TITLES.statistics}>
      <StatGrid stats={tokenStatisticCards(statistics)} label={TOKEN_SECTION_TITLES.statistics} />
    </HubSection>
  );
}
