import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../../../src/adapters/browser/parseRuntimeConfig';
import { resolveServerSettings } from '../../../src/adapters/config/serverSettings';
import { SANDBOX_ESCROW_ACCOUNT, sandboxToken } from '../../../src/adapters/sandboxWallet/sandboxAccounts';

describe('resolveServerSettings', () => {
  it('runs the embedded default when neither GITHUB_REPO nor HANDCASH_APP_ID is set', () => {
    const result = resolveServerSettings({});
    expect(result).toEqual({
      ok: true,
      value: {
        port: 4173,
        browser: {
          mode: 'embedded',
          editorEnabled: true,
          github: { apiUrl: '/sample-github', repo: 'bitcoin-apps-suite/bitcoin-code', webUrl: 'https://github.com/bitcoin-apps-suite/bitcoin-code', gateway: false, maxPages: 10 },
          handcash: { appId: 'sandbox-app', connectUrl: '/sandbox-wallet/connect', authorizeUrl: '/sandbox-wallet/authorize', sandbox: true },
          payments: { maintainers: ['sandbox_alice'], bsvPerBapp: null, explorerTxUrl: 'https://whatsonchain.com/tx/{txid}' },
          exchange: { usdPerBsv: null },
        },
        connectOrigins: [],
        handcashSecret: null,
        handcashConnectUrl: 'https://cloud.handcash.io',
        databaseUrl: null,
        dataDir: './data',
        sessionSecret: null,
        writeRateLimit: 120,
        mintDailyLimit: 20,
        trustedProxies: [],
        githubGateway: null,
        handcashMinter: null,
        claimTimers: { dayMs: 86_400_000, reminderLeadMs: 86_400_000 },
        operations: { metricsToken: null, logLevel: 'info' },
        broadcast: null,
        exchangeFeeHandle: 'sandbox_platform',
        offerHourMs: 3_600_000,
        publicOrigin: null,
        githubSignIn: { kind: 'sandbox' },
        devchain: { satsPerKilobyte: 1, autoMineSeconds: null },
        bountyLabel: 'bounty',
        escrow: { handle: 'sandbox_escrow', authToken: sandboxToken(SANDBOX_ESCROW_ACCOUNT) },
      },
    });
  });

  it('serves the devchain on the embedded default, not in live mode unless DEVCHAIN=on, and refuses malformed settings', () => {
    const devchainOf = (env: Record<string, string>) => {
      const result = resolveServerSettings(env);
      return result.ok ? result.value.devchain : result.error;
    };
    expect(devchainOf({ GITHUB_REPO: 'o/r' })).toBeNull();
    expect(devchainOf({ GITHUB_REPO: 'o/r', DEVCHAIN: 'on', DEVCHAIN_FEE_SATS_PER_KB: '50', DEVCHAIN_AUTOMINE_SECONDS: '10' })).toEqual({ satsPerKilobyte: 50, autoMineSeconds: 10 });
    expect(devchainOf({ DEVCHAIN: 'off' })).toBeNull();
    expect(devchainOf({ DEVCHAIN: 'maybe' })).toEqual({ variable: 'DEVCHAIN', message: 'must be on or off' });
    expect(devchainOf({ DEVCHAIN_FEE_SATS_PER_KB: '-1' })).toMatchObject({ variable: 'DEVCHAIN_FEE_SATS_PER_KB' });
    expect(devchainOf({ DEVCHAIN_AUTOMINE_SECONDS: '0' })).toMatchObject({ variable: 'DEVCHAIN_AUTOMINE_SECONDS' });
  });

  it('talks to the real services when configured, and never hands the secret to the browser', () => {
    const result = resolveServerSettings({
      PORT: '8080',
      GITHUB_REPO: 'owner/name',
      GITHUB_API_URL: 'https://ghe.example.com/api/v3/',
      HANDCASH_APP_ID: 'app-1',
      HANDCASH_APP_SECRET: 'top-secret',
      EDITOR_ENABLED: 'false',
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.port).toBe(8080);
    expect(result.value.browser).toEqual({
      mode: 'live',
      editorEnabled: false,
      github: { apiUrl: 'https://ghe.example.com/api/v3', repo: 'owner/name', webUrl: 'https://github.com/owner/name', gateway: false, maxPages: 10 },
      handcash: { appId: 'app-1', connectUrl: 'https://cloud.handcash.io', authorizeUrl: 'https://app.handcash.io/#/authorizeApp', sandbox: false },
      payments: { maintainers: [], bsvPerBapp: null, explorerTxUrl: 'https://whatsonchain.com/tx/{txid}' },
      exchange: { usdPerBsv: null },
    });
    expect(result.value.connectOrigins).toEqual(['https://ghe.example.com', 'https://cloud.handcash.io']);
    expect(JSON.stringify(result.value.browser)).not.toContain('top-secret');
    expect(result.value.handcashSecret).toBe('top-secret');
  });

  it('routes GitHub through the server gateway when GITHUB_TOKEN is set in live mode, keeping the token on the server', () => {
    const result = resolveServerSettings({ GITHUB_REPO: 'owner/name', GITHUB_TOKEN: 'ghp_secret', GITHUB_WEBHOOK_SECRET: 'hook', GITHUB_MAX_PAGES: '3' });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.browser.github).toEqual({ apiUrl: '/api/github', repo: 'owner/name', webUrl: 'https://github.com/owner/name', gateway: true, maxPages: 3 });
    expect(result.value.githubGateway).toEqual({ apiUrl: 'https://api.github.com', repo: 'owner/name', token: 'ghp_secret', webhookSecret: 'hook', maxPages: 3 });
    expect(result.value.connectOrigins).toEqual(['https://cloud.handcash.io']);
    expect(JSON.stringify(result.value.browser)).not.toContain('ghp_secret');
  });

  it('blocks login in live mode when no app id is configured', () => {
    const result = resolveServerSettings({ GITHUB_REPO: 'owner/name' });
    expect(result.ok && result.value.browser.handcash).toEqual({
      appId: null, connectUrl: 'https://cloud.handcash.io', authorizeUrl: 'https://app.handcash.io/#/authorizeApp', sandbox: false,
    });
  });

  it('names the malformed variable', () => {
    const failures = [
      { PORT: 'eighty' }, { EDITOR_ENABLED: 'maybe' }, { GITHUB_REPO: 'no-slash' }, { GITHUB_API_URL: 'ftp://x' },
      { HANDCASH_AUTHORIZE_URL: 'javascript:alert(1)' }, { GITHUB_MAX_PAGES: '0' },
    ].map((env) => {
      const result = resolveServerSettings(env);
      return result.ok ? 'accepted' : result.error.variable;
    });
    expect(failures).toEqual(['PORT', 'EDITOR_ENABLED', 'GITHUB_REPO', 'GITHUB_API_URL', 'HANDCASH_AUTHORIZE_URL', 'GITHUB_MAX_PAGES']);
  });

  it('produces a browser configuration that the browser accepts', () => {
    const result = resolveServerSettings({ GITHUB_REPO: 'a/b', HANDCASH_APP_ID: 'x' });
    if (!result.ok) throw new Error('refused');
    expect(parseRuntimeConfig(JSON.parse(JSON.stringify(result.value.browser)))).toEqual({ ok: true, value: result.value.browser });
  });
});

