import { useState, type FormEvent } from 'react';
import type { ContractStatus } from '../../../domain/contracts/contract';
import { BOUNTY_SORTS, type BountyQuery, type BountySort } from '../../../domain/repositories/bountyQuery';
import { BOUNTY_TEXTS, SORT_TEXTS, STATUS_TEXTS } from './bounties.texts';

const STATUSES = Object.keys(STATUS_TEXTS) as ContractStatus[];
const wholeOrUndefined = (text: string): number | undefined => (/^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : undefined);

/** The board's filters and sort; `onApply` gets the query they make (empty fields are left out). */
export function BountyFilters({ query, onApply }: { readonly query: BountyQuery; readonly onApply: (query: BountyQuery) => void }) {
  const [repository, setRepository] = useState(query.repository ?? '');
  const [minReward, setMinReward] = useState(query.minReward?.toString() ?? '');
  const [maxReward, setMaxReward] = useState(query.maxReward?.toString() ?? '');
  const [label, setLabel] = useState(query.label ?? '');
  const [status, setStatus] = useState<ContractStatus | ''>(query.status ?? '');
  const [fundedOnly, setFundedOnly] = useState(query.fundedOnly === true);
  const [sort, setSort] = useState<BountySort>(query.sort);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const min = wholeOrUndefined(minReward);
    const max = wholeOrUndefined(maxReward);
    onApply({
      sort,
      ...(repository.trim() === '' ? {} : { repository: repository.trim() }),
      ...(min === undefined ? {} : { minReward: min }),
      ...(max === undefined ? {} : { maxReward: max }),
      ...(label.trim() === '' ? {} : { label: label.trim() }),
      ...(status === '' ? {} : { status }),
      ...(fundedOnly ? { fundedOnly: true } : {}),
    });
  };
  return (
    <form className="card hub-form bounty-filters" aria-label={BOUNTY_TEXTS.filtersLabel} onSubmit={submit}>
      <label className="field">
        <span>{BOUNTY_TEXTS.repository}</span>
        <input value={repository} placeholder="owner/name" onChange={(event) => setRepository(event.target.value)} />
      </label>
      <label className="field">
        <span>{BOUNTY_TEXTS.minReward}</span>
        <input inputMode="numeric" value={minReward} onChange={(event) => setMinReward(event.target.value)} />
      </label>
      <label className="field">
        <span>{BOUNTY_TEXTS.maxReward}</span>
        <input inputMode="numeric" value={maxReward} onChange={(event) => setMaxReward(event.target.value)} />
      </label>
      <label className="field">
        <span>{BOUNTY_TEXTS.label}</span>
        <input value={label} onChange={(event) => setLabel(event.target.value)} />
      </label>
      <label className="field">
        <span>{BOUNTY_TEXTS.status}</span>
        <select value={status} onChange={(event) => setStatus(event.target.value as ContractStatus | '')}>
          <option value="">{BOUNTY_TEXTS.anyStatus}</option>
          {STATUSES.map((one) => (
            <option key={one} value={one}>
              {STATUS_TEXTS[one]}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{BOUNTY_TEXTS.sort}</span>
        <select value={sort} onChange={(event) => setSort(event.target.value as BountySort)}>
          {BOUNTY_SORTS.map((one) => (
            <option key={one} value={one}>
              {SORT_TEXTS[one]}
            </option>
          ))}
        </select>
      </label>
      <label className="bounty-funded">
        <input type="checkbox" checked={fundedOnly} onChange={(event) => setFundedOnly(event.target.checked)} />
        <span>{BOUNTY_TEXTS.fundedOnly}</span>
      </label>
      <button type="submit" className="button-primary">
        {BOUNTY_TEXTS.apply}
      </button>
    </form>
  );
}
