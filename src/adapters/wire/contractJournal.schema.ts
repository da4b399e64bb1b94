import * as v from 'valibot';
import type { ContractEvent } from '../../domain/contracts/contractEvent';
import type { InboxNotice } from '../../domain/contracts/contractNotice';
import { CONTRACT_EVENT_KINDS, CONTRACT_NOTICE_KINDS } from '../../domain/contracts/contractNoticeKinds';

/**
 * The answers of `GET /api/contracts/:issueNumber/history` and `/api/notices`, read by the browser's
 * `HttpContractJournalBoard`. An event's or a notice's facts are strings, numbers or null.
 */

const Detail = v.record(v.string(), v.nullable(v.union([v.string(), v.number()])));

export const ContractEventSchema: v.GenericSchema<unknown, ContractEvent> = v.object({
  issueNumber: v.number(),
  kind: v.picklist(CONTRACT_EVENT_KINDS),
  actor: v.nullable(v.string()),
  at: v.number(),
  detail: Detail,
});

export const InboxNoticeSchema: v.GenericSchema<unknown, InboxNotice> = v.object({
  id: v.string(),
  to: v.string(),
  kind: v.picklist(CONTRACT_NOTICE_KINDS),
  issueNumber: v.number(),
  at: v.number(),
  detail: Detail,
  title: v.nullable(v.string()),
  readAt: v.nullable(v.number()),
});

export const NoticesReadAnswer = v.object({ success: v.literal(true), marked: v.pipe(v.number(), v.safeInteger(), v.minValue(0)) });
export const UnreadNoticesAnswer = v.object({ success: v.literal(true), unread: v.pipe(v.number(), v.safeInteger(), v.minValue(0)) });
