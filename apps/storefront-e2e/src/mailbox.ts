import { randomUUID } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { MAILBOX_DIR } from '../playwright.config';

/** A message the shop sent, as the suite's SMTP server received it. */
export interface Mail {
  /** The file the SMTP server wrote (`<time>-<n>.eml`). */
  readonly file: string;
  readonly parsed: ParsedMail;
  /** Every recipient address of the headers (To, Cc), lower case. */
  readonly recipients: readonly string[];
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

/** A test's own recipient, so no other test's mail is ever taken for its own. */
export function uniqueEmail(label = 'mail'): string {
  return `${label}-${randomUUID().slice(0, 12)}@example.com`;
}

const parsedFiles = new Map<string, Mail>();

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) =>
    object.value.flatMap((entry) => (entry.address ? [entry.address.toLowerCase()] : [])),
  );
}

async function readMail(file: string): Promise<Mail> {
  const known = parsedFiles.get(file);
  if (known) return known;
  const parsed = await simpleParser(await readFile(join(MAILBOX_DIR, file)));
  const mail: Mail = {
    file,
    parsed,
    recipients: [...addressesOf(parsed.to), ...addressesOf(parsed.cc)],
    subject: parsed.subject ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    text: parsed.text ?? '',
  };
  parsedFiles.set(file, mail);
  return mail;
}

/** Every message to `address` so far, oldest first. */
export async function mailsTo(address: string): Promise<Mail[]> {
  // The server writes `<name>.part` and renames it: only whole messages end in .eml.
  const files = (await readdir(MAILBOX_DIR)).filter((name) => name.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map(readMail));
  return mails.filter((mail) => mail.recipients.includes(address.toLowerCase()));
}

/** What {@link waitForMail} waits for beyond the recipient. */
export interface MailWait {
  /** The message must hold this (default: any message). */
  readonly matches?: (mail: Mail) => boolean;
  /** Messages already seen (e.g. `await mailsTo(address)` before the action): never these. */
  readonly after?: readonly Mail[];
  /** How long to poll the mailbox, in ms (default 20 s: the shop sends from its outbox). */
  readonly timeoutMs?: number;
}

/**
 * Waits (polling the mailbox, bounded) for a message to `address` that matches, and gives the
 * first one; fails naming the subjects that did arrive for the address.
 */
export async function waitForMail(address: string, wait: MailWait = {}): Promise<Mail> {
  const { matches = () => true, after = [], timeoutMs = 20_000 } = wait;
  const seen = new Set(after.map((mail) => mail.file));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await mailsTo(address)).filter((mail) => !seen.has(mail.file));
    const found = mails.find(matches);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(
        `No matching mail to ${address} within ${timeoutMs} ms; received: ${JSON.stringify(mails.map((mail) => mail.subject))}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The words a message's HTML shows, for comparing with a page's text: no tags, entities decoded,
 * every kind of space (a no-break space between a figure and its currency too) one plain space.
 */
export function visibleText(html: string): string {
  return normalizeSpaces(
    html
      .replace(/<(style|script|head)[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
      .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&apos;/g, "'")
      .replace(/&amp;/g, '&'),
  );
}

/** Text with every run of white space (no-break and narrow spaces included) as one space. */
export function normalizeSpaces(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}

/**
 * The links of a message's HTML (every `href`) and text (every http(s) URL), in order and once
 * each, with HTML entities of the href decoded.
 */
export function linksOf(mail: Mail): URL[] {
  const fromHtml = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) =>
    match[1]!.replace(/&amp;/g, '&'),
  );
  const fromText = [...mail.text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((match) => match[0]);
  const unique = [...new Set([...fromHtml, ...fromText])];
  return unique.flatMap((href) => (URL.canParse(href) ? [new URL(href)] : []));
}

/** The first link of a message whose query has `param` (e.g. `token`, `order_link`). */
export function linkWith(mail: Mail, param: string): URL {
  const link = linksOf(mail).find((url) => url.searchParams.has(param));
  if (!link)
    throw new Error(`No link with ${param} in "${mail.subject}": ${linksOf(mail).join(' ')}`);
  return link;
}

/** A link as a path with its query for `page.goto` against the suite's baseURL. */
export function pathOf(url: URL): string {
  return `${url.pathname}${url.search}`;
}
