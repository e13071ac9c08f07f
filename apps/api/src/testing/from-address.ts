import { request } from 'node:http';

// HTTP with node:http, answers read whole: a request may leave from another loopback address
// (`127.0.0.x`), so the server (or a proxy in front of it) sees another client. The API's tests
// and the storefront's proxy test (package export `@nordshop/api/testing/from-address`) use it.

/** An HTTP answer read whole. */
export interface RawAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

/** What to send. */
export interface RawCall {
  readonly method?: 'GET' | 'POST';
  /** A JSON body (POST). */
  readonly json?: unknown;
  readonly headers?: Record<string, string>;
  /** The loopback address the request leaves from (`127.0.0.x`); default the system's choice. */
  readonly localAddress?: string;
}

/** Sends one request and reads the whole answer. */
export function send(url: string, call: RawCall = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const payload = call.json === undefined ? undefined : JSON.stringify(call.json);
    const req = request(
      url,
      {
        method: call.method ?? (payload === undefined ? 'GET' : 'POST'),
        ...(call.localAddress === undefined ? {} : { localAddress: call.localAddress }),
        headers: {
          ...(payload === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(payload)),
              }),
          ...call.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * POSTs JSON from another loopback address (`127.0.0.x`): the API sees that client address, so
 * tests of per-address limits (failed logins) neither use up nor depend on the budget of
 * 127.0.0.1, which every other test file shares.
 */
export function postFromAddress(
  url: string,
  body: unknown,
  localAddress: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return send(url, { method: 'POST', json: body, localAddress, headers });
}
