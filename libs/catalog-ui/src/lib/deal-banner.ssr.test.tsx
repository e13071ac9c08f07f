import { describe, expect, it } from 'vitest';
import { aDeal } from '../testing/catalog-builders';
import { renderToHtml } from '../testing/test-providers';
import { DealBanner } from './deal-banner';

const at = (iso: string) => Date.parse(iso);

describe('DealBanner on the server', () => {
  it.each([
    {
      name: 'a running deal with its countdown from the render instant',
      deal: aDeal(),
      now: '2026-11-23T12:00:00.000Z',
      html: ['Dagens deal', 'role="timer"', 'Slutar om 12:00:00'],
    },
    {
      name: 'nothing before the deal starts',
      deal: aDeal(),
      now: '2026-11-22T12:00:00.000Z',
      html: [],
    },
    { name: 'nothing after it expired', deal: aDeal(), now: '2026-11-24T00:00:00.000Z', html: [] },
    { name: 'nothing without a deal', deal: null, now: '2026-11-23T12:00:00.000Z', html: [] },
  ])('renders $name', ({ deal, now, html }) => {
    const out = renderToHtml(
      <DealBanner deal={deal} now={at(now)} href="/produkt/laddkabel" showCountdown locale="sv" />,
    );
    if (html.length === 0) expect(out).toBe('');
    for (const part of html) expect(out).toContain(part);
  });
});
