import { describe, expect, it } from 'vitest';
import { MemoryMintQuota } from '../../../src/adapters/memory/memoryMintQuota.adapter';
import { MintWithinDailyLimit } from '../../../src/application/exchange/mintWithinDailyLimit';
import type { MintPreview } from '../../../src/domain/exchange/mintDraft';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import type { CodeItemWalletError, ItemOwner, MintedItem } from '../../../src/ports/codeItemWallet.port';

const DAY = 86_400_000;
const NOON = Date.UTC(2026, 10, 23, 12);
const alice: ItemOwner = { handle: 'alice', walletId: 'wallet-alice', authToken: 't' };
const bob: ItemOwner = { handle: 'bob', walletId: 'wallet-bob', authToken: 't' };
const preview = {} as MintPreview;

/** A wallet that answers `failures` in turn (then mints), counting the mints it made. */
function wallet(...failures: CodeItemWalletError[]) {
  const made = { count: 0 };
  const mint = async (): Promise<Result<MintedItem, CodeItemWalletError>> => {
    const failure = failures.shift();
    if (failure !== undefined) return err(failure);
    made.count += 1;
    return ok({ itemId: `item-${made.count}`, url: null });
  };
  return { made, wallet: { mint } };
}

describe('minting within the daily limit', () => {
  it('mints up to the limit an account a UTC day, then refuses with when it resets, minting nothing', async () => {
    const { made, wallet: minter } = wallet();
    let now = NOON;
    const desk = new MintWithinDailyLimit(minter, new MemoryMintQuota(), 2, () => now);
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt += 1) answers.push((await desk.mint(alice, preview)).ok);
    const refused = await desk.mint(alice, preview);
    const bobs = (await desk.mint(bob, preview)).ok;
    now = Date.UTC(2026, 10, 24, 0, 0, 1);
    const nextDay = (await desk.mint(alice, preview)).ok;
    expect({ answers, refused, bobs, nextDay, minted: made.count }).toEqual({
      answers: [true, true, false],
      refused: { ok: false, error: { code: 'mint-daily-limit', limit: 2, resetsAt: Date.UTC(2026, 10, 24), retryAfterMs: DAY / 2 } },
      bobs: true,
      nextDay: true,
      minted: 4,
    });
  });

  it('gives the count back when the wallet surely minted nothing, and keeps it when it may have (a timeout)', async () => {
    const { made, wallet: minter } = wallet('unauthorized', 'minting-not-configured', 'timeout');
    const desk = new MintWithinDailyLimit(minter, new MemoryMintQuota(), 2, () => NOON);
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await desk.mint(alice, preview);
      answers.push(answer.ok ? 'minted' : typeof answer.error === 'string' ? answer.error : answer.error.code);
    }
    expect({ answers, minted: made.count }).toEqual({ answers: ['unauthorized', 'minting-not-configured', 'timeout', 'minted', 'mint-daily-limit'], minted: 1 });
  });

  it('does not limit at 0', async () => {
    const { made, wallet: minter } = wallet();
    const desk = new MintWithinDailyLimit(minter, new MemoryMintQuota(), 0, () => NOON);
    for (let attempt = 0; attempt < 30; attempt += 1) await desk.mint(alice, preview);
    expect(made.count).toBe(30);
  });
});
