import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientAddressOf } from '../../../src/domain/operations/clientAddress';
import { inIpRange, parseIpAddress, parseIpRange, type IpRange } from '../../../src/domain/operations/ipAddress';

const ranges = (...texts: string[]): IpRange[] => texts.map((text) => parseIpRange(text)!);
const PROXIES = ranges('10.0.0.0/8', 'fd00::/8', '127.0.0.1');

describe('IP addresses', () => {
  it('are read in their canonical form: IPv4, IPv6 compressed in lower case, IPv4-mapped IPv6 as IPv4', () => {
    const texts = ['203.0.113.7', '2001:DB8:0:0:0:0:0:7', '::ffff:203.0.113.7', '::FFFF:cb00:7107', '::', '::1', '1:0:0:2:0:0:0:3', '1:2:3:4:5:6:7::', '0:0:0:0:0:ffff:10.1.2.3'];
    expect(texts.map((text) => parseIpAddress(text)?.text)).toEqual(['203.0.113.7', '2001:db8::7', '203.0.113.7', '203.0.113.7', '::', '::1', '1:0:0:2::3', '1:2:3:4:5:6:7:0', '10.1.2.3']);
  });

  it('refuse what is not one: names, ports, octets past 255, leading zeros, a second ::, too many groups', () => {
    const texts = ['', 'unknown', 'localhost', '1.2.3.4:80', '[::1]', '[::1]:80', '256.1.1.1', '01.2.3.4', '1.2.3', '1::2::3', '1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7:8::', '12345::', '::1.2.3.4:5', 'g::1', ' 1.2.3.4'];
    expect(texts.map(parseIpAddress)).toEqual(texts.map(() => null));
  });

  it('match ranges of their own family only; an IPv4-mapped range is the IPv4 range', () => {
    const address = (text: string) => parseIpAddress(text)!;
    expect([
      inIpRange(address('10.200.3.4'), parseIpRange('10.0.0.0/8')!),
      inIpRange(address('11.0.0.1'), parseIpRange('10.0.0.0/8')!),
      inIpRange(address('192.168.1.130'), parseIpRange('192.168.1.128/25')!),
      inIpRange(address('192.168.1.127'), parseIpRange('192.168.1.128/25')!),
      inIpRange(address('fd12::1'), parseIpRange('fd00::/8')!),
      inIpRange(address('fe80::1'), parseIpRange('fd00::/8')!),
      inIpRange(address('::ffff:10.0.0.1'), parseIpRange('::ffff:10.0.0.0/104')!),
      inIpRange(address('10.0.0.1'), parseIpRange('::/0')!),
      inIpRange(address('2001:db8::1'), parseIpRange('0.0.0.0/0')!),
    ]).toEqual([true, false, true, false, true, false, true, false, false]);
  });

  it('refuse ranges with a bad prefix', () => {
    expect(['10.0.0.0/33', '::/129', '10.0.0.0/', '10.0.0.0/x', '10.0.0.0/8/8', '::ffff:10.0.0.0/95', 'x/8'].map(parseIpRange)).toEqual([null, null, null, null, null, null, null]);
  });
});

