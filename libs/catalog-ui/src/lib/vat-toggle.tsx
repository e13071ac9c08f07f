import { useId } from 'react';
import { useStrings } from './use-strings';

/** Props of {@link VatToggle}. */
export interface VatToggleProps {
  /** Whether the storefront offers the excl. VAT display (`STOREFRONTS[locale].allowExVAT`). */
  readonly allowExVat: boolean;
  /**
   * True: prices incl. VAT (private); false: excl. VAT (company); null: not known yet (a server
   * render for a shopper whose choice only the browser knows), neither option checked.
   */
  readonly includeVat: boolean | null;
  /** Called with the chosen mode. */
  readonly onChange: (includeVat: boolean) => void;
}

/**
 * The price display switch (spec sections 1 and 4): two radio options, private incl. VAT and
 * company excl. VAT, in a labelled group; neither is checked while the mode is not known, so the
 * switch never claims a mode it does not know. Renders nothing where the storefront does not
 * allow ex-VAT prices (Danish). A display mode only, not a login role.
 */
export function VatToggle({ allowExVat, includeVat, onChange }: VatToggleProps) {
  const { t } = useStrings();
  const name = useId();
  if (!allowExVat) return null;
  const options = [
    { value: true, label: t('general.private'), hint: t('general.incl_vat') },
    { value: false, label: t('general.company'), hint: t('general.excl_vat') },
  ];
  return (
    <fieldset className="ns-vat-toggle">
      <legend className="ns-visually-hidden">{t('general.price_display')}</legend>
      {options.map((option) => (
        <label key={String(option.value)} className="ns-vat-toggle__option">
          <input
            type="radio"
            className="ns-vat-toggle__input"
            name={name}
            checked={includeVat === option.value}
            onChange={() => onChange(option.value)}
          />
          <span className="ns-vat-toggle__label">{option.label}</span>{' '}
          <span className="ns-vat-toggle__hint">{option.hint}</span>
        </label>
      ))}
    </fieldset>
  );
}
