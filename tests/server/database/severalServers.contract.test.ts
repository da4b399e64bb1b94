import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgChangeSignals } from '../../../src/adapters/database/pgChangeSignals';
import { PgJobLeadership } from '../../../src/adapters/database/pgJobLeadership';
import { SqlContractHistory } from '../../../src/adapters/database/sqlContractHistory';
import { SqlWriteCounter } from '../../../src/adapters/database/sqlWriteCounter';
import type { ChangeSignal } from '../../../src/ports/changeSignals.port';
import { bothDatabases, postgresDatabase } from '../../support/databases';

const waitFor = async (check: () => boolean, ms = 3_000) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
  return check();
};

describe.each(bothDatabases())('what several servers share, on $name', { timeout: 30_000 }, (database) => {
  beforeAll(() => database.open(), 120_000);
  afterAll(() => database.close());

  it('counts a client’s writes in fixed windows, every counter together', async () => {
    const connection = await database.open();
    const [one, two] = [new SqlWriteCounter(connection.db, 60_000), new SqlWriteCounter(connection.db, 60_000)];
    const counts = [await one.add('10.0.0.1', 120_000), await two.add('10.0.0.1', 130_000), await one.add('10.0.0.2', 130_000), await two.add('10.0.0.1', 180_000)];
    expect(counts).toEqual([
      { count: 1, windowEndsAt: 180_000 },
      { count: 2, windowEndsAt: 180_000 },
      { count: 1, windowEndsAt: 180_000 },
      { count: 1, windowEndsAt: 240_000 },
    ]);
  });

  it('keeps an event with a key once, however many servers record it', async () => {
    const connection = await database.open();
    const history = new SqlContractHistory(connection.db);
    const event = { issueNumber: 41, kind: 'pull-request-opened' as const, actor: 'octo', at: 1, detail: { pullRequest: 9 } };
    const kept = await Promise.all([history.record(event, 'github:pull-request-opened:41:9'), history.record(event, 'github:pull-request-opened:41:9'), history.record(event), history.record(event)]);
    expect([kept.filter(Boolean).length, (await history.of(41)).length]).toEqual([3, 3]);
  });

  it('tells every listener of a change signal, the sender too, at once and once', async () => {
    const connection = await database.open();
    const heard: ChangeSignal[] = [];
    const stop = connection.signals.listen((signal) => heard.push(signal));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await connection.signals.send('sessions', 'abc');
    const atOnce = heard.filter((signal) => signal.topic === 'sessions').length;
    // Its echo through the database, if any, would have come by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop();
    expect([atOnce, heard.filter((signal) => signal.topic === 'sessions')]).toEqual([1, [{ topic: 'sessions', key: 'abc', fromHere: true }]]);
  });
});

describe('PostgreSQL between servers', { timeout: 30_000 }, () => {
  const database = postgresDatabase();
  beforeAll(() => database.open(), 120_000);
  afterAll(() => database.close());

  it('carries signals from one server to another, and listens again after losing its connection', async () => {
    const connection = await database.open();
    const notify = (channel: string, payload: string) => connection.db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
    const [sender, receiver] = [new PgChangeSignals(database.url()!, notify, 50), new PgChangeSignals(database.url()!, notify, 50)];
    const heard: string[] = [];
    receiver.listen(({ topic, key, fromHere }) => heard.push(`${topic}:${key ?? ''}${fromHere ? ' (here)' : ''}`));
    await receiver.ready();
    await sender.send('claims');
    await waitFor(() => heard.includes('claims:'));
    await connection.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN workbench_changes'`);
    // Lost: the receiver connects again and starts every cache again (`everything`), then hears what comes.
    await waitFor(() => heard.filter((entry) => entry === 'everything:').length === 2);
    await sender.send('sessions', 'k');
    await waitFor(() => heard.includes('sessions:k'));
    await Promise.all([sender.close(), receiver.close()]);
    expect(heard).toEqual(['everything:', 'claims:', 'everything:', 'sessions:k']);
  });

  it('lets one server lead the jobs at a time, and another once it stopped', async () => {
    await database.open();
    const servers = [new PgJobLeadership(database.url()!), new PgJobLeadership(database.url()!), new PgJobLeadership(database.url()!)];
    const first = await Promise.all(servers.map((server) => server.leads()));
    const again = await Promise.all(servers.map((server) => server.leads()));
    const leader = first.indexOf(true);
    await servers[leader]!.close();
    const after = await Promise.all(servers.filter((_, index) => index !== leader).map((server) => server.leads()));
    await Promise.all(servers.map((server) => server.close()));
    expect([first.filter(Boolean).length, again, after.filter(Boolean).length]).toEqual([1, first, 1]);
  });
});
