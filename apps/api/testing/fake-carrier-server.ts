import { getRequestListener } from '@hono/node-server';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How a fake carrier answers: its documented JSON, an error status, never, or JSON of another shape. */
export type FakeCarrierMode = 'ok' | 500 | 503 | 'hang' | 'malformed';

/** A carrier's API on a free loopback port, for the adapters' contract tests and route tests. */
export interface FakeCarrier {
  readonly baseUrl: string;
  /** The URL and headers of every request it received, oldest first. */
  readonly requests: readonly { url: URL; headers: Headers }[];
  /** Answers every later request this way (until told otherwise). */
  answerWith(mode: FakeCarrierMode): void;
  close(): Promise<void>;
}

/**
 * Serves `answer` (the carrier's documented behaviour, key checks included) unless told to fail:
 * an error status with a JSON body, a request left without an answer until close (a timeout), or
 * a 200 whose JSON is not the documented shape.
 */
export async function startFakeCarrier(
  answer: (url: URL, headers: Headers) => Response,
): Promise<FakeCarrier> {
  let mode: FakeCarrierMode = 'ok';
  const requests: { url: URL; headers: Headers }[] = [];
  const hanging: (() => void)[] = [];
  const listener = getRequestListener((request) => {
    const url = new URL(request.url);
    requests.push({ url, headers: request.headers });
    if (mode === 'hang')
      return new Promise((resolve) =>
        hanging.push(() => resolve(new Response(null, { status: 503 }))),
      );
    if (mode === 'malformed') return Response.json({ points: 'none today' });
    if (typeof mode === 'number')
      return Response.json({ message: 'Service unavailable' }, { status: mode });
    return answer(url, request.headers);
  });
  const server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answerWith: (next) => {
      mode = next;
    },
    close: () => {
      for (const release of hanging) release();
      // Kept-alive connections too: after a request cut off by the client's timeout, Node's
      // close() alone waits for them for seconds.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
