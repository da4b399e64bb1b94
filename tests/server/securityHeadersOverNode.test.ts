import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from '../../src/composition/server/createServerApp';
import { EMBEDDED_SAMPLE_REPOSITORY } from '../../src/adapters/sample/sampleRepository';
import { resolveServerSettings } from '../../src/adapters/config/serverSettings';

const distDir = mkdtempSync(join(tmpdir(), 'workbench-dist-'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(distDir, 'robots.txt'), 'User-agent: *');
const settings = resolveServerSettings({});
if (!settings.ok) throw new Error(settings.error.message);
const app = createServerApp({ settings: settings.value, distDir, sample: EMBEDDED_SAMPLE_REPOSITORY });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
let base = '';

/** The security headers of an answer, by name (the names Hono's secure headers set; values as sent). */
const securityOf = (headers: Headers) =>
  Object.fromEntries(
    [...headers].filter(([name]) => /^(content-security-policy|x-|referrer-policy|cross-origin-|origin-agent-cluster)/.test(name) && name !== 'x-powered-by'),
  );

describe('the security headers over Node', () => {
  beforeAll(async () => {
    if (!server.listening) await new Promise((listening) => server.once('listening', listening));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

  it.each(['/api/config', '/some/app/path', '/robots.txt', '/api/no-such-endpoint'])('are sent once each on %s, as the app answers them in memory', async (path) => {
    const [overNode, inMemory] = await Promise.all([fetch(base + path), app.request(path)]);
    const sent = securityOf(overNode.headers);
    expect({ status: overNode.status, sent }).toEqual({ status: inMemory.status, sent: securityOf(inMemory.headers) });
    expect(Object.keys(sent).length).toBeGreaterThanOrEqual(10);
    expect(sent['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
