/**
 * IP addresses and ranges as a proxy's `X-Forwarded-For` and the `TRUSTED_PROXIES` setting name them: IPv4
 * (`203.0.113.7`), IPv6 (`2001:db8::7`) and IPv4-mapped IPv6 (`::ffff:203.0.113.7`, which is the IPv4 address).
 */
export interface IpAddress {
  readonly family: 4 | 6;
  /** 4 bytes (IPv4) or 16 (IPv6). */
  readonly bytes: readonly number[];
  /** The canonical text: dotted IPv4, RFC 5952 IPv6 (lower case, the longest run of zeros as `::`). */
  readonly text: string;
}

/** A range of addresses: `203.0.113.0/24`, `2001:db8::/32`; a lone address is a range of one. */
export interface IpRange {
  readonly address: IpAddress;
  readonly prefix: number;
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const HEXTET = /^[0-9a-f]{1,4}$/i;

function parseIpv4Bytes(text: string): number[] | null {
  const match = IPV4.exec(text);
  if (match === null) return null;
  const bytes = match.slice(1).map((part) => (part.length > 1 && part.startsWith('0') ? Number.NaN : Number(part)));
  return bytes.every((byte) => byte <= 255) ? bytes : null;
}

function hextetsOf(part: string): number[] | null {
  if (part === '') return [];
  const pieces = part.split(':');
  const out: number[] = [];
  for (const [index, piece] of pieces.entries()) {
    if (index === pieces.length - 1 && piece.includes('.')) {
      const v4 = parseIpv4Bytes(piece);
      if (v4 === null) return null;
      out.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
    } else if (HEXTET.test(piece)) out.push(Number.parseInt(piece, 16));
    else return null;
  }
  return out;
}

function parseIpv6Hextets(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = hextetsOf(halves[0]!);
  const tail = halves.length === 2 ? hextetsOf(halves[1]!) : [];
  if (head === null || tail === null) return null;
  // A dotted IPv4 part may only close the address.
  if (halves.length === 2 && halves[0]!.includes('.')) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array.from({ length: missing }, () => 0), ...tail] : null;
}

function ipv6Text(hextets: readonly number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < 8; start += 1) {
    let length = 0;
    while (start + length < 8 && hextets[start + length] === 0) length += 1;
    if (length > bestLength) [bestStart, bestLength] = [start, length];
  }
  const hex = hextets.map((hextet) => hextet.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

const ipv4 = (bytes: readonly number[]): IpAddress => ({ family: 4, bytes, text: bytes.join('.') });

/** An address in its canonical form (an IPv4-mapped IPv6 address as IPv4), or null when `text` is not one. */
export function parseIpAddress(text: string): IpAddress | null {
  const v4 = parseIpv4Bytes(text);
  if (v4 !== null) return ipv4(v4);
  if (!text.includes(':')) return null;
  const hextets = parseIpv6Hextets(text);
  if (hextets === null) return null;
  const bytes = hextets.flatMap((hextet) => [hextet >> 8, hextet & 0xff]);
  const mapped = bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  return mapped ? ipv4(bytes.slice(12)) : { family: 6, bytes, text: ipv6Text(hextets) };
}

/** `address` or `address/prefix` (an IPv4-mapped range, prefix 96 or more, as the IPv4 range); null when malformed. */
export function parseIpRange(text: string): IpRange | null {
  const [addressText = '', prefixText, ...rest] = text.split('/');
  if (rest.length > 0) return null;
  const address = parseIpAddress(addressText);
  if (address === null) return null;
  const mappedV6 = address.family === 4 && addressText.includes(':');
  const width = mappedV6 ? 128 : address.bytes.length * 8;
  if (prefixText === undefined) return { address, prefix: address.bytes.length * 8 };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > width) return null;
  const prefix = mappedV6 ? Number(prefixText) - 96 : Number(prefixText);
  return prefix < 0 ? null : { address, prefix };
}

/** Whether `address` lies in `range` (the same family, the first `prefix` bits equal). */
export function inIpRange(address: IpAddress, range: IpRange): boolean {
  if (address.family !== range.address.family) return false;
  for (let bit = 0; bit < range.prefix; bit += 8) {
    const bits = Math.min(8, range.prefix - bit);
    const mask = (0xff << (8 - bits)) & 0xff;
    if ((address.bytes[bit / 8]! & mask) !== (range.address.bytes[bit / 8]! & mask)) return false;
  }
  return true;
}
