import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

/** A message the sink accepted: its envelope, its raw source and the parsed message. */
export interface ReceivedMail {
  readonly envelopeTo: readonly string[];
  readonly raw: string;
  readonly parsed: ParsedMail;
}

/** Options of {@link startSmtpSink}. */
export interface SmtpSinkOptions {
  /** Loopback port; 0 (default) picks a free one. */
  readonly port?: number;
  /** Each accepted message, as it arrives (e.g. written to a folder). */
  readonly onMessage?: (mail: ReceivedMail) => void | Promise<void>;
}

/** A real SMTP server on loopback that keeps what it accepts, for tests. */
export interface SmtpSink {
  /** smtp://127.0.0.1:<port> */
  readonly url: string;
  readonly port: number;
  readonly received: ReceivedMail[];
  /**
   * Refuse the next `count` messages at DATA with `code` (421 and 451 are transient: a sender
   * retries; 550 is permanent).
   */
  refuseNext(count: number, code?: number): void;
  /** Messages sent to `address` (envelope recipient, case-insensitive). */
  to(address: string): ReceivedMail[];
  /** Waits until `predicate` holds for the received messages (default 10 s). */
  waitFor(
    predicate: (received: readonly ReceivedMail[]) => boolean,
    timeoutMs?: number,
  ): Promise<void>;
  close(): Promise<void>;
}

async function readStream(stream: SMTPServerDataStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Starts an SMTP server (the `smtp-server` package, without TLS or login, as a local relay) that
 * accepts every message unless told to refuse the next ones, parses each with `mailparser` and
 * keeps it.
 */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let refusals: { count: number; code: number } = { count: 0, code: 451 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    banner: 'nordshop test sink',
    onData(stream, session: SMTPServerSession, callback) {
      readStream(stream).then(
        async (buffer) => {
          if (refusals.count > 0) {
            refusals = { ...refusals, count: refusals.count - 1 };
            const error = Object.assign(new Error('Try again later'), {
              responseCode: refusals.code,
            });
            callback(error);
            return;
          }
          const raw = buffer.toString('utf8');
          const mail: ReceivedMail = {
            envelopeTo: session.envelope.rcptTo.map((to) => to.address.toLowerCase()),
            raw,
            parsed: await simpleParser(buffer),
          };
          received.push(mail);
          await options.onMessage?.(mail);
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    refuseNext(count, code = 451) {
      refusals = { count, code };
    },
    to: (address) => received.filter((mail) => mail.envelopeTo.includes(address.toLowerCase())),
    async waitFor(predicate, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (!predicate(received)) {
        if (Date.now() > until) throw new Error(`no such mail within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
