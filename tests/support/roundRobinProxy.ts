import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A load balancer for tests: each request goes to the next of `targets` in turn. */
export interface RoundRobinProxy {
  /** `http://127.0.0.1:<port>`: where clients send their requests. */
  readonly url: string;
  /** How many requests each target received, in the order of `targets`. */
  readonly forwarded: readonly number[];
  close(): Promise<void>;
}

/**
 * Starts a round-robin HTTP proxy on loopback in front of `targets` (origins such as `http://127.0.0.1:4000`, also on
 * loopback): method, path, headers and body go through unchanged, the answer streams back (server-sent events too).
 * A target that cannot be reached answers 502.
 */
export async function startRoundRobinProxy(targets: readonly string[]): Promise<RoundRobinProxy> {
  const forwarded = targets.map(() => 0);
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % targets.length;
    forwarded[index] = (forwarded[index] ?? 0) + 1;
    const target = new URL(targets[index]!);
    if (target.hostname !== '127.0.0.1' && target.hostname !== 'localhost') throw new Error('the proxy forwards to loopback only');
    const upstream = request(
      { hostname: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end();
    });
    outgoing.on('close', () => upstream.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    forwarded,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
