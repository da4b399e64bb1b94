const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The bytes of base64url text (RFC 4648 §5), unpadded or '='-padded; null when it is not base64url.
 * Non-zero leftover bits in the last character are tolerated, as most decoders do.
 */
export const decodeBase64Url = (text: string): readonly number[] | null => {
  const body = text.replace(/={1,2}$/, '');
  if (text.length !== body.length && text.length % 4 !== 0) return null;
  if (body.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const character of body) {
    const sextet = ALPHABET.indexOf(character);
    if (sextet < 0) return null;
    buffer = ((buffer << 6) | sextet) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return bytes;
};
