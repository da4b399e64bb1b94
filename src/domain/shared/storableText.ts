/**
 * U+0000 (NUL). No keyboard types it, but a paste of binary data or a hand-made request can carry it, and no text
 * we keep may hold it: PostgreSQL's `text` and `jsonb` refuse it, and it means nothing to a reader.
 */
export const NUL_CHARACTER = '\u0000';

/** True when `text` holds the NUL character anywhere, so it cannot be kept as typed. */
export const holdsNulCharacter = (text: string): boolean => text.includes(NUL_CHARACTER);

/** `code` when `text` holds the NUL character, else null: the characters check a form runs on each text field. */
export const nulCharacterError = <Code extends string>(text: string, code: Code): Code | null => (holdsNulCharacter(text) ? code : null);

