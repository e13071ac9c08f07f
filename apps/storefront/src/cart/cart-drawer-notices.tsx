import { useStrings } from '@nordshop/catalog-ui';
import { useCartSelector } from './cart-actor';
import { useCartSend } from './cart-provider';

/**
 * Why the last `atc` list did not fully reach the cart, which lines the server took out (out of
 * stock), and that a sync was refused.
 */
export function CartDrawerNotices() {
  const { t } = useStrings();
  const send = useCartSend();
  const loadNotices = useCartSelector((cart) => cart.loadNotices);
  const removedLines = useCartSelector((cart) => cart.removedLines);
  const syncRejected = useCartSelector((cart) => cart.syncRejected);
  if (loadNotices.length === 0 && removedLines.length === 0 && !syncRejected) return null;
  return (
    <div className="cart-drawer__notices" role="alert">
      {syncRejected ? <p>{t('cart.sync_rejected')}</p> : null}
      {removedLines.length > 0 ? (
        <>
          <ul>
            {removedLines.map((notice) => (
              <li key={notice.sku}>{t(`cart.removed.${notice.reason}`, { name: notice.name })}</li>
            ))}
          </ul>
          <button
            type="button"
            className="link-button"
            onClick={() => send({ type: 'cart.dismissRemovedLines' })}
          >
            {t('general.close')}
          </button>
        </>
      ) : null}
      {loadNotices.length > 0 ? (
        <>
          <p>{t('cart.atc_skipped', { count: loadNotices.length })}</p>
          <ul>
            {loadNotices.map((notice) => (
              <li key={`${notice.reason}:${notice.entry}`}>
                {t(`cart.atc.${notice.reason}`, { entry: notice.entry })}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="link-button"
            onClick={() => send({ type: 'cart.dismissLoadNotices' })}
          >
            {t('general.close')}
          </button>
        </>
      ) : null}
    </div>
  );
}
