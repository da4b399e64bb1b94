import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BountiesStore } from '../../../application/repositories/bountiesStore';
import { bountyQueryParameters, readBountyQuery } from '../../../domain/repositories/bountyQueryText';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { useObservableValue } from '../../app/useObservableValue';
import { useService } from '../../app/useService';
import { PageHeader } from '../../shared/PageHeader';
import { BOUNTY_TEXTS, boardErrorText } from './bounties.texts';
import { BountyFilters } from './BountyFilters';
import { BountyList } from './BountyList';
import '../hub.css';
import './bounties.css';

/** `/bounties`: every open contract of every repository, filtered and sorted from the address, read a page at a time. */
export default function BountiesPage() {
  const store = useService(BountiesStore);
  const state = useObservableValue(store.state$);
  const [search, setSearch] = useSearchParams();
  const searchText = search.toString();
  const query = useMemo(() => readBountyQuery((name) => new URLSearchParams(searchText).get(name)), [searchText]);
  useEffect(() => store.show(query), [store, query]);
  return (
    <section className="page hub-page">
      <PageHeader title={PAGE_TITLES.bounties} />
      <p className="page-lead">{BOUNTY_TEXTS.bountiesLead}</p>
      <BountyFilters key={searchText} query={query} onApply={(next) => setSearch(bountyQueryParameters(next))} />
      {state.phase === 'loading' ? <p role="status" className="load-status">{BOUNTY_TEXTS.loading}</p> : null}
      {state.phase === 'failed' && state.error !== null ? (
        <div role="alert" className="load-failure">
          <p>{boardErrorText(state.error)}</p>
          <button type="button" className="button-primary" onClick={() => store.show(query)}>
            {BOUNTY_TEXTS.retry}
          </button>
        </div>
      ) : null}
      {state.phase === 'loaded' && state.bounties.length === 0 ? <p className="empty-state">{BOUNTY_TEXTS.empty}</p> : null}
      {state.phase === 'loaded' ? <BountyList bounties={state.bounties} label={BOUNTY_TEXTS.listLabel} /> : null}
      {state.phase === 'loaded' && state.next !== null ? (
        <button type="button" className="button-secondary" disabled={state.loadingMore} onClick={() => store.more()}>
          {BOUNTY_TEXTS.more}
        </button>
      ) : null}
    </section>
  );
}
