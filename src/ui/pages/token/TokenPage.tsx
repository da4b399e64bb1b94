import { SidebarStore } from '../../../application/shell/sidebarStore';
import { PAGE_TITLES } from '../../../domain/app/routePaths';
import { useService } from '../../app/useService';
import { useStoreState } from '../../app/useStoreState';
import { PageHeader } from '../../shared/PageHeader';
import { EarnStepsSection } from './EarnStepsSection';
import { LegalNoticeSection } from './LegalNoticeSection';
import { OpenSourceSection } from './OpenSourceSection';
import { PlatformFeesSection } from './PlatformFeesSection';
import { PricingSection } from './PricingSection';
import { TokenHero } from './TokenHero';
import { TokenModelSection } from './TokenModelSection';
import { TokenStatsSection } from './TokenStatsSection';
import '../hub.css';
import './token.css';

/**
 * The BCODE token page: static marketing and legal text (spec section 2, Token page). Its layout follows the
 * stored `devSidebarCollapsed` flag through the sidebar store (which hears this tab's writes and other tabs'
 * storage events, so no polling), and the width through token.css.
 */
export default function TokenPage() {
  const { collapsed } = useStoreState(useService(SidebarStore));
  return (
    <section className="page hub-page token-page" data-hub-sidebar={collapsed ? 'collapsed' : 'open'}>
      <TokenHero>
        <PageHeader title={PAGE_TITLES.token} />
      </TokenHero>
      <OpenSourceSection />
      <TokenModelSection />
      <PricingSection />
      <PlatformFeesSection />
      <EarnStepsSection />
      <TokenStatsSection />
      <LegalNoticeSection />
    </section>
  );
}
