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
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body (POST). */
  readonly json?: unknown;
  /** A body sent as it is (its headers are the caller's); instead of `json`. */
  readonly raw?: string;
  readonly headers?: Record<string, string>;
  /** The loopback address the request leaves from (`127.0.0.x`); default the system's choice. */
  readonly localAddress?: string;
}

/** Sends one request and reads the whole answer. */
export function send(url: string, call: RawCall = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const payload = call.raw ?? (call.json === undefined ? undefined : JSON.stringify(call.json));
    const req = request(
      url,
      {
        method: call.method ?? (payload === undefined ? 'GET' : 'POST'),
        ...(call.localAddress === undefined ? {} : { localAddress: call.localAddress }),
        headers: {
          ...(payload === undefined || call.raw !== undefined
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

/**
 * A loopback address of a shopper of its own (`127.x.y.z` outside 127.0.0.0/16, where tests pick
 * fixed addresses): limits per client address (orders, coupon guesses) count each such shopper
 * apart, as they would count real shoppers, so test files never share a budget.
 */
export function shopperAddress(): string {
  const part = () => Math.floor(Math.random() * 254) + 1;
  return `127.${100 + Math.floor(Math.random() * 100)}.${part()}.${part()}`;
}

/**
 * A `fetch` whose requests leave from `localAddress` (default: a new {@link shopperAddress}),
 * for the typed API client and tests that read a `Response`. Bodies are strings (JSON).
 */
export function fetchFrom(localAddress: string = shopperAddress()): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.body === null ? undefined : await request.text();
    const headers = Object.fromEntries(request.headers.entries());
    const answer = await send(request.url, {
      method: request.method as RawCall['method'],
      headers: {
        ...headers,
        ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
      },
      localAddress,
      ...(body === undefined ? {} : { raw: body }),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, one);
    }
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : answer.body, {
      status: answer.status,
      headers: responseHeaders,
    });
  };
}
