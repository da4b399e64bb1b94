import { describe, expect, it } from 'vitest';
import { WorkerCodeRunner } from '../../../src/adapters/worker/workerCodeRunner.adapter';
import type { RunEvent } from '../../../src/domain/editor/runEvent';

/** A worker that records what the page sends and whether it was ended; the test plays its messages. */
class FakeWorker extends EventTarget {
  readonly received: unknown[] = [];
  terminated = false;
  postMessage(message: unknown): void {
    this.received.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  say(data: unknown): void {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  fail(message: string): void {
    this.dispatchEvent(Object.assign(new Event('error', { cancelable: true }), { message }));
  }
}

function setUp() {
  const workers: FakeWorker[] = [];
  const runner = new WorkerCodeRunner(() => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker as unknown as Worker;
  });
  return { runner, workers };
}

describe('the worker code runner', () => {
  it('sends the entry with its draft among the workspace files, and passes on the events until the ending', () => {
    const { runner, workers } = setUp();
    const events: RunEvent[] = [];
    let completed = false;
    const files = [{ path: 'src/index.js', content: 'saved' }, { path: 'src/wallet.js', content: 'export {}' }];
    runner.run({ path: 'src/index.js', language: 'javascript', source: 'draft', files }).subscribe({ next: (event) => events.push(event), complete: () => (completed = true) });
    const worker = workers[0]!;
    for (const data of [{ kind: 'started' }, 'the user’s own postMessage', { kind: 'output', level: 'warn', text: 'careful' }, { kind: 'output', level: 'shout', text: 'x' }, { kind: 'failed', message: 'Error: no', line: 0 }, { kind: 'finished' }]) worker.say(data);
    expect({ sent: worker.received, events, completed, terminated: worker.terminated }).toEqual({
      sent: [{ kind: 'run', entry: 'src/index.js', language: 'javascript', files: [{ path: 'src/index.js', content: 'draft' }, files[1]] }],
      events: [{ kind: 'started' }, { kind: 'output', level: 'warn', text: 'careful' }, { kind: 'failed', message: 'Error: no', line: null }],
      completed: true,
      terminated: true,
    });
  });

  it('adds an entry the workspace does not hold, ends the worker on unsubscribe, and reports a worker that cannot start', () => {
    const { runner, workers } = setUp();
    const stopped = runner.run({ path: 'new.ts', language: 'typescript', source: 'let a: number = 1;', files: [] }).subscribe();
    stopped.unsubscribe();
    const events: RunEvent[] = [];
    runner.evaluate('1 + 1').subscribe((event) => events.push(event));
    workers[1]!.fail('Uncaught SyntaxError: bad chunk');
    expect({ first: workers[0]!.received, stopped: workers[0]!.terminated, second: workers[1]!.received, events }).toEqual({
      first: [{ kind: 'run', entry: 'new.ts', language: 'typescript', files: [{ path: 'new.ts', content: 'let a: number = 1;' }] }],
      stopped: true,
      second: [{ kind: 'evaluate', expression: '1 + 1' }],
      events: [{ kind: 'failed', message: 'SyntaxError: bad chunk', line: null }],
    });
  });
});
