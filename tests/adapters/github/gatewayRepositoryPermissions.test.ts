import { describe, expect, it } from 'vitest';
import { GatewayRepositoryPermissions } from '../../../src/adapters/github/gatewayRepositoryPermissions.adapter';
import type { GatewayResult } from '../../../src/adapters/github/githubGateway';

const answered = (body: unknown): GatewayResult => ({ answer: { url: 'u', body: JSON.stringify(body), etag: null, hasNext: false, checkedAt: 0 }, fault: null });

describe('GitHub’s collaborator permission through the gateway', () => {
  it('asks the permission URL afresh, as an object, and reads write/maintain/admin as write access; a fault is never access', async () => {
    const asked: string[] = [];
    const accessFor = async (result: GatewayResult) =>
      new GatewayRepositoryPermissions({
        permissionUrl: (repo, login) => `https://api.github.com/repos/${repo}/collaborators/${login}/permission`,
        revalidate: (url, shape) => {
          asked.push(`${url} ${shape?.({}) === true ? 'object' : 'list'}`);
          return Promise.resolve(result);
        },
      }).accessOf('acme/tools', 'mia');
    const accesses = [
      await accessFor(answered({ permission: 'admin', role_name: 'admin' })),
      await accessFor(answered({ permission: 'write', role_name: 'maintain' })),
      await accessFor(answered({ permission: 'read', role_name: 'triage' })),
      await accessFor({ answer: null, fault: { kind: 'http-status', status: 404 } }),
      await accessFor({ answer: answered({ permission: 'admin' }).answer, fault: { kind: 'rate-limited', retryAt: 1 } }),
      await accessFor({ answer: null, fault: { kind: 'timeout', afterMs: 10 } }),
    ];
    expect(accesses).toEqual(['write', 'write', 'read-only', 'not-found', 'unavailable', 'unavailable']);
    expect(asked[0]).toBe('https://api.github.com/repos/acme/tools/collaborators/mia/permission object');
  });
});
