import type { PostedCommission } from '../../../domain/hub/postedSubmissions';
import { FactList } from '../hubShared/FactList';
import { postedByLabel, postedDateLabel } from '../hubShared/hub.texts';
import { TagList } from '../hubShared/TagList';
import {
  BUDGET_RANGE_LABELS,
  closeButtonName,
  COMMISSION_PRIORITY_LABELS,
  OPEN_COMMISSIONS_TEXTS as TEXTS,
  PROJECT_TYPE_LABELS,
  TIMELINE_LABELS,
} from './commission.texts';

/** One open commission with its poster's handle; its poster sees Close. Everything posted renders as text. */
export function CommissionCard({
  commission,
  own,
  closing,
  onClose,
}: {
  readonly commission: PostedCommission;
  readonly own: boolean;
  readonly closing: boolean;
  readonly onClose: (commission: PostedCommission) => void;
}) {
  const facts = [
    ...(commission.company === null ? [] : [{ label: TEXTS.company, value: commission.company }]),
    { label: TEXTS.budget, value: BUDGET_RANGE_LABELS[commission.budget] },
    { label: TEXTS.timeline, value: TIMELINE_LABELS[commission.timeline] },
    { label: TEXTS.type, value: PROJECT_TYPE_LABELS[commission.projectType] },
    { label: TEXTS.priority, value: COMMISSION_PRIORITY_LABELS[commission.priority] },
    { label: TEXTS.contact, value: commission.contact },
  ];
  return (
    <article className="card commission-card">
      <div className="card-heading">
        <h3 className="card-title">{commission.title}</h3>
      </div>
      <p className="card-meta">
        {postedByLabel(commission.poster)} · {postedDateLabel(commission.postedAt)}
      </p>
      <p className="card-text">{commission.description}</p>
      <p className="card-text">
        <strong>{TEXTS.requirements}: </strong>
        {commission.requirements}
      </p>
      <FactList facts={facts} />
      {commission.techStack.length === 0 ? null : <TagList tags={commission.techStack} label={TEXTS.techStack} />}
      {own ? (
        <div className="card-actions">
          <button type="button" aria-label={closeButtonName(commission.title)} disabled={closing} onClick={() => onClose(commission)}>
            {closing ? TEXTS.closing : TEXTS.close}
          </button>
        </div>
      ) : null}
    </article>
  );
}