describe('parseRuntimeConfig', () => {
  it('refuses a malformed configuration and names the field', () => {
    const cases = [null, [], { mode: 'other' }, { mode: 'live', editorEnabled: 'yes' }, { mode: 'live', editorEnabled: true, github: { apiUrl: 'x', repo: 'bad', webUrl: 'y' } }];
    expect(cases.map((value) => { const r = parseRuntimeConfig(value); return r.ok ? 'ok' : r.error.field; })).toEqual([
      '(root)', '(root)', 'mode', 'editorEnabled', 'github.repo',
    ]);
  });

  it('reads the database settings: DATABASE_URL needs a SESSION_SECRET of 32 characters or more', () => {
    const secret = 'k'.repeat(32);
    const failures = [
      resolveServerSettings({ DATABASE_URL: 'mysql://x' }),
      resolveServerSettings({ DATABASE_URL: 'postgres://db/app' }),
      resolveServerSettings({ SESSION_SECRET: 'short' }),
      resolveServerSettings({ WRITE_RATE_LIMIT: '-1' }),
    ].map((result) => !result.ok && result.error.variable);
    const good = resolveServerSettings({ DATABASE_URL: 'postgres://db/app', SESSION_SECRET: secret, DATA_DIR: '/var/lib/wb', WRITE_RATE_LIMIT: '0' });
    expect([failures, good.ok && [good.value.databaseUrl, good.value.sessionSecret, good.value.dataDir, good.value.writeRateLimit]]).toEqual([
      ['DATABASE_URL', 'SESSION_SECRET', 'SESSION_SECRET', 'WRITE_RATE_LIMIT'],
      ['postgres://db/app', secret, '/var/lib/wb', 0],
    ]);
  });
});

