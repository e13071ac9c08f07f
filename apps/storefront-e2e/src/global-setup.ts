import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { MAILBOX_DIR } from '../playwright.config';

/**
 * Before the run (the servers are up): the suite's mailbox starts empty, so a spec only ever reads
 * mail of this run. Only the messages go; the folder stays for the running SMTP server.
 */
export default function globalSetup(): void {
  mkdirSync(MAILBOX_DIR, { recursive: true });
  for (const name of readdirSync(MAILBOX_DIR)) rmSync(join(MAILBOX_DIR, name), { force: true });
}
