import { fieldsOf } from '@nordshop/api-contract';
import { log } from '../../platform/telemetry/log';
import type { HostedNotice, HostedWebhookAnswer, HostedWebhookCall } from '../hosted-payment';
import {
  AdyenNotificationSchema,
  adyenHmacKeys,
  adyenItemSigned,
  adyenReportOf,
} from './adyen-notifications';

/** What Adyen's webhook is checked against: the shop's merchant account and ADYEN_HMAC_KEY. */
export interface AdyenWebhookSettings {
  readonly merchantAccount: string;
  /** The HMAC key (hex), or the new and the old key separated by a comma while it is rotated. */
  readonly hmacKey: string;
}

/**
 * Adyen's standard notifications: a body not of their shape is a 400 naming the fields; every
 * item's HMAC is checked against the configured keys (two while one is rotated), and one item
 * signed otherwise refuses the whole body (401). Items of another merchant account than the shop's
 * are not its reports and are dropped (logged); the others are the reports they carry, answered
 * `[accepted]` (Adyen's documentation: acknowledge with this body, or it sends the items again).
 */
export async function adyenWebhook(
  settings: AdyenWebhookSettings,
  call: HostedWebhookCall,
): Promise<HostedWebhookAnswer> {
  const body = AdyenNotificationSchema.safeParse(await call.json());
  if (!body.success) {
    const fields = fieldsOf(body.error.issues);
    return { type: 'invalid', message: `Invalid body: ${Object.keys(fields).join(', ')}`, fields };
  }
  const items = body.data.notificationItems.map((entry) => entry.NotificationRequestItem);
  const keys = adyenHmacKeys(settings.hmacKey);
  const signed = await Promise.all(items.map((item) => adyenItemSigned(item, keys)));
  if (signed.includes(false))
    return {
      type: 'unauthorized',
      message: 'A notification item is not signed with the shop’s key',
    };
  const ours = items.filter((item) => item.merchantAccountCode === settings.merchantAccount);
  if (ours.length < items.length)
    log('warn', 'payment reports of another merchant account', {
      provider: 'adyen',
      items: items.length - ours.length,
    });
  const notices = ours.flatMap((item): HostedNotice[] => {
    const report = adyenReportOf(item);
    return report ? [{ type: 'report', report }] : [];
  });
  log('info', 'payment reports received', {
    provider: 'adyen',
    items: items.length,
    reports: notices.length,
  });
  return { type: 'accepted', notices, reply: '[accepted]' };
}
