import type { Config } from './config';
import { WebhookDelivery } from './webhooks/webhook-delivery';

/**
 * A process's webhook delivery from the configuration (WEBHOOK_URLS, WEBHOOK_SECRET,
 * WEBHOOK_TIMEOUT_MS), or undefined when no endpoint is configured: the events then wait in the
 * outbox for a process that delivers them.
 */
export function webhookDeliveryOf(config: Config): WebhookDelivery | undefined {
  if (config.WEBHOOK_URLS.length === 0 || config.WEBHOOK_SECRET === undefined) return undefined;
  return new WebhookDelivery({
    endpoints: config.WEBHOOK_URLS,
    secret: config.WEBHOOK_SECRET,
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
  });
}
