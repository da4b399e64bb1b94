import { TokenFactsStore } from '../../../application/hub/catalogStores';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { useService } from '../../app/useService';
import { SidebarStore } from '../../../application/shell/sidebarStore';
import { useObservableValue } from '../../app/useObservableValue';
import { PageHeader } from '../../shared/PageHeader';
import { LoadedContent } from '../hubShared/LoadedContent';
import { EarnStepsSection } from './EarnStepsSection';
import { LegalNoticeSection } from './LegalNoticeSection';
import { OpenSourceSection } from './OpenSourceSection';
import { PlatformFeesSection } from './PlatformFeesSection';
import { PricingSection } from './PricingSection';
import { TokenHero } from './TokenHero';
import { TokenModelSection } from './TokenModelSection';
import { TokenStatsSection } from './TokenStatsSection';
import { TOKEN_FACTS_LOADING_WHAT } from './token.texts';
import '../hub.css';
import './token.css';

/**
 * The BCODE token page: marketing and legal text, and the figures of TokenFacts (spec section 2, Token page).
 * Its layout follows the stored `devSidebarCollapsed` flag through the sidebar store (which hears this tab's writes
 * and other tabs' storage events, so no polling), and the width through token.css.
 */
export default function TokenPage() {
  const facts = useService(TokenFactsStore);
  const { collapsed } = useObservableValue(useService(SidebarStore).state$);
  return (
    <section className="page hub-page token-page" data-hub-sidebar={collapsed ? 'collapsed' : 'open'}>
      <TokenHero>
        <PageHeader title={PAGE_TITLES.token} />
      </TokenHero>
      <OpenSourceSection />
      <TokenModelSection />
      <LoadedContent store={facts} what={TOKEN_FACTS_LOADING_WHAT} reserve="token-facts-loading">
        {(sheet) => (
          <>
            <PricingSection tiers={sheet.pricingTiers} />
            <PlatformFeesSection fees={sheet.platformFees} />
            <EarnStepsSection />
            <TokenStatsSection statistics={sheet.statistics} />
          </>
        )}
      </LoadedContent>
      <LegalNoticeSection />
    </section>
  );
}
