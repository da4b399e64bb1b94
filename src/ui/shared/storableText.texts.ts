/**
 * The words for text holding the NUL character (U+0000), which no kept text may hold (`storableText.ts`): invisible,
 * so the message says what it is and what to do.
 */
export const nulCharacterMessage = (what: string): string =>
  `${what} holds an invisible NUL character (U+0000), which cannot be saved. Retype it without that character.`;

/** Under a field of a form. */
export const NUL_CHARACTER_FIELD_MESSAGE = nulCharacterMessage('This field');
