import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';

/** A message ready to leave: addresses, headers and both parts. */
export interface OutgoingMail {
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /** `<id@domain>`, the same on every try. */
  readonly messageId: string;
  readonly date: Date;
  /** Extra headers (List-Unsubscribe on newsletter mail only). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Where messages go: an SMTP server, or files. */
export interface MailTransport {
  /** Sends one message; throws what the server answered when it is refused or cannot be reached. */
  send(mail: OutgoingMail): Promise<{ readonly saved?: string }>;
  /** What to write in the start-up log (never a password). */
  readonly description: string;
  close(): void;
}

const messageOf = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  subject: mail.subject,
  html: mail.html,
  text: mail.text,
  messageId: mail.messageId,
  date: mail.date,
  headers: { ...mail.headers },
});

/**
 * Delivery through an SMTP server (nodemailer), `SMTP_URL` as nodemailer reads it:
 * `smtp://user:password@host:587` (STARTTLS when the server offers it) or `smtps://…:465`.
 * Connections are pooled; a refusal throws nodemailer's error with the server's `responseCode`.
 */
export function smtpTransport(
  url: string,
  options: { readonly timeoutMs?: number } = {},
): MailTransport {
  const timeout = options.timeoutMs ?? 20_000;
  const transport = createTransport({
    url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  const parsed = new URL(url);
  return {
    description: `SMTP ${parsed.protocol}//${parsed.hostname}:${parsed.port || 'default'}`,
    async send(mail) {
      await transport.sendMail(messageOf(mail));
      return {};
    },
    close: () => transport.close(),
  };
}

/**
 * Without an SMTP server (a fresh machine's `npm start`): each message is built as a whole MIME
 * message (nodemailer's stream transport) and kept as a `.eml` file in `folder`, which any mail
 * program opens. Nothing is sent anywhere.
 */
export function emlFolderTransport(folder: string): MailTransport {
  const builder = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `files in ${folder}`,
    async send(mail) {
      const info = await builder.sendMail(messageOf(mail));
      await mkdir(folder, { recursive: true });
      const stamp = mail.date.toISOString().replace(/[:.]/g, '-');
      const id = mail.messageId.replace(/[<>]/g, '').split('@')[0] ?? 'message';
      const path = join(folder, `${stamp}-${id}.eml`);
      // Written under a temporary name and renamed: a reader never sees half a message.
      await writeFile(`${path}.part`, info.message as Buffer);
      await rename(`${path}.part`, path);
      return { saved: path };
    },
    close: () => builder.close(),
  };
}
