import type { StaffStoreMessage, StaffStoreMessageRequest } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { and, eq } from 'drizzle-orm';
import { sanitizeContentHtml } from '../content/sanitize-html';
import type { Db } from '../platform/db/database';
import { widgets } from '../platform/db/schema';
import { writeAudit } from '../staff/staff-audit';
import { lockSubject, sameState, type ChangeMaker } from './staff-change';

/** The widget the header shows as the store message (the layout's `store-message`). */
export const STORE_MESSAGE_WIDGET = 'store-message';

const subjectOf = (locale: LocaleCode) => `store-message:${locale}`;

async function storeMessage(tx: Db, locale: LocaleCode): Promise<StaffStoreMessage | null> {
  const [row] = await tx
    .select({ content: widgets.content, hidden: widgets.hidden })
    .from(widgets)
    .where(and(eq(widgets.slug, STORE_MESSAGE_WIDGET), eq(widgets.locale, locale)));
  return row ? { locale, ...row } : null;
}

async function writeStoreMessage(
  tx: Db,
  maker: ChangeMaker,
  before: StaffStoreMessage | null,
  after: StaffStoreMessage,
  action: string,
): Promise<void> {
  const { locale, content, hidden } = after;
  await tx
    .insert(widgets)
    .values({ slug: STORE_MESSAGE_WIDGET, locale, content, hidden })
    .onConflictDoUpdate({ target: [widgets.slug, widgets.locale], set: { content, hidden } });
  await writeAudit(tx, { keyId: maker.keyId, action, subject: subjectOf(locale), before, after });
}

/**
 * Sets a storefront's store message (HTML sanitized as the widget is served) and whether it is
 * hidden; the same message writes and audits nothing. Every layout and page cache follows
 * through the change feed.
 */
export async function putStoreMessage(
  db: Db,
  maker: ChangeMaker,
  locale: LocaleCode,
  input: StaffStoreMessageRequest,
): Promise<StaffStoreMessage> {
  const after: StaffStoreMessage = {
    locale,
    content: sanitizeContentHtml(input.content),
    hidden: input.hidden,
  };
  return db.transaction(async (tx) => {
    await lockSubject(tx, subjectOf(locale));
    const before = await storeMessage(tx, locale);
    if (sameState(before, after)) return after;
    await writeStoreMessage(tx, maker, before, after, 'store-message.put');
    return after;
  });
}

/** Hides a storefront's store message, keeping its text; a hidden or absent message changes nothing. */
export async function hideStoreMessage(
  db: Db,
  maker: ChangeMaker,
  locale: LocaleCode,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSubject(tx, subjectOf(locale));
    const before = await storeMessage(tx, locale);
    if (!before || before.hidden) return;
    await writeStoreMessage(tx, maker, before, { ...before, hidden: true }, 'store-message.hide');
  });
}
