import { escapeHtml } from './fake-http';
import type { FakeKlarnaHppSession, KlarnaOrderData } from './fake-klarna-orders';

// The fake Klarna's hosted payment page: plain accessible HTML without outside assets.

/** The hosted page of an HPP session: amount, category, identity field, confirm and cancel. */
export function hostedPage(hpp: FakeKlarnaHppSession, order: KlarnaOrderData, problem?: string) {
  const organisation = order.customer?.type === 'organization';
  const label = organisation ? 'Organisation number' : 'Personal number';
  const money = `${(order.order_amount / 100).toFixed(2)} ${order.purchase_currency}`;
  const alert = problem ? `<p id="problem" role="alert">${escapeHtml(problem)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Klarna test checkout</title></head>
<body><main>
<h1>Klarna test checkout</h1>
<p>Amount: <strong>${escapeHtml(money)}</strong></p>
<p>Payment method: <strong>${escapeHtml(hpp.category)}</strong></p>
${alert}<form method="post" action="/hpp/pay/${hpp.id}">
<label for="identity">${label}</label>
<input id="identity" name="identity" type="text" autocomplete="off" required${problem ? ' aria-describedby="problem"' : ''}>
<button type="submit" name="action" value="confirm">Confirm and pay</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</form>
</main></body></html>`;
}

/** A page of one heading: an unknown session, a closed one, or an outcome without merchant URLs. */
export const noticePage = (heading: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head><body><main><h1>${escapeHtml(heading)}</h1></main></body></html>`;
