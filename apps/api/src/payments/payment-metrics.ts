import { Counter } from 'prom-client';

/**
 * Reports of payments going wrong after the shopper paid, counted once each (a replay is not):
 * captures, releases and refunds a provider did not carry out or that came undone, disputes and
 * chargebacks. In prom-client's default registry, served with the shop's other metrics; alert on
 * any increase (the staff list, `npm run payments-attention`, names the payments).
 */
export const paymentFailureReports = new Counter({
  name: 'nordshop_payment_failure_reports_total',
  help: 'Reports of a payment going wrong after it was paid (failed or refused captures, releases and refunds, disputes, chargebacks), by provider and kind',
  labelNames: ['provider', 'kind'] as const,
});
