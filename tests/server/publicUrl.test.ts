import { describe, expect, it } from 'vitest';
import { resolveServerSettings } from '../../src/adapters/config/serverSettings';
import { problemBody } from './problem';
import { serverFor } from './serverFixture';

const PUBLIC = 'https://workbench.example.com';
const request = (app: ReturnType<typeof serverFor>, path: string, headers: Record<string, string>, method = 'GET') =>
  app.request(`http://internal:4173${path}`, {
    method,
    headers: method === 'GET' ? headers : { 'Content-Type': 'application/json', ...headers },
    body: method === 'GET' ? undefined : JSON.stringify({ authToken: 'a'.repeat(64) }),
  });

describe('PUBLIC_URL', () => {
  it('answers only requests naming its host (421 wrong-host otherwise); probes answer on any host', async () => {
    const app = serverFor({ PUBLIC_URL: PUBLIC });
    const right = await request(app, '/api/config', { Host: 'workbench.example.com' });
    const rebound = await request(app, '/api/config', { Host: 'attacker.example' });
    const probe = await request(app, '/api/health', { Host: '10.0.0.5:4173' });
    expect([right.status, rebound.status, await rebound.json(), probe.status === 421]).toEqual([200, 421, problemBody(421, 'wrong-host'), false]);
  });

  it('takes writes only from its own origin, even when the request names another host consistently', async () => {
    const app = serverFor({ PUBLIC_URL: PUBLIC });
    const own = await request(app, '/api/handcash-profile', { Host: 'workbench.example.com', Origin: PUBLIC }, 'POST');
    const other = await request(app, '/api/handcash-profile', { Host: 'workbench.example.com', Origin: 'http://workbench.example.com' }, 'POST');
    expect([own.status === 403, other.status]).toEqual([false, 403]);
  });

  it('leaves every host and origin alone when unset, and refuses a value that is no origin', () => {
    const checked = ['https://a.example', 'https://a.example/', 'https://a.example/app', 'workbench.example.com'].map((PUBLIC_URL) => {
      const settings = resolveServerSettings({ PUBLIC_URL });
      return settings.ok ? settings.value.publicOrigin : settings.error.variable;
    });
    const unset = resolveServerSettings({});
    expect([checked, unset.ok && unset.value.publicOrigin]).toEqual([['https://a.example', 'https://a.example', 'PUBLIC_URL', 'PUBLIC_URL'], null]);
  });
});
