import { TOKEN_SECTION_TITLES, TOKEN_STATISTIC_CARDS } from '../../../domain/hub/tokenTexts';
import { HubSection } from '../hubShared/HubSection';
import { StatGrid } from '../hubShared/StatGrid';

/** Total supply, distributed tokens, contributors and network. */
export function TokenStatsSection() {
  return (
    <HubSection title={TOKEN_SECTION_TITLES.statistics}>
      <StatGrid stats={TOKEN_STATISTIC_CARDS} label={TOKEN_SECTION_TITLES.statistics} />
    </HubSection>
  );
}
