/** Length of the sequence a lead byte starts, and the smallest code point it may encode (no overlongs). */
const sequence = (lead: number): { readonly length: number; readonly min: number; readonly bits: number } | null => {
  if (lead < 0x80) return { length: 1, min: 0, bits: lead };
  if (lead >= 0xc2 && lead < 0xe0) return { length: 2, min: 0x80, bits: lead & 0x1f };
  if (lead >= 0xe0 && lead < 0xf0) return { length: 3, min: 0x800, bits: lead & 0x0f };
  if (lead >= 0xf0 && lead < 0xf5) return { length: 4, min: 0x10000, bits: lead & 0x07 };
  return null;
};

/** Strict UTF-8 decoding: null on a truncated, overlong, surrogate or out-of-range sequence. */
export const decodeUtf8 = (bytes: readonly number[]): string | null => {
  let text = '';
  let index = 0;
  while (index < bytes.length) {
    const lead = sequence(bytes[index] ?? 0);
    if (lead === null || index + lead.length > bytes.length) return null;
    let codePoint = lead.bits;
    for (let offset = 1; offset < lead.length; offset += 1) {
      const continuation = bytes[index + offset] ?? 0;
      if ((continuation & 0xc0) !== 0x80) return null;
      codePoint = (codePoint << 6) | (continuation & 0x3f);
    }
    if (codePoint < lead.min || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return null;
    text += String.fromCodePoint(codePoint);
    index += lead.length;
  }
  return text;
};