describe('the daily mint limit', () => {
  it('is 20 by default, any whole number of 0 or more (0: off), and refuses anything else naming MINT_DAILY_LIMIT', () => {
    const limits = [undefined, '0', '5'].map((text) => {
      const settings = resolveServerSettings(text === undefined ? {} : { MINT_DAILY_LIMIT: text });
      return settings.ok && settings.value.mintDailyLimit;
    });
    const refused = ['-1', '2.5', 'many'].map((text) => {
      const settings = resolveServerSettings({ MINT_DAILY_LIMIT: text });
      return !settings.ok && settings.error.variable;
    });
    expect({ limits, refused }).toEqual({ limits: [20, 0, 5], refused: ['MINT_DAILY_LIMIT', 'MINT_DAILY_LIMIT', 'MINT_DAILY_LIMIT'] });
  });
});

describe('the claim timers’ settings', () => {
  it('read a claim day and the reminder’s lead in whole seconds, and name a malformed variable', () => {
    const settingsOf = (env: Record<string, string>) => {
      const resolved = resolveServerSettings(env);
      return resolved.ok ? resolved.value.claimTimers : resolved.error.variable;
    };
    expect([
      settingsOf({ CLAIM_DAY_SECONDS: '5', CLAIM_REMINDER_LEAD_SECONDS: '2' }),
      settingsOf({ CLAIM_DAY_SECONDS: '1.5' }),
      settingsOf({ CLAIM_REMINDER_LEAD_SECONDS: '0' }),
    ]).toEqual([{ dayMs: 5_000, reminderLeadMs: 2_000 }, 'CLAIM_DAY_SECONDS', 'CLAIM_REMINDER_LEAD_SECONDS']);
  });

  it('read an offer’s hour in whole seconds (an hour when unset), and name a malformed one', () => {
    const hourOf = (env: Record<string, string>) => {
      const resolved = resolveServerSettings(env);
      return resolved.ok ? resolved.value.offerHourMs : resolved.error.variable;
    };
    expect([hourOf({}), hourOf({ OFFER_HOUR_SECONDS: ' 10 ' }), hourOf({ OFFER_HOUR_SECONDS: '0' }), hourOf({ OFFER_HOUR_SECONDS: '1.5' }), hourOf({ OFFER_HOUR_SECONDS: '3601' })]).toEqual([
      3_600_000,
      10_000,
      'OFFER_HOUR_SECONDS',
      'OFFER_HOUR_SECONDS',
      'OFFER_HOUR_SECONDS',
    ]);
  });

  it('read the bounty label, trimmed, `bounty` when unset or blank, and name one longer than GitHub allows', () => {
    const labelOf = (env: Record<string, string>) => {
      const resolved = resolveServerSettings(env);
      return resolved.ok ? resolved.value.bountyLabel : resolved.error.variable;
    };
    expect([labelOf({}), labelOf({ BOUNTY_LABEL: '  ' }), labelOf({ BOUNTY_LABEL: ' Paid bounty ' }), labelOf({ BOUNTY_LABEL: 'x'.repeat(51) })]).toEqual([
      'bounty',
      'bounty',
      'Paid bounty',
      'BOUNTY_LABEL',
    ]);
  });
});

