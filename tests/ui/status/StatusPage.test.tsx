import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryServerStatus } from '../../../src/adapters/memory/memoryServerStatus.adapter';
import { PAGE_TITLES } from '../../../src/ui/app/pageTitles.texts';
import { SAMPLE_SERVER_STATUS } from '../../support/testContainer';
import { guardConsole } from '../hub/guardConsole';
import { openPage } from '../hub/openPage';

guardConsole();

/** The page's overall line (the shell has live regions of its own). */
const overall = () => within(screen.getByRole('heading', { level: 1, name: PAGE_TITLES.status }).closest('section')!).getByRole('status').textContent;

/** A section's facts as [label, value] pairs. */
const factsOf = (name: string) =>
  [...within(screen.getByRole('region', { name })).getAllByRole('term')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('the status page', { timeout: 15_000 }, () => {
  it('shows the database, GitHub and the wallet of a ready server on the embedded default', async () => {
    await openPage('/status', PAGE_TITLES.status);
    expect({
      overall: overall(),
      database: factsOf('Database'),
      github: factsOf('GitHub'),
      wallet: factsOf('Wallet'),
    }).toEqual({
      overall: 'All systems ready · Checked 2026-11-22 12:00 UTC · version 0.1.0',
      database: [
        ['Engine', 'Embedded (PGlite)'],
        ['Reachable', 'Yes'],
        ['Migrations applied', '4'],
        ['Migrations pending', '0'],
      ],
      github: [['Source', 'Sample repository (embedded, offline)']],
      wallet: [
        ['Wallet', 'Sandbox wallet (embedded)'],
        ['Configured', 'Yes'],
        ['Reachable', 'Yes'],
      ],
    });
  });

  it('shows the gateway\'s quota and last webhook, an unreachable database and HandCash, and checks again on request', async () => {
    const reader = new MemoryServerStatus({
      ...SAMPLE_SERVER_STATUS,
      ready: false,
      database: { engine: 'postgres', reachable: false, migrationsApplied: null, migrationsPending: null },
      github: { mode: 'gateway', quotaRemaining: 4_321, rateLimitedUntil: null, lastWebhookAt: Date.UTC(2026, 10, 22, 11, 58) },
      wallet: { mode: 'handcash', configured: true, reachable: false },
    });
    await openPage('/status', PAGE_TITLES.status, { serverStatus: reader });
    const shown = { overall: overall(), database: factsOf('Database'), github: factsOf('GitHub'), wallet: factsOf('Wallet') };
    reader.failure = 'unreachable';
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect({ shown, reads: reader.reads, alert: screen.getByRole('alert').textContent, stillShown: overall() }).toEqual({
      shown: {
        overall: 'Not ready: the database needs attention · Checked 2026-11-22 12:00 UTC · version 0.1.0',
        database: [
          ['Engine', 'PostgreSQL'],
          ['Reachable', 'No'],
          ['Migrations applied', 'Unknown'],
          ['Migrations pending', 'Unknown'],
        ],
        github: [
          ['Source', 'GitHub, through the server gateway'],
          ['Quota left', '4321 requests'],
          ['Rate limited until', 'Not limited'],
          ['Last webhook', '2026-11-22 11:58 UTC'],
        ],
        wallet: [
          ['Wallet', 'HandCash'],
          ['Configured', 'Yes'],
          ['Reachable', 'No'],
        ],
      },
      reads: 2,
      alert: 'The server could not be reached. Check your connection and try again.',
      stillShown: 'Not ready: the database needs attention · Checked 2026-11-22 12:00 UTC · version 0.1.0',
    });
  });
});
