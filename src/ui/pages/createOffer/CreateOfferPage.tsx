import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { SERVICE_OFFER_LEAD } from './serviceOffer.texts';
import { PageHeader } from '../../shared/PageHeader';
import { OfferTips } from './OfferTips';
import { ServiceOfferForm } from './ServiceOfferForm';
import '../hub.css';

/** Create Service Offer: the offer form beside tips for writing it (spec section 2). */
export default function CreateOfferPage() {
  return (
    <section className="page hub-page">
      <PageHeader title={PAGE_TITLES.createOffer} />
      <p className="page-lead">{SERVICE_OFFER_LEAD}</p>
      <div className="hub-form-layout">
        <ServiceOfferForm />
        <OfferTips />
      </div>
    </section>
  );
}
