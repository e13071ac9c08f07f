import type { ProductDetail } from '@nordshop/api-contract';
import { useStrings } from '@nordshop/catalog-ui';
import { variationChoices } from './product-variation';

/**
 * The product's variations as a group of radio buttons named by their attribute (colour, length,
 * capacity): a colour shows its picture beside its name. The arrow keys move between them; each
 * choice calls `onChoose` with the variation's SKU, and the chosen one is the buy form's `sku`.
 */
export function VariationPicker({
  product,
  chosen,
  onChoose,
}: {
  product: Pick<ProductDetail, 'variations' | 'variation_attributes'>;
  /** The SKU of the variation shown. */
  chosen: string | undefined;
  onChoose: (sku: string) => void;
}) {
  const { t } = useStrings();
  const { legend, colour, choices } = variationChoices(product);
  return (
    <fieldset className="variation-picker">
      <legend className="variation-picker__legend">{legend ?? t('product.choose_variant')}</legend>
      <div
        className={`variation-picker__choices${colour ? ' variation-picker__choices--colour' : ''}`}
      >
        {choices.map((choice) => (
          <label key={choice.sku} className="variation-picker__choice">
            <input
              type="radio"
              name="sku"
              value={choice.sku}
              checked={choice.sku === chosen}
              onChange={() => onChoose(choice.sku)}
            />
            {choice.swatch ? (
              <img
                className="variation-picker__swatch"
                src={choice.swatch.url}
                width={40}
                height={40}
                alt=""
              />
            ) : null}
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
