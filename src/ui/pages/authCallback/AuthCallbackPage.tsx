import { PAGE_TITLES } from '../../../domain/app/routePaths';
import { PageHeader } from '../../shared/PageHeader';

/** Completing sign-in with HandCash. */
export default function AuthCallbackPage() {
  return (
    <section className="page">
      <PageHeader title={PAGE_TITLES.authCallback} />
      <p className="page-lead">Completing sign-in with HandCash.</p>
    </section>
  );
}
