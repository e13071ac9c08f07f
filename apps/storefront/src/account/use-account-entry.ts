import { accountButtonTarget } from '@nordshop/account';
import type { LocaleCode } from '@nordshop/locale-config';
import { useCallback } from 'react';
import { screenPath } from '../routing/screen-path';
import { useAuth, useAuthSend } from './auth-provider';

/** Where the account button and the mobile menu's my-account entry lead. */
export type AccountEntry = { readonly href: string } | { readonly onOpen: () => void };

/**
 * The account button of spec section 2: an order-scoped user goes to /my-order/{order id}, any
 * other logged-in user to my-account orders, and a visitor gets the login panel. While a stored
 * session is being checked it leads to where that session will: the tab's order login to
 * /my-order (which shows the order once known), an account session to my-account orders.
 */
export function useAccountEntry(locale: LocaleCode): AccountEntry {
  const auth = useAuth();
  const send = useAuthSend();
  const openLogin = useCallback(() => send({ type: 'loginModal.open' }), [send]);
  if (auth.status === 'restoring')
    return {
      href:
        auth.strategy === 'myOrder'
          ? screenPath('my-order', {}, locale)
          : screenPath('my-account-orders', {}, locale),
    };
  const target = accountButtonTarget(auth.status === 'loggedIn' ? auth.user : null);
  if (target.type === 'my-order')
    return { href: screenPath('my-order', { id: target.orderId }, locale) };
  if (target.type === 'my-account-orders')
    return { href: screenPath('my-account-orders', {}, locale) };
  return { onOpen: openLogin };
}
