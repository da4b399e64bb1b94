import type { ListPosition } from '../../ports/listPage';
import { LIST_CURSOR_PATTERN } from '../wire/pageNext.schema';

/** A position as the cursor carries it: the time and the row id, both whole numbers (the id positive). */
const POSITION = /^(0|[1-9]\d{0,15})\.([1-9]\d{0,15})$/;

/** The opaque cursor a list answer gives for the page after `position` (base64url; clients only send it back). */
export const encodeListCursor = (position: ListPosition): string => Buffer.from(`${position.at}.${position.id}`).toString('base64url');

/** The position a cursor names, or null when it is not one this server gave (any other text). */
export function decodeListCursor(cursor: string): ListPosition | null {
  if (!LIST_CURSOR_PATTERN.test(cursor)) return null;
  const match = POSITION.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  if (match === null) return null;
  const at = Number(match[1]);
  const id = Number(match[2]);
  const position = { at, id };
  // Only the canonical spelling names it: another spelling of the same bytes is not a cursor this server gave.
  return Number.isSafeInteger(at) && Number.isSafeInteger(id) && encodeListCursor(position) === cursor ? position : null;
}
