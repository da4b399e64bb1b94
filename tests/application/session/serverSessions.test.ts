import { beforeEach, describe, expect, it } from 'vitest';
import { MemorySessionRepository } from '../../../src/adapters/memory/memorySessionRepository.adapter';
import { PlainTokenCipher } from '../../../src/adapters/memory/plainTokenCipher.adapter';
import { ScriptedProfileProvider } from '../../../src/adapters/memory/scriptedProfileProvider.adapter';
import { SequentialSessionIds } from '../../../src/adapters/memory/sequentialSessionIds.adapter';
import { SESSION_LIFETIME_MS, SESSION_REVERIFY_MS, ServerSessions } from '../../../src/application/session/serverSessions';
import type { Profile } from '../../../src/domain/session/session';
import { PLACEHOLDER_HANDLE } from '../../../src/domain/session/sessionConstants';
import { HANDCASH_HANDLE_RULE } from '../../../src/domain/shared/handCashHandle';
import type { StoredSession } from '../../../src/ports/sessionRepository.port';

const NOW = Date.UTC(2026, 10, 26, 12);
const person = (handle: string): Profile => ({ handle, displayName: handle, paymail: `${handle}@handcash.io`, avatarUrl: '', publicKey: `key-${handle}` });
const alice = person('alice');
const placeholder = person(PLACEHOLDER_HANDLE);
/** A well-formed cookie value that uses every kind of character a session id may hold. */
const ID = 'abcXYZ019_-'.padEnd(43, 'q');

let now: number;
let repository: MemorySessionRepository;
let provider: ScriptedProfileProvider;
let ids: SequentialSessionIds;
let sessions: ServerSessions;

const stored = (overrides: Partial<StoredSession> = {}): StoredSession => ({
  idHash: ids.hash(ID),
  profile: alice,
  tokenCiphertext: 'sealed:token-alice',
  createdAt: NOW,
  verifiedAt: NOW,
  expiresAt: NOW + SESSION_LIFETIME_MS,
  ...overrides,
});

beforeEach(() => {
  now = NOW;
  repository = new MemorySessionRepository();
  provider = new ScriptedProfileProvider(new Map([['token-alice', alice], ['token-placeholder', placeholder]]));
  ids = new SequentialSessionIds();
  sessions = new ServerSessions(repository, provider, new PlainTokenCipher(), ids, () => now);
});

describe('signing in on the server', () => {
  it('opens a session for the token’s holder, keeping only the id’s hash and the sealed token', async () => {
    const signedIn = await sessions.signIn('token-alice');
    const id = '1'.padStart(43, 'A');
    expect(signedIn).toEqual({ ok: true, value: { id, profile: alice, expiresAt: NOW + SESSION_LIFETIME_MS } });
    expect(repository.stored).toEqual([
      { idHash: `hash:${id}`, profile: alice, tokenCiphertext: 'sealed:token-alice', createdAt: NOW, verifiedAt: NOW, expiresAt: NOW + SESSION_LIFETIME_MS },
    ]);
    expect(await sessions.current(id)).toEqual({ ok: true, value: alice });
  });

  it('answers the wallet’s refusal or failure and opens no session', async () => {
    expect(await sessions.signIn('token-nobody')).toEqual({ ok: false, error: 'unauthorized' });
    provider.failure = 'timeout';
    expect(await sessions.signIn('token-alice')).toEqual({ ok: false, error: 'timeout' });
    expect(repository.stored).toEqual([]);
  });

  it('never opens a session for the placeholder user', async () => {
    expect(await sessions.signIn('token-placeholder')).toEqual({ ok: false, error: 'placeholder' });
    expect(repository.stored).toEqual([]);
  });

  it('opens no session for a holder whose handle is not a HandCash handle', async () => {
    const odd = new ScriptedProfileProvider(new Map([['token-odd', person('Not a handle!')]]));
    const strict = new ServerSessions(repository, odd, new PlainTokenCipher(), ids, () => now);
    expect(await strict.signIn('token-odd')).toEqual({ ok: false, error: HANDCASH_HANDLE_RULE });
    expect(repository.stored).toEqual([]);
  });

  it('answers upstream when no wallet is configured', async () => {
    const walletless = new ServerSessions(repository, null, new PlainTokenCipher(), ids, () => now);
    expect(await walletless.signIn('token-alice')).toEqual({ ok: false, error: 'upstream' });
    expect(repository.stored).toEqual([]);
  });
});

