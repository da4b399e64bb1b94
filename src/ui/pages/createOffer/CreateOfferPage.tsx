import { PAGE_TITLES } from '../../../domain/app/routePaths';
import { PageHeader } from '../../shared/PageHeader';

/** Offer your services to projects building on Bitcoin SV. */
export default function CreateOfferPage() {
  return (
    <section className="page">
      <PageHeader title={PAGE_TITLES.createOffer} />
      <p className="page-lead">Offer your services to projects building on Bitcoin SV.</p>
    </section>
  );
}
