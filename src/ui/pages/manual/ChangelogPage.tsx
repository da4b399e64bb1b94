import { ChangelogStore } from '../../../application/manual/manualStores';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { useService } from '../../app/useService';
import { PageHeader } from '../../shared/PageHeader';
import { LoadedContent } from '../hubShared/LoadedContent';
import { ManualBlocks } from './ManualBlocks';
import { MANUAL_TEXTS } from './manual.texts';
import '../hub.css';
import './manual.css';

/** The changelog (`/changelog`): `CHANGELOG.md` as shipped with the app, in Keep a Changelog's form. */
export default function ChangelogPage() {
  const store = useService(ChangelogStore);
  return (
    <section className="page page-narrow hub-page manual-page">
      <PageHeader title={PAGE_TITLES.changelog} />
      <p className="page-lead">{MANUAL_TEXTS.changelogLead}</p>
      <LoadedContent store={store} what={MANUAL_TEXTS.changelogLoadingWhat}>
        {(changelog) => (
          <article className="manual-body">
            <ManualBlocks blocks={changelog.blocks} skipTitle />
          </article>
        )}
      </LoadedContent>
    </section>
  );
}
