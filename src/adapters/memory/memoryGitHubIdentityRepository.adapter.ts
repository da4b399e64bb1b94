import type { GitHubIdentityRepository, GitHubLink, GitHubLinkOutcome, PendingGitHubSignIn } from '../../ports/githubIdentityRepository.port';

/** GitHub sign-ins and links in memory, keyed like the database tables (tests). */
export class MemoryGitHubIdentityRepository implements GitHubIdentityRepository {
  readonly pending = new Map<string, PendingGitHubSignIn>();
  readonly links = new Map<string, GitHubLink>();

  savePending(pending: PendingGitHubSignIn, now: number): Promise<void> {
    for (const [hash, kept] of this.pending) if (kept.expiresAt <= now) this.pending.delete(hash);
    this.pending.set(pending.stateHash, pending);
    return Promise.resolve();
  }

  takePending(stateHash: string): Promise<PendingGitHubSignIn | null> {
    const pending = this.pending.get(stateHash) ?? null;
    this.pending.delete(stateHash);
    return Promise.resolve(pending);
  }

  /** Sessions that have ended (their links no longer hold the login), as the sessions table's expiry says. */
  readonly endedSessions = new Set<string>();

  link(link: GitHubLink): Promise<GitHubLinkOutcome> {
    const login = link.login.toLowerCase();
    const account = link.handcashHandle.toLowerCase();
    for (const kept of this.links.values()) {
      const live = !this.endedSessions.has(kept.sessionIdHash);
      if (live && kept.login.toLowerCase() === login && kept.handcashHandle.toLowerCase() !== account) return Promise.resolve('linked-elsewhere');
    }
    this.links.set(link.sessionIdHash, link);
    return Promise.resolve('linked');
  }

  find(sessionIdHash: string): Promise<GitHubLink | null> {
    return Promise.resolve(this.links.get(sessionIdHash) ?? null);
  }

  unlink(sessionIdHash: string): Promise<boolean> {
    return Promise.resolve(this.links.delete(sessionIdHash));
  }
}
