import { ApiErrorSchema } from '@nordshop/api-contract';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { expect } from 'vitest';

/** A TCP proxy in front of PostgreSQL that can be cut and restored, like a database going away. */
export async function startProxy(target: URL): Promise<{
  port: number;
  cut: () => Promise<void>;
  restore: () => Promise<void>;
  close: () => Promise<void>;
}> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('error', () => s.destroy());
          s.on('close', () => sockets.delete(s));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  const cut = async () => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => server!.close(() => resolve()));
  };
  await listen();
  return { port, cut, restore: listen, close: cut };
}

/** The API answers 503 with a JSON error that leaks nothing of the failure. */
export async function expectUnavailable(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/strings?locale=sv&sid=1`);
  expect(response.status).toBe(503);
  const body = ApiErrorSchema.parse(await response.json());
  expect(body.error).toBe('unavailable');
  expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|\bat \S+:\d+/);
}
