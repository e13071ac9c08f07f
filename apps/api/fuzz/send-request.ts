import { Agent, request } from 'node:http';
import type { Answer } from './answer-problems';

/** A request as it goes on the wire. */
export interface WireRequest {
  readonly method: string;
  /** Path and query, already encoded. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer | undefined;
}

/** Where requests go from: the API's origin and the loopback address the client sends from. */
export interface FuzzClient {
  readonly baseUrl: string;
  readonly localAddress: string;
  readonly agent: Agent;
  readonly timeoutMs: number;
}

/** A keep-alive client of the API from one loopback address (its own login and rate-limit budget). */
export function fuzzClient(baseUrl: string, localAddress: string, sockets: number): FuzzClient {
  return {
    baseUrl,
    localAddress,
    agent: new Agent({ keepAlive: true, maxSockets: sockets }),
    timeoutMs: 15_000,
  };
}

/**
 * Sends one request as it is (no encoding or checks of its own beyond Node's header rules) and
 * reads the whole answer; a refused, reset or timed-out request is an answer with `error`. A
 * request on a kept-alive socket the server closed meanwhile is sent once more on a new one.
 */
export async function sendRequest(client: FuzzClient, wire: WireRequest): Promise<Answer> {
  const first = await sendOnce(client, wire);
  if (!('reusedSocketClosed' in first)) return first;
  const second = await sendOnce(client, wire);
  return 'reusedSocketClosed' in second ? { error: 'the connection was reset' } : second;
}

function sendOnce(
  client: FuzzClient,
  wire: WireRequest,
): Promise<Answer | { reusedSocketClosed: true }> {
  return new Promise((resolve) => {
    const url = new URL(client.baseUrl);
    let req: ReturnType<typeof request>;
    try {
      req = request({
        host: url.hostname,
        port: url.port,
        path: wire.url,
        method: wire.method,
        agent: client.agent,
        localAddress: client.localAddress,
        headers: {
          'user-agent': 'nordshop-fuzz',
          ...wire.headers,
          ...(wire.body ? { 'content-length': String(wire.body.length) } : {}),
        },
        timeout: client.timeoutMs,
      });
    } catch (err) {
      resolve({ error: `the client could not send it: ${(err as Error).message}` });
      return;
    }
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', (err) => resolve({ error: err.message }));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer in ${client.timeoutMs} ms`)));
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve(
        req.reusedSocket && err.code === 'ECONNRESET'
          ? { reusedSocketClosed: true }
          : { error: err.message },
      ),
    );
    req.end(wire.body);
  });
}

/** Runs `work` over the items with at most `concurrency` at a time, keeping their order in the results. */
export async function inPool<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
