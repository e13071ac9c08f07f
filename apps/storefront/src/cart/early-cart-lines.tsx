import { useStrings } from '@nordshop/catalog-ui';
import type { EarlyLine } from './cart-store';

/** The cart's lines by name, picture and units, as the early drawer and the server's cart show them. */
export function EarlyCartLines({ lines }: { lines: readonly EarlyLine[] }) {
  const { t } = useStrings();
  return (
    <ul className="cart-drawer__lines">
      {lines.map((line, index) => (
        // A SKU can have more than one line (a bundle's and the shopper's own).
        <li key={index} className="cart-line">
          <img src={line.thumb} width={64} height={64} alt="" />
          <div className="cart-line__body">
            <p className="cart-line__name">{line.name}</p>
            <p className="cart-line__quantity">
              {t('product.quantity')}: {line.quantity}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
