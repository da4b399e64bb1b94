import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { COMMISSION_LEAD } from './commission.texts';
import { PageHeader } from '../../shared/PageHeader';
import { BenefitsList } from './BenefitsList';
import { CommissionForm } from './CommissionForm';
import { HowItWorks } from './HowItWorks';
import { OpenCommissions } from './OpenCommissions';
import '../hub.css';

/** Commission: the project form beside how commissioning works and why, then the open commissions (spec section 2). */
export default function CommissionPage() {
  return (
    <section className="page hub-page">
      <PageHeader title={PAGE_TITLES.commission} />
      <p className="page-lead">{COMMISSION_LEAD}</p>
      <div className="hub-form-layout">
        <CommissionForm />
        <div className="hub-aside-stack">
          <HowItWorks />
          <BenefitsList />
        </div>
      </div>
      <OpenCommissions />
    </section>
  );
}