describe('the current session', () => {
  it('is none without a cookie, for an unknown id, and for a malformed id even when something is stored under its hash', async () => {
    expect(await sessions.current(undefined)).toEqual({ ok: false, error: 'none' });
    expect(await sessions.current(ID)).toEqual({ ok: false, error: 'none' });
    for (const malformed of [ID.slice(1), `${ID}q`, `!${ID}`, `${ID}!`, `${ID.slice(1)}!`, `!${ID.slice(1)}`, ID.replace('_', '.'), '']) {
      await repository.create(stored({ idHash: ids.hash(malformed) }));
      expect(await sessions.current(malformed)).toEqual({ ok: false, error: 'none' });
      expect(await sessions.walletToken(malformed)).toBeNull();
      await sessions.signOut(malformed);
      expect(await repository.find(ids.hash(malformed))).not.toBeNull();
    }
  });

  it('finds a session by an id holding every kind of allowed character', async () => {
    await repository.create(stored());
    expect(await sessions.current(ID)).toEqual({ ok: true, value: alice });
  });

  it('ends at its expiry: none, and the session is deleted', async () => {
    await repository.create(stored({ verifiedAt: NOW + SESSION_LIFETIME_MS }));
    now = NOW + SESSION_LIFETIME_MS - 1;
    expect(await sessions.current(ID)).toEqual({ ok: true, value: alice });
    now = NOW + SESSION_LIFETIME_MS;
    expect(await sessions.current(ID)).toEqual({ ok: false, error: 'none' });
    expect(repository.stored).toEqual([]);
  });

  it('shows the token to the wallet again only once the re-verification interval has passed, then restarts it', async () => {
    await repository.create(stored());
    now = NOW + SESSION_REVERIFY_MS - 1;
    expect(await sessions.current(ID)).toEqual({ ok: true, value: alice });
    expect(provider.requests).toEqual([]);
    now = NOW + SESSION_REVERIFY_MS;
    expect(await sessions.current(ID)).toEqual({ ok: true, value: alice });
    expect(provider.requests).toEqual(['token-alice']);
    expect(repository.stored).toEqual([stored({ verifiedAt: NOW + SESSION_REVERIFY_MS })]);
    now = NOW + 2 * SESSION_REVERIFY_MS - 1;
    expect(await sessions.current(ID)).toEqual({ ok: true, value: alice });
    expect(provider.requests).toEqual(['token-alice']);
  });

  it.each(['unauthorized', 'invalid-token'] as const)('ends the session when the wallet refuses its token (%s)', async (refusal) => {
    await repository.create(stored());
    provider.failure = refusal;
    now = NOW + SESSION_REVERIFY_MS;
    expect(await sessions.current(ID)).toEqual({ ok: false, error: 'authentication-expired' });
    expect(repository.stored).toEqual([]);
  });

  it.each(['upstream', 'timeout'] as const)('keeps the session when the wallet is down (%s), and asks again next time', async (failure) => {
    await repository.create(stored());
    provider.failure = failure;
    now = NOW + SESSION_REVERIFY_MS;
    expect(await sessions.current(ID)).toEqual({ ok: true, value: alice });
    expect(repository.stored).toEqual([stored()]);
    provider.failure = null;
    expect(await sessions.current(ID)).toEqual({ ok: true, value: alice });
    expect(provider.requests).toEqual(['token-alice', 'token-alice']);
  });

  it('ends the session whose token no longer opens, without asking the wallet', async () => {
    await repository.create(stored({ tokenCiphertext: 'tampered' }));
    now = NOW + SESSION_REVERIFY_MS;
    expect(await sessions.current(ID)).toEqual({ ok: false, error: 'authentication-expired' });
    expect(provider.requests).toEqual([]);
    expect(repository.stored).toEqual([]);
  });

  it('is never re-verified without a wallet, but still expires', async () => {
    const walletless = new ServerSessions(repository, null, new PlainTokenCipher(), ids, () => now);
    await repository.create(stored({ tokenCiphertext: 'tampered' }));
    now = NOW + SESSION_LIFETIME_MS - 1;
    expect(await walletless.current(ID)).toEqual({ ok: true, value: alice });
    now = NOW + SESSION_LIFETIME_MS;
    expect(await walletless.current(ID)).toEqual({ ok: false, error: 'none' });
  });
});

