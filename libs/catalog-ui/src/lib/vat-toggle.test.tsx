// @vitest-environment jsdom
import { LOCALE_CODES, STOREFRONTS } from '@nordshop/locale-config';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { renderToHtml } from '../testing/test-providers';
import { VatToggle } from './vat-toggle';

describe('VatToggle', () => {
  it('offers private incl. VAT and company excl. VAT and reports the choice', () => {
    const onChange = vi.fn();
    renderWithProviders(<VatToggle allowExVat includeVat onChange={onChange} />);
    screen.getByRole('group', { name: 'Visa priser för' });
    const privat = screen.getByRole('radio', { name: 'Privatperson inkl. moms' });
    const company = screen.getByRole('radio', { name: 'Företag exkl. moms' });
    expect([(privat as HTMLInputElement).checked, (company as HTMLInputElement).checked]).toEqual([
      true,
      false,
    ]);
    fireEvent.click(company);
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('checks neither option while the mode is not known', () => {
    const html = renderToHtml(<VatToggle allowExVat includeVat={null} onChange={vi.fn()} />);
    expect(html).toContain('type="radio"');
    expect(html).not.toContain('checked');
    const checked = renderToHtml(<VatToggle allowExVat includeVat={false} onChange={vi.fn()} />);
    expect(checked.match(/checked=""/g)).toHaveLength(1);
  });

  it.each(LOCALE_CODES.map((locale) => ({ locale, shown: STOREFRONTS[locale].allowExVAT })))(
    'renders in $locale only where ex-VAT is allowed ($shown)',
    ({ locale, shown }) => {
      const html = renderToHtml(
        <VatToggle allowExVat={STOREFRONTS[locale].allowExVAT} includeVat onChange={vi.fn()} />,
      );
      expect(html !== '').toBe(shown);
      expect(shown).toBe(locale !== 'da');
    },
  );
});