describe('the logs’ and metrics’ settings', () => {
  it('read METRICS_TOKEN and LOG_LEVEL, and name a malformed one (a short or spaced token, an unknown level)', () => {
    const settingsOf = (env: Record<string, string>) => {
      const resolved = resolveServerSettings(env);
      return resolved.ok ? resolved.value.operations : resolved.error.variable;
    };
    expect([
      settingsOf({ METRICS_TOKEN: ' scrape-token-0123456789 ', LOG_LEVEL: 'WARN' }),
      settingsOf({ METRICS_TOKEN: 'short' }),
      settingsOf({ METRICS_TOKEN: 'with a space in the token' }),
      settingsOf({ LOG_LEVEL: 'verbose' }),
    ]).toEqual([{ metricsToken: 'scrape-token-0123456789', logLevel: 'warn' }, 'METRICS_TOKEN', 'METRICS_TOKEN', 'LOG_LEVEL']);
  });
});

describe('the exchange fee receiver', () => {
  it('is the sandbox handle on the embedded default, the configured handle otherwise, and none live without one', () => {
    const fee = (env: Record<string, string>) => {
      const settings = resolveServerSettings(env);
      return settings.ok ? settings.value.exchangeFeeHandle : settings.error;
    };
    expect(fee({})).toBe('sandbox_platform');
    expect(fee({ HANDCASH_APP_ID: 'app' })).toBeNull();
    expect(fee({ HANDCASH_APP_ID: 'app', EXCHANGE_FEE_HANDLE: '$platform' })).toBe('platform');
    expect(fee({ EXCHANGE_FEE_HANDLE: 'no spaces' })).toEqual({ variable: 'EXCHANGE_FEE_HANDLE', message: 'must be a HandCash handle (letters, digits, _ . -)' });
  });
});

describe('the exchange’s dollar rate', () => {
  it('is none unless BSV_USD_RATE is set, and refuses a rate that is not a positive decimal', () => {
    const rate = (env: Record<string, string>) => {
      const settings = resolveServerSettings(env);
      return settings.ok ? settings.value.browser.exchange : settings.error.variable;
    };
    expect([rate({}), rate({ BSV_USD_RATE: ' ' }), rate({ BSV_USD_RATE: '52.10' }), rate({ BSV_USD_RATE: '0' }), rate({ BSV_USD_RATE: '-3' }), rate({ BSV_USD_RATE: '1e3' })]).toEqual([
      { usdPerBsv: null },
      { usdPerBsv: null },
      { usdPerBsv: 52.1 },
      'BSV_USD_RATE',
      'BSV_USD_RATE',
      'BSV_USD_RATE',
    ]);
  });
});

describe('the trusted proxies', () => {
  it('read comma-separated addresses and CIDR ranges, none by default, and name a bad entry at start-up', () => {
    const proxiesOf = (TRUSTED_PROXIES?: string) => {
      const resolved = resolveServerSettings({ TRUSTED_PROXIES });
      return resolved.ok ? resolved.value.trustedProxies.map((range) => `${range.address.text}/${range.prefix}`) : resolved.error;
    };
    expect([proxiesOf(undefined), proxiesOf(' '), proxiesOf('127.0.0.1, 10.0.0.0/8,fd00::/8, ::ffff:192.168.0.0/112'), proxiesOf('10.0.0.0/8, proxy.local'), proxiesOf('10.0.0.0/40')]).toEqual([
      [],
      [],
      ['127.0.0.1/32', '10.0.0.0/8', 'fd00::/8', '192.168.0.0/16'],
      { variable: 'TRUSTED_PROXIES', message: 'has "proxy.local", which is not an IP address or a CIDR range (e.g. 10.0.0.0/8, fd00::/8)' },
      { variable: 'TRUSTED_PROXIES', message: 'has "10.0.0.0/40", which is not an IP address or a CIDR range (e.g. 10.0.0.0/8, fd00::/8)' },
    ]);
  });
});
