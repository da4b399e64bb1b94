import * as v from 'valibot';
import type { ContractEvent } from '../../domain/contracts/contractEvent';
import { CONTRACT_EVENT_KINDS, CONTRACT_NOTICE_KINDS } from '../../domain/contracts/contractNoticeKinds';

/**
 * The answers of `GET /api/contracts/:issueNumber/history` and `/api/notices`, read by the browser's
 * `HttpContractJournalBoard`. An event's or a notice's facts are strings, numbers or null: `detailOf` keeps those
 * (a union schema would add its code to the valibot chunk every page that reads the server loads).
 */

const Detail = v.record(v.string(), v.unknown());

/** An answer's facts: only strings, numbers and nulls are kept. */
export const detailOf = (detail: Readonly<Record<string, unknown>>): ContractEvent['detail'] =>
  Object.fromEntries(Object.entries(detail).filter((fact): fact is [string, string | number | null] => fact[1] === null || typeof fact[1] === 'string' || typeof fact[1] === 'number'));

export const ContractEventSchema = v.object({
  issueNumber: v.number(),
  kind: v.picklist(CONTRACT_EVENT_KINDS),
  actor: v.nullable(v.string()),
  at: v.number(),
  detail: Detail,
});

export const InboxNoticeSchema = v.object({
  id: v.string(),
  to: v.string(),
  kind: v.picklist(CONTRACT_NOTICE_KINDS),
  issueNumber: v.number(),
  at: v.number(),
  detail: Detail,
  title: v.nullable(v.string()),
  readAt: v.nullable(v.number()),
});

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

// The answers, registered for the OpenAPI document (`apiEndpoints.ts`).
export const HistoryAnswer = v.object({ success: v.literal(true), events: v.array(ContractEventSchema) });
export const NoticesAnswer = v.object({ success: v.literal(true), notices: v.array(InboxNoticeSchema) });
export const UnreadNoticesAnswer = v.object({ success: v.literal(true), unread: count });
export const NoticesReadAnswer = v.object({ success: v.literal(true), marked: count });

/**
 * The items of `key` in a list answer that match `item`; one malformed item is skipped, not the whole list. (The same
 * as `listOf` in `postings.schema.ts`, kept apart: a module shared by the two adapters would be a chunk of its own.)
 */
export function itemsOf<Item>(body: unknown, key: string, item: v.GenericSchema<unknown, Item>): readonly Item[] | undefined {
  const list = v.safeParse(v.object({ [key]: v.array(v.unknown()) }), body);
  if (!list.success) return undefined;
  return (list.output[key] as unknown[]).flatMap((candidate) => {
    const parsed = v.safeParse(item, candidate);
    return parsed.success ? [parsed.output] : [];
  });
}
