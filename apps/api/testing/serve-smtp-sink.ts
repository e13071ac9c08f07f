import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpSink } from './smtp-sink';

/**
 * The end-to-end suite's mail server: a real SMTP server on SMTP_SINK_PORT (loopback) that writes
 * every message it accepts to MAILBOX_DIR as `<time>-<n>.eml` (the raw message as received), for
 * the specs to read. Runs until it is stopped.
 */
async function main(env: NodeJS.ProcessEnv): Promise<void> {
  const port = Number(env['SMTP_SINK_PORT']);
  const folder = env['MAILBOX_DIR'];
  if (!Number.isInteger(port) || port <= 0 || !folder)
    throw new Error('SMTP_SINK_PORT and MAILBOX_DIR are required');
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const sink = await startSmtpSink({
    port,
    onMessage: (mail) => {
      count += 1;
      const name = `${Date.now()}-${String(count).padStart(5, '0')}.eml`;
      // Written under a temporary name and renamed, so a reader never sees half a message.
      writeFileSync(join(folder, `${name}.part`), mail.raw);
      renameSync(join(folder, `${name}.part`), join(folder, name));
    },
  });
  console.log(`SMTP sink on ${sink.url}, messages in ${folder}`);
  const stop = () => void sink.close().finally(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main(process.env).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
