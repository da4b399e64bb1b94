import { useEffect, useState } from 'react';
import { ListPages } from '../../../application/hub/listPages';
import type { ReceivedBrief } from '../../../domain/hub/postedSubmissions';
import { HubBoard } from '../../../ports/hubBoard.port';
import { InboxStore } from '../../../application/hub/inboxStore';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { useObservableValue } from '../../app/useObservableValue';
import { useService } from '../../app/useService';
import { PageHeader } from '../../shared/PageHeader';
import { postedDateLabel, RETRY_LABEL } from '../hubShared/hub.texts';
import { LoadMoreButton } from '../hubShared/LoadMoreButton';
import { useSignedInHandle } from '../hubShared/useSignedInHandle';
import { ContractNoticesSection } from './ContractNoticesSection';
import { InboxOffersSection } from './InboxOffersSection';
import { CONTRACT_NOTICE_TEXTS } from './contractNotices.texts';
import { briefHeading, INBOX_BRIEFS, INBOX_EMPTY, INBOX_LEAD, INBOX_LIST_LABEL, INBOX_LOAD_FAILURES, INBOX_LOADING, INBOX_SIGNED_OUT } from './inbox.texts';
import '../hub.css';
import '../findDevelopers/findDevelopers.css';
import './inbox.css';

/** The briefs sent to the signed-in person, newest first; each renders as text. */
function InboxList() {
  const inbox = useService(InboxStore);
  const { briefs, next } = useObservableValue(inbox.state$);
  useEffect(() => inbox.load(), [inbox]);
  if (briefs.phase === 'loading') return <p role="status" className="load-status">{INBOX_LOADING}</p>;
  if (briefs.phase === 'failed') {
    return (
      <div role="alert" className="load-failure">
        <p>{INBOX_LOAD_FAILURES[briefs.error.code]}</p>
        <button type="button" className="button-primary" onClick={() => inbox.load()}>
          {RETRY_LABEL}
        </button>
      </div>
    );
  }
  if (briefs.data.length === 0) return <p className="empty-state">{INBOX_EMPTY}</p>;
  return <BriefPages first={briefs.data} next={next} />;
}

/** The first page of briefs, then the pages after it that Load more brings (`ListPages`). */
function BriefPages({ first, next }: { readonly first: readonly ReceivedBrief[]; readonly next: string | null }) {
  const board = useService(HubBoard);
  const [pages] = useState(() => new ListPages((cursor) => board.inbox(cursor), next, first));
  useEffect(() => () => pages.dispose(), [pages]);
  const { more, next: after, loading, failed } = useObservableValue(pages.state$);
  return (
    <>
      <ul className="card-grid" aria-label={INBOX_LIST_LABEL}>
        {[...first, ...more].map((brief) => (
          <li key={brief.id}>
            <article className="card">
              <h2 className="card-title">{briefHeading(brief.from, brief.offerTitle)}</h2>
              <p className="card-meta">{postedDateLabel(brief.sentAt)}</p>
              <p className="card-text brief-text">{brief.brief}</p>
            </article>
          </li>
        ))}
      </ul>
      {after === null ? null : <LoadMoreButton loading={loading} failed={failed} what={INBOX_BRIEFS} onClick={() => pages.loadMore()} />}
    </>
  );
}

/**
 * Inbox: the notices about the signed-in person's contracts (claims, reminders, expiries, pull requests, payments)
 * and the project briefs sent to them about their service offers, each newest first.
 */
export default function InboxPage() {
  const handle = useSignedInHandle();
  return (
    <section className="page hub-page">
      <PageHeader title={PAGE_TITLES.inbox} />
      <p className="page-lead">{INBOX_LEAD}</p>
      {handle === null ? (
        <p className="empty-state">{INBOX_SIGNED_OUT}</p>
      ) : (
        <>
          <section className="hub-block" aria-labelledby="inbox-contracts">
            <h2 id="inbox-contracts" className="hub-block-title">{CONTRACT_NOTICE_TEXTS.heading}</h2>
            <ContractNoticesSection key={handle} />
          </section>
          <InboxOffersSection key={`offers-${handle}`} handle={handle} />
          <section className="hub-block" aria-labelledby="inbox-briefs">
            <h2 id="inbox-briefs" className="hub-block-title">{CONTRACT_NOTICE_TEXTS.briefsHeading}</h2>
            <InboxList key={handle} />
          </section>
        </>
      )}
    </section>
  );
}
