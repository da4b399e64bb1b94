import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The API key the fake accepts; any other is answered 401. */
export const FAKE_OPENAI_KEY = 'test-key';
/** The model name the fake expects. */
export const FAKE_OPENAI_MODEL = 'fake-model';
/** The answer the fake streams, in pieces, for any question (a prompt containing a status code gets that status). */
export const FAKE_OPENAI_PIECES = ['Here is ', 'a streamed ', 'answer:\n', '```js\n', "console.log('streamed');\n", '```\n'];

export interface FakeOpenAi {
  readonly url: string;
  /** The request bodies received, parsed. */
  readonly requests: unknown[];
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible chat-completions server on 127.0.0.1 that streams `FAKE_OPENAI_PIECES` as server-sent
 * events, `pieceDelayMs` apart. A last user message "status 429" (or 401, 500) is answered with that status;
 * "hang" never answers. `GET /_control/requests` answers the request bodies received so far.
 */
export async function startFakeOpenAi(port = 0, pieceDelayMs = 150): Promise<FakeOpenAi> {
  const requests: unknown[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      // What it was asked so far, for end-to-end tests that check what the app sent.
      if (request.method === 'GET' && request.url === '/_control/requests') return void response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(requests));
      if (request.method === 'GET' && request.url === '/v1/models') return void response.writeHead(200, { 'Content-Type': 'application/json' }).end(`{"data":[{"id":"${FAKE_OPENAI_MODEL}"}]}`);
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') return void response.writeHead(404).end();
      if (request.headers.authorization !== `Bearer ${FAKE_OPENAI_KEY}`) return void response.writeHead(401).end('{"error":"bad key"}');
      const parsed = JSON.parse(body) as { messages: { content: string }[]; model: string; stream: boolean };
      requests.push(parsed);
      const last = parsed.messages.at(-1)?.content ?? '';
      const status = /status (\d{3})/.exec(last)?.[1];
      if (status !== undefined) return void response.writeHead(Number(status)).end('{"error":"as asked"}');
      if (last.includes('hang')) return;
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      let index = 0;
      const next = () => {
        const piece = FAKE_OPENAI_PIECES[index++];
        if (piece === undefined) {
          response.end('data: [DONE]\n\n');
          return;
        }
        response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
        setTimeout(next, pieceDelayMs);
      };
      setTimeout(next, pieceDelayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
