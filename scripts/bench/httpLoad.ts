/**
 * A lean HTTP/1.1 load generator for the benchmarks whose answers are large: `connections` keep-alive sockets, each
 * sending the next GET as soon as the last answer's `Content-Length` bytes arrived, the bodies counted and dropped.
 * autocannon (used elsewhere) decodes every body into a JS string, which for a compressed body of 200 KB costs the
 * client more than the server. Run it in a worker (`loadInWorker`) so the server's thread CPU can be read apart.
 */
import { connect, type Socket } from 'node:net';
import { Worker } from 'node:worker_threads';

export interface LoadOptions {
  readonly url: string;
  readonly connections: number;
  readonly durationMs: number;
  readonly headers: Readonly<Record<string, string>>;
}

export interface LoadResult {
  readonly requests: number;
  readonly seconds: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  /** Answers by status. */
  readonly statuses: Readonly<Record<number, number>>;
  readonly bodyBytes: number;
  readonly errors: number;
  /** CPU seconds of the thread that ran the load (the client's share of the machine). */
  readonly cpuSeconds: number;
}

const HEAD_END = Buffer.from('\r\n\r\n');
const percentile = (sorted: Float64Array, p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Runs the load in this thread. */
export async function load({ url, connections, durationMs, headers }: LoadOptions): Promise<LoadResult> {
  const target = new URL(url);
  const lines = [`GET ${target.pathname}${target.search} HTTP/1.1`, `Host: ${target.host}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  const request = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let bodyBytes = 0;
  let errors = 0;
  const started = performance.now();
  const cpu = process.threadCpuUsage();
  const deadline = started + durationMs;
  const run = () =>
    new Promise<void>((done) => {
      const socket: Socket = connect(Number(target.port), target.hostname);
      socket.setNoDelay(true);
      let head: Buffer | null = Buffer.alloc(0);
      let remaining = 0;
      let sentAt = 0;
      const send = () => {
        if (performance.now() >= deadline) {
          socket.end();
          return;
        }
        head = Buffer.alloc(0);
        sentAt = performance.now();
        socket.write(request);
      };
      const finish = () => {
        latencies.push(performance.now() - sentAt);
        send();
      };
      socket.on('connect', send);
      socket.on('data', (chunk: Buffer) => {
        let data = chunk;
        if (head !== null) {
          const joined = head.length === 0 ? data : Buffer.concat([head, data]);
          const end = joined.indexOf(HEAD_END);
          if (end < 0) {
            head = joined;
            return;
          }
          const text = joined.subarray(0, end).toString('latin1');
          const status = Number(text.slice(9, 12));
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (/\r\ntransfer-encoding:\s*chunked/i.test(text)) throw new Error('The load generator needs Content-Length answers.');
          remaining = Number(/\r\ncontent-length:\s*(\d+)/i.exec(text)?.[1] ?? 0);
          head = null;
          data = joined.subarray(end + HEAD_END.length);
        }
        const taken = Math.min(remaining, data.length);
        remaining -= taken;
        bodyBytes += taken;
        if (remaining === 0) finish();
      });
      socket.on('error', () => {
        errors += 1;
      });
      socket.on('close', () => done());
    });
  await Promise.all(Array.from({ length: connections }, run));
  const seconds = (performance.now() - started) / 1000;
  const used = process.threadCpuUsage(cpu);
  const sorted = Float64Array.from(latencies).sort();
  return { requests: latencies.length, seconds, p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99), maxMs: sorted.at(-1) ?? 0, statuses, bodyBytes, errors, cpuSeconds: (used.user + used.system) / 1e6 };
}

/** Runs the load in a worker thread (the caller's thread stays free to serve). */
export function loadInWorker(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./httpLoadWorker.ts', import.meta.url), { workerData: options });
    worker.once('message', (result: LoadResult) => resolve(result));
    worker.once('error', reject);
  });
}
