/** A row id as the API shows it: digits, no sign or leading zero (bigserial). */
const ROW_ID = /^[1-9]\d{0,15}$/;

/** The row id `id` names, or null when it names none (not digits, or past the largest safe integer). */
export function rowIdOf(id: string): number | null {
  if (!ROW_ID.test(id)) return null;
  const value = Number(id);
  return Number.isSafeInteger(value) ? value : null;
}
