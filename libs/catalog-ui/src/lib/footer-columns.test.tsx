// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { renderToHtml } from '../testing/test-providers';
import { FooterColumns } from './footer-columns';

const HTML =
  '<section><h3>Kundservice</h3><ul><li><a href="/kundservice">Kontakta oss</a></li></ul></section>' +
  '<section><h3>Om Nordshop</h3><ul><li><a href="/om-oss">Om oss</a></li></ul></section>';

describe('FooterColumns', () => {
  it('shows every column open under a plain heading when not collapsed', () => {
    renderWithProviders(<FooterColumns html={HTML} collapsed={false} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Kundservice',
      'Om Nordshop',
    ]);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Kontakta oss',
      'Om oss',
    ]);
  });

  it('puts each column behind a disclosure button in its heading when collapsed', () => {
    renderWithProviders(<FooterColumns html={HTML} collapsed />);
    const service = screen.getByRole('button', { name: 'Kundservice' });
    const about = screen.getByRole('button', { name: 'Om Nordshop' });
    expect(service.closest('h3')).not.toBeNull();
    expect([service, about].map((b) => b.getAttribute('aria-expanded'))).toEqual([
      'false',
      'false',
    ]);
    expect(screen.queryAllByRole('link')).toEqual([]);

    fireEvent.click(service);
    expect(service.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(service.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(false);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Kontakta oss']);
    expect(about.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(service);
    expect(service.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });

  it('renders HTML of another shape as it is', () => {
    const html = renderToHtml(<FooterColumns html="<p>Ring oss</p>" collapsed />);
    expect(html).toContain('<p>Ring oss</p>');
    expect(html).not.toContain('<button');
  });

  it('renders open columns with plain headings on the server', () => {
    const html = renderToHtml(<FooterColumns html={HTML} collapsed={false} />);
    expect(html).toContain('<h3 class="ns-footer-columns__heading"><span>Kundservice</span></h3>');
    expect(html).not.toContain('hidden');
  });
});
