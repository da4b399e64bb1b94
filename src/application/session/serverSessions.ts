import type { Profile } from '../../domain/session/session';
import { isPlaceholderHandle } from '../../domain/session/sessionValidity';
import { HANDCASH_HANDLE_RULE, isHandCashHandle } from '../../domain/shared/handCashHandle';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ProfileProvider, ProfileProviderError } from '../../ports/profileProvider.port';
import type { SessionRepository, StoredSession } from '../../ports/sessionRepository.port';
import type { SessionIds } from '../../ports/sessionIds.port';
import type { TokenCipher } from '../../ports/tokenCipher.port';

/** How long a session lasts from sign-in. HandCash tokens carry no expiry of their own. */
export const SESSION_LIFETIME_MS = 30 * 24 * 3_600_000;
/** How often, at most, a used session's token is shown to the wallet again (a refused token ends the session). */
export const SESSION_REVERIFY_MS = 10 * 60_000;

/**
 * Why no session was made: the wallet's refusal, a placeholder user (never a session), or a handle that is not a
 * HandCash handle (what posters, sellers and senders are stored as is the session's handle).
 */
export type SignInError = ProfileProviderError | 'placeholder' | typeof HANDCASH_HANDLE_RULE;
/** Why a cookie names no signed-in person: none (unknown, expired) or the wallet refused the token (401). */
export type CurrentSessionError = 'none' | 'authentication-expired';

export interface NewSession {
  /** The cookie value: 256 random bits, base64url. */
  readonly id: string;
  readonly profile: Profile;
  readonly expiresAt: number;
}

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * The server's sessions (backend for frontend): made from a wallet auth token once, kept in the database
 * with the token encrypted, found again by the cookie's id. State lives in the database only, so any server
 * process on it answers the same.
 */
export class ServerSessions {
  constructor(
    private readonly repository: SessionRepository,
    private readonly provider: ProfileProvider | null,
    private readonly cipher: TokenCipher,
    private readonly ids: SessionIds,
    /** Milliseconds since the epoch (the composition root passes the system clock). */
    private readonly now: () => number,
  ) {}

  /** Asks the wallet who holds `authToken` and opens a session for them. No provider: `upstream`. */
  async signIn(authToken: string): Promise<Result<NewSession, SignInError>> {
    if (this.provider === null) return err('upstream');
    const profile = await this.provider.getProfile(authToken);
    if (!profile.ok) return profile;
    if (isPlaceholderHandle(profile.value.handle)) return err('placeholder');
    if (!isHandCashHandle(profile.value.handle)) return err(HANDCASH_HANDLE_RULE);
    const id = this.ids.newId();
    const now = this.now();
    const expiresAt = now + SESSION_LIFETIME_MS;
    await this.repository.create({
      idHash: this.ids.hash(id),
      profile: profile.value,
      tokenCiphertext: this.cipher.encrypt(authToken),
      createdAt: now,
      verifiedAt: now,
      expiresAt,
    });
    return ok({ id, profile: profile.value, expiresAt });
  }

  /**
   * The profile signed in under cookie `id`. An unknown or expired session is `none` (an expired one is
   * deleted). Every `SESSION_REVERIFY_MS` the token is shown to the wallet again: a refusal deletes the
   * session (`authentication-expired`); a wallet that is down does not end it.
   */
  async current(id: string | undefined): Promise<Result<Profile, CurrentSessionError>> {
    const found = await this.currentSession(id);
    return found.ok ? ok(found.value.profile) : found;
  }

  /** `current`, with the session as read (its `idHash` the cookie's hash, made once). */
  private async currentSession(id: string | undefined): Promise<Result<StoredSession, CurrentSessionError>> {
    if (id === undefined || !SESSION_ID.test(id)) return err('none');
    const idHash = this.ids.hash(id);
    const session = await this.repository.find(idHash);
    const now = this.now();
    if (session === null) return err('none');
    if (now >= session.expiresAt) {
      await this.repository.delete(idHash);
      return err('none');
    }
    if (this.provider === null || now - session.verifiedAt < SESSION_REVERIFY_MS) return ok(session);
    const token = this.cipher.decrypt(session.tokenCiphertext);
    const answer = token === null ? err<ProfileProviderError>('unauthorized') : await this.provider.getProfile(token);
    if (!answer.ok && (answer.error === 'unauthorized' || answer.error === 'invalid-token')) {
      await this.repository.delete(idHash);
      return err('authentication-expired');
    }
    if (answer.ok) await this.repository.markVerified(idHash, now);
    return ok(session);
  }

  /**
   * The signed-in profile with the session's wallet auth token (decrypted), for calls the server makes to the
   * wallet on the person's behalf (their items), and the token as the session keeps it (sealed by this cipher), so
   * what keeps it again need not seal it again. Fails as `current` does; a token that no longer decrypts is `none`.
   */
  async currentWithToken(id: string | undefined): Promise<Result<{ profile: Profile; authToken: string; sealedToken: string }, CurrentSessionError>> {
    const current = await this.currentSession(id);
    if (!current.ok) return current;
    // Read again after the checks (a sign-out meanwhile is none), by the hash made once.
    const session = await this.repository.find(current.value.idHash);
    const authToken = session === null ? null : this.cipher.decrypt(session.tokenCiphertext);
    return session === null || authToken === null ? err('none') : ok({ profile: current.value.profile, authToken, sealedToken: session.tokenCiphertext });
  }

  /** The wallet auth token of the session under cookie `id` (to pay from its holder's wallet), or null. */
  async walletToken(id: string | undefined): Promise<string | null> {
    if (id === undefined || !SESSION_ID.test(id)) return null;
    const session = await this.repository.find(this.ids.hash(id));
    return session === null || this.now() >= session.expiresAt ? null : this.cipher.decrypt(session.tokenCiphertext);
  }

  /**
   * Opens a second session for the person of session `id`, under `twinId`, until `expiresAt`: the same profile and
   * the same sealed wallet token (a personal API token acts through it). False when `id` names no live session.
   */
  async openTwin(id: string | undefined, twinId: string, expiresAt: number): Promise<boolean> {
    if (id === undefined || !SESSION_ID.test(id)) return false;
    const session = await this.repository.find(this.ids.hash(id));
    const now = this.now();
    if (session === null || now >= session.expiresAt) return false;
    await this.repository.create({ ...session, idHash: this.ids.hash(twinId), createdAt: now, expiresAt });
    return true;
  }

  /** Ends the session stored under `idHash` (a revoked token's), if any. */
  async signOutHashed(idHash: string): Promise<void> {
    await this.repository.delete(idHash);
  }

  /** Ends the session under cookie `id`, if any. */
  async signOut(id: string | undefined): Promise<void> {
    if (id !== undefined && SESSION_ID.test(id)) await this.repository.delete(this.ids.hash(id));
  }
}
