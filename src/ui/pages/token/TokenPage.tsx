import { PAGE_TITLES } from '../../app/pageTitles.texts';
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
 * space it gets through CSS alone, so opening the hub sidebar needs no polling of the stored flag.
 */
export default function TokenPage() {
  return (
    <section className="page hub-page token-page">
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
