import type { GitHubIdentityRepository, GitHubLink, PendingGitHubSignIn } from '../../ports/githubIdentityRepository.port';

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

  link(link: GitHubLink): Promise<void> {
    this.links.set(link.sessionIdHash, link);
    return Promise.resolve();
  }

  find(sessionIdHash: string): Promise<GitHubLink | null> {
    return Promise.resolve(this.links.get(sessionIdHash) ?? null);
  }

  unlink(sessionIdHash: string): Promise<boolean> {
    return Promise.resolve(this.links.delete(sessionIdHash));
  }
}
