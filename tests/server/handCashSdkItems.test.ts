import { createECDH } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ItemOwner } from '../../src/ports/codeItemWallet.port';
import { HandCashSdkCodeItems } from '../../src/adapters/handcash/handCashSdkCodeItems';
import { codeItemAttributes } from '../../src/adapters/handcash/handCashItemAttributes';
import type { MintPreview } from '../../src/domain/exchange/mintDraft';
import { startFakeHandCashItems, type FakeHandCashItems } from './fakeHandCashItems';

const NOW = Date.UTC(2026, 10, 23, 12);
const USER_TOKEN = '1'.repeat(64);
const MINTER_TOKEN = '2'.repeat(64);
const publicKeyOf = (token: string) => {
  const curve = createECDH('secp256k1');
  curve.setPrivateKey(token, 'hex');
  return curve.getPublicKey('hex', 'compressed');
};
const owner: ItemOwner = { handle: 'realalice', walletId: '5f0c1a2b3c4d5e6f70819203', authToken: USER_TOKEN };
const minter = { authToken: MINTER_TOKEN, collectionId: 'collection-9', imageUrl: 'https://images.example/code.webp' };
const sha = 'cd'.repeat(32);
const preview: MintPreview = {
  name: 'Fast Parser',
  description: 'Parses fast',
  codeType: 'library',
  language: 'TypeScript',
  files: [{ name: 'index.ts', size: 120, sha256: sha }],
  supply: 1000,
  price: 0.0001,
  revenueSharePercent: 70,
};

let fake: FakeHandCashItems;
beforeAll(async () => {
  fake = await startFakeHandCashItems();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'ok';
  fake.inventory = [];
  fake.requests.length = 0;
});

const items = (options: { minter?: typeof minter | null; timeoutMs?: number } = {}) =>
  new HandCashSdkCodeItems({
    appId: 'app-1',
    appSecret: 'secret-1',
    baseUrl: fake.url,
    minter: options.minter === undefined ? minter : options.minter,
    now: () => NOW,
    timeoutMs: options.timeoutMs ?? 5_000,
  });

describe('HandCash items through @handcash/sdk (fake HandCash on loopback)', () => {
  it('mints one item into the collection, issued to the person, signed with the app’s minter token', async () => {
    const result = await items().mint(owner, preview);
    const request = fake.requests[0]!;
    expect(result).toEqual({ ok: true, value: { itemId: 'order-77', url: null } });
    expect({
      path: request.path,
      appId: request.headers['app-id'],
      publicKey: request.headers['oauth-publickey'],
      signed: typeof request.headers['oauth-signature'] === 'string',
      body: request.body,
    }).toEqual({
      path: '/v3/itemCreationOrder/issueItems',
      appId: 'app-1',
      publicKey: publicKeyOf(MINTER_TOKEN),
      signed: true,
      body: {
        itemCreationOrderType: 'collectionItem',
        referencedCollection: 'collection-9',
        items: [
          {
            name: 'Fast Parser',
            description: 'Parses fast',
            user: owner.walletId,
            quantity: 1,
            mediaDetails: { image: { url: minter.imageUrl, contentType: 'image/webp' } },
            attributes: [
              { name: 'Code type', displayType: 'string', value: 'library' },
              { name: 'Language', displayType: 'string', value: 'TypeScript' },
              { name: 'Token supply', displayType: 'number', value: 1000 },
              { name: 'Token price (BSV)', displayType: 'number', value: 0.0001 },
              { name: 'Revenue share (%)', displayType: 'number', value: 70 },
              { name: 'Minted at', displayType: 'number', value: NOW },
              { name: 'File 1', displayType: 'string', value: `${sha}  index.ts` },
            ],
          },
        ],
      },
    });
  });

  it('reads the person’s inventory with their own token: code NFTs only, newest first', async () => {
    const attributes = codeItemAttributes(preview, NOW);
    fake.inventory = [
      { id: 'old', name: 'Old', description: 'd', attributes: codeItemAttributes(preview, NOW - 1) },
      { id: 'sword', name: 'A sword', description: 'not code', attributes: [{ name: 'Rarity', value: 'rare', displayType: 'string' }] },
      { id: 'new', name: 'Fast Parser', description: 'Parses fast', attributes },
      'nonsense',
    ];
    const result = await items().inventory(owner);
    const request = fake.requests[0]!;
    expect([request.path, request.headers['oauth-publickey'], request.body]).toEqual([
      '/v3/connect/items/inventory',
      publicKeyOf(USER_TOKEN),
      { fetchAttributes: true, collectionIds: ['collection-9'] },
    ]);
    const parsed = { name: 'Fast Parser', description: 'Parses fast', codeType: 'library', language: 'TypeScript', files: [{ name: 'index.ts', sha256: sha }], supply: 1000, price: 0.0001, revenueSharePercent: 70, url: null };
    expect(result).toEqual({
      ok: true,
      value: [
        { ...parsed, id: 'new', mintedAt: NOW },
        { ...parsed, id: 'old', name: 'Old', description: 'd', mintedAt: NOW - 1 },
      ],
    });
  });

  it('says why it failed: 401 unauthorized, 500 and nonsense upstream, too slow timeout, no minter not configured', async () => {
    const outcomes: unknown[] = [];
    for (const mode of ['unauthorized', 'error', 'garbage'] as const) {
      fake.mode = mode;
      outcomes.push((await items().inventory(owner)).ok ? 'ok' : (await items().mint(owner, preview)));
    }
    fake.mode = 'slow';
    outcomes.push(await items({ timeoutMs: 200 }).inventory(owner));
    outcomes.push(await items({ minter: null }).mint(owner, preview));
    expect(outcomes).toEqual([
      { ok: false, error: 'unauthorized' },
      { ok: false, error: 'upstream' },
      { ok: false, error: 'upstream' },
      { ok: false, error: 'timeout' },
      { ok: false, error: 'minting-not-configured' },
    ]);
  });
});