describe('the client address behind trusted proxies', () => {
  it('is the socket address when the socket is not a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf('203.0.113.7', '198.51.100.1', PROXIES)).toBe('203.0.113.7');
    expect(clientAddressOf('::ffff:203.0.113.7', '198.51.100.1', [])).toBe('203.0.113.7');
  });

  it('is the right-most untrusted hop when the socket is a trusted proxy; a spoofed left-most hop is ignored', () => {
    expect([
      clientAddressOf('127.0.0.1', '198.51.100.1', PROXIES),
      clientAddressOf('::ffff:127.0.0.1', '6.6.6.6, 198.51.100.1, 10.0.0.2', PROXIES),
      clientAddressOf('10.1.1.1', '2001:DB8::7', PROXIES),
      clientAddressOf('fd00::5', '::ffff:198.51.100.9, fd00::6', PROXIES),
    ]).toEqual(['198.51.100.1', '198.51.100.1', '2001:db8::7', '198.51.100.9']);
  });

  it('is the socket address when a hop on the way is malformed or the header is missing; the left-most when every hop is trusted', () => {
    expect([
      clientAddressOf('127.0.0.1', undefined, PROXIES),
      clientAddressOf('127.0.0.1', ' ', PROXIES),
      clientAddressOf('127.0.0.1', '198.51.100.1:5000', PROXIES),
      clientAddressOf('127.0.0.1', '198.51.100.1, , 10.0.0.2', PROXIES),
      clientAddressOf('127.0.0.1', 'not an address, 198.51.100.1', PROXIES),
      clientAddressOf('127.0.0.1', '10.0.0.3, 10.0.0.2', PROXIES),
      clientAddressOf('unknown', '198.51.100.1', PROXIES),
    ]).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1', '127.0.0.1', '198.51.100.1', '10.0.0.3', 'unknown']);
  });
});

const octet = fc.integer({ min: 0, max: 255 });
const ipv4 = fc.tuple(octet, octet, octet, octet).map((bytes) => bytes.join('.'));
const ipv6 = fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 }).map((hextets) => hextets.map((hextet) => hextet.toString(16)).join(':'));
const anyAddress = fc.oneof(ipv4, ipv6, ipv4.map((text) => `::ffff:${text}`));
/** Proxies in 10.0.0.0/8 and fd00::/8; clients from 11.0.0.0 up and 2000::/3 (never trusted). */
const trustedHop = fc.oneof(
  fc.tuple(octet, octet, octet).map((bytes) => `10.${bytes.join('.')}`),
  fc.tuple(octet, octet, octet).map((bytes) => `::ffff:10.${bytes.join('.')}`),
  fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 7, maxLength: 7 }).map((hextets) => `fd00:${hextets.map((hextet) => hextet.toString(16)).join(':')}`),
);
const untrustedV4 = fc.tuple(fc.integer({ min: 11, max: 223 }), octet, octet, octet).map((bytes) => bytes.join('.'));
const untrustedClient = fc.oneof(
  untrustedV4,
  untrustedV4.map((text) => `::ffff:${text}`),
  fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 7, maxLength: 7 }).map((hextets) => `2001:${hextets.map((hextet) => hextet.toString(16)).join(':')}`),
);

describe('the client address rule, for any addresses', () => {
  it('never lets a client choose its address with X-Forwarded-For when its socket is not a trusted proxy', () => {
    fc.assert(
      fc.property(untrustedClient, fc.option(fc.string(), { nil: undefined }), (socket, header) => {
        expect(clientAddressOf(socket, header, PROXIES)).toBe(parseIpAddress(socket)!.text);
      }),
    );
  });

  it('is the last untrusted hop, whatever a client wrote before it and however many trusted proxies appended after it', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), anyAddress)), untrustedClient, fc.array(trustedHop), trustedHop, (spoofed, client, proxies, socket) => {
        const header = [...spoofed, client, ...proxies].join(', ');
        expect(clientAddressOf(socket, header, PROXIES)).toBe(parseIpAddress(client)!.text);
      }),
    );
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address, as socket and as hop', () => {
    fc.assert(
      fc.property(untrustedV4, (v4) => {
        expect([clientAddressOf(`::ffff:${v4}`, undefined, PROXIES), clientAddressOf('::ffff:10.0.0.1', `::ffff:${v4}`, PROXIES)]).toEqual([v4, v4]);
      }),
    );
  });

  it('writes every address in one canonical form that reads back to itself', () => {
    fc.assert(
      fc.property(anyAddress, (text) => {
        const address = parseIpAddress(text)!;
        expect(parseIpAddress(address.text)).toEqual(address);
      }),
    );
  });
});
