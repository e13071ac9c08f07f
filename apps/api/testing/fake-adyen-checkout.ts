import { randomBytes } from 'node:crypto';
import {
  FAKE_ADYEN_3DS_PASSWORD,
  FAKE_ADYEN_CARDS,
  challengePage,
  page,
  paymentPage,
  takesCards,
  type FakeAdyenSession,
} from './fake-adyen-pages';
import type { FakeAdyenState } from './fake-adyen-api';
import {
  authorisationData,
  capturesAtAuthorisation,
  itemAbout,
  pspReference,
  type FakeAdyenPayment,
} from './fake-adyen-payments';

// The fake Adyen's hosted page: the shopper pays, is refused or cancels, and is sent back.

/**
 * Ends a session as the shopper left it: authorised (its money taken at once when the method or
 * the account captures at authorisation), refused or canceled, each reported by webhook; then
 * redirects (303) to the returnUrl with `sessionId` and `sessionResult`.
 */
export function finish(
  state: FakeAdyenState,
  session: FakeAdyenSession,
  outcome: 'authorised' | 'refused' | 'canceled',
) {
  const psp = pspReference();
  const type = session.allowedPaymentMethods[0] ?? 'scheme';
  session.challenge = false;
  session.sessionResult = randomBytes(24).toString('base64url');
  if (outcome === 'authorised') {
    session.status = 'completed';
    session.payments.push({
      pspReference: psp,
      resultCode: 'Authorised',
      amount: session.amount,
    });
    const atAuthorisation = capturesAtAuthorisation(type, state.accountDelay, session);
    const payment: FakeAdyenPayment = {
      psp,
      session,
      type,
      capturedAtAuthorisation: atAuthorisation,
      captured: atAuthorisation ? session.amount.value : 0,
      refunded: 0,
      cancelled: false,
      captures: [],
      refunds: [],
      disputePsp: null,
    };
    state.payments.set(psp, payment);
    const fields = { psp, amount: session.amount.value, original: false };
    state.post([itemAbout(payment, 'AUTHORISATION', fields, authorisationData(type))]);
  } else if (outcome === 'refused') {
    session.status = 'refused';
    const fields = { psp, amount: session.amount.value, success: false, original: false };
    state.post([
      itemAbout({ psp, session, type }, 'AUTHORISATION', { ...fields, reason: 'Refused' }),
    ]);
  } else {
    session.status = 'canceled';
  }
  const query = new URLSearchParams({
    sessionId: session.id,
    sessionResult: session.sessionResult,
  });
  const separator = session.returnUrl.includes('?') ? '&' : '?';
  return new Response(null, {
    status: 303,
    headers: { location: `${session.returnUrl}${separator}${query.toString()}` },
  });
}

/** GET and POST /checkoutshopper/pay/{id}[/challenge]: the card form, its challenge, or the wallet's page. */
export function hostedPage(
  state: FakeAdyenState,
  request: Request,
  path: string,
  body: unknown,
): Response {
  const [, , , id, step] = path.split('/');
  const session = state.sessions.get(id ?? '');
  if (!session) return new Response('Not found', { status: 404 });
  if (session.status !== 'active')
    return page('Adyen test payment', session, '<p>This payment session has ended.</p>', 410);
  if (request.method === 'GET')
    return session.challenge ? challengePage(session) : paymentPage(session);
  const form = (typeof body === 'object' && body ? body : {}) as Record<string, string>;
  if (step === 'challenge') {
    if (!session.challenge) return paymentPage(session);
    return finish(
      state,
      session,
      form['password'] === FAKE_ADYEN_3DS_PASSWORD ? 'authorised' : 'refused',
    );
  }
  if (form['action'] === 'cancel') return finish(state, session, 'canceled');
  if (!takesCards(session))
    return finish(state, session, form['action'] === 'approve' ? 'authorised' : 'refused');
  const card = (form['cardNumber'] ?? '').replace(/\s+/g, '');
  if (card === FAKE_ADYEN_CARDS.threeDSecure.replace(/\s+/g, '')) {
    session.challenge = true;
    return challengePage(session);
  }
  return finish(
    state,
    session,
    card === FAKE_ADYEN_CARDS.authorised.replace(/\s+/g, '') ? 'authorised' : 'refused',
  );
}