describe('the current session with its token', () => {
  it('answers the profile, the opened token and the token as kept (sealed)', async () => {
    await repository.create(stored());
    expect(await sessions.currentWithToken(ID)).toEqual({ ok: true, value: { profile: alice, authToken: 'token-alice', sealedToken: 'sealed:token-alice' } });
  });

  it('hashes the cookie once (a payment or a purchase asks on every request)', async () => {
    await repository.create(stored());
    let hashes = 0;
    const counting = new ServerSessions(repository, provider, new PlainTokenCipher(), { newId: () => ids.newId(), hash: (id) => ((hashes += 1), ids.hash(id)) }, () => now);
    expect([(await counting.currentWithToken(ID)).ok, hashes]).toEqual([true, 1]);
  });

  it('fails as the current session does', async () => {
    expect(await sessions.currentWithToken(undefined)).toEqual({ ok: false, error: 'none' });
    expect(await sessions.currentWithToken(ID)).toEqual({ ok: false, error: 'none' });
    await repository.create(stored());
    provider.failure = 'unauthorized';
    now = NOW + SESSION_REVERIFY_MS;
    expect(await sessions.currentWithToken(ID)).toEqual({ ok: false, error: 'authentication-expired' });
  });

  it('is none when the token no longer opens (between two re-verifications)', async () => {
    await repository.create(stored({ tokenCiphertext: 'tampered' }));
    expect(await sessions.currentWithToken(ID)).toEqual({ ok: false, error: 'none' });
  });

  it('is none when the session is signed out while it is read', async () => {
    await repository.create(stored());
    const reading = sessions.currentWithToken(ID);
    await sessions.signOut(ID);
    expect(await reading).toEqual({ ok: false, error: 'none' });
  });
});

describe('the wallet token of a session', () => {
  it('is the opened token until the session expires', async () => {
    await repository.create(stored());
    expect(await sessions.walletToken(undefined)).toBeNull();
    now = NOW + SESSION_LIFETIME_MS - 1;
    expect(await sessions.walletToken(ID)).toBe('token-alice');
    now = NOW + SESSION_LIFETIME_MS;
    expect(await sessions.walletToken(ID)).toBeNull();
  });

  it('is null for an unknown session or a token that no longer opens', async () => {
    expect(await sessions.walletToken(ID)).toBeNull();
    await repository.create(stored({ tokenCiphertext: 'tampered' }));
    expect(await sessions.walletToken(ID)).toBeNull();
  });
});

describe('the sessions’ times', () => {
  it('a session lasts 30 days from sign-in, and its token is shown to the wallet again every 10 minutes', async () => {
    const signedIn = await sessions.signIn('token-alice');
    const id = signedIn.ok ? signedIn.value.id : '';
    expect(signedIn.ok && signedIn.value.expiresAt).toBe(NOW + 30 * 24 * 60 * 60 * 1_000);
    now = NOW + 10 * 60 * 1_000 - 1;
    await sessions.current(id);
    expect(provider.requests).toEqual(['token-alice']);
    now = NOW + 10 * 60 * 1_000;
    await sessions.current(id);
    expect(provider.requests).toEqual(['token-alice', 'token-alice']);
  });
});

describe('signing out', () => {
  it('deletes the session; without a cookie, nothing happens', async () => {
    await repository.create(stored());
    await sessions.signOut(undefined);
    expect(repository.stored).toEqual([stored()]);
    await sessions.signOut(ID);
    expect(repository.stored).toEqual([]);
    expect(await sessions.current(ID)).toEqual({ ok: false, error: 'none' });
  });
});
