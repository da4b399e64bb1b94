import * as v from 'valibot';
import { mayConnect } from '../../domain/repositories/repositoryAccess';
import type { RepositoryAccess, RepositoryPermissions } from '../../ports/repositories/repositoryPermissions.port';
import type { GitHubGateway } from './githubGateway';

const PermissionAnswer = v.object({ permission: v.nullish(v.string()), role_name: v.nullish(v.string()) });

const isPermissionAnswer = (json: unknown): boolean => v.is(PermissionAnswer, json);

/**
 * GitHub's collaborator-permission API through the server's one gateway (its token, quota, ETags and rate-limit
 * stop): asked afresh at each connection (a 304 costs no quota), never answered from an older reading. 404 is
 * `not-found`; any other failure `unavailable`, never access.
 */
export class GatewayRepositoryPermissions implements RepositoryPermissions {
  constructor(private readonly gateway: Pick<GitHubGateway, 'permissionUrl' | 'revalidate'>) {}

  async accessOf(fullName: string, login: string): Promise<RepositoryAccess> {
    const { answer, fault } = await this.gateway.revalidate(this.gateway.permissionUrl(fullName, login), isPermissionAnswer);
    if (fault !== null) return fault.kind === 'http-status' && fault.status === 404 ? 'not-found' : 'unavailable';
    if (answer === null) return 'unavailable';
    const parsed = v.safeParse(PermissionAnswer, JSON.parse(answer.body));
    if (!parsed.success) return 'unavailable';
    return mayConnect(parsed.output.permission ?? null, parsed.output.role_name ?? null) ? 'write' : 'read-only';
  }
}
