import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from './config';
import { MailDelivery } from './mail/mail-delivery';
import { emlFolderTransport, smtpTransport } from './mail/mail-transport';

/** The folder of the `.eml` files without SMTP_URL: MAIL_DIR, else DATA_DIR's `mail` folder. */
export function mailFolderOf(config: Pick<Config, 'MAIL_DIR' | 'DATA_DIR'>): string {
  if (config.MAIL_DIR) return config.MAIL_DIR;
  return config.DATA_DIR.startsWith('memory://')
    ? join(tmpdir(), 'nordshop-mail')
    : join(config.DATA_DIR, 'mail');
}

/** A process's mail delivery from the configuration: SMTP_URL, else `.eml` files; MAIL_FROM. */
export function mailDeliveryOf(config: Config): MailDelivery {
  return new MailDelivery({
    transport: config.SMTP_URL
      ? smtpTransport(config.SMTP_URL)
      : emlFolderTransport(mailFolderOf(config)),
    from: config.MAIL_FROM,
  });
}
