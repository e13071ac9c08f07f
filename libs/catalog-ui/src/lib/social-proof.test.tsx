import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../testing/test-providers';
import { SocialProof, socialProofLines, type SocialProofSettings } from './social-proof';

const settings: SocialProofSettings = {
  recent_product_views: true,
  items_bought_today: true,
  view_threshold: 10,
  purchase_threshold: 3,
};

describe('socialProofLines (each line only above its threshold)', () => {
  it.each([
    { views: 11, bought: 4, expected: ['product.social_views:11', 'product.social_bought:4'] },
    { views: 10, bought: 3, expected: [] },
    { views: 11, bought: 3, expected: ['product.social_views:11'] },
    { views: 0, bought: 50, expected: ['product.social_bought:50'] },
  ])('$views views and $bought bought → $expected', ({ views, bought, expected }) => {
    const lines = socialProofLines({ recent_views: views, bought_today: bought }, settings);
    expect(lines.map((line) => `${line.key}:${line.count}`)).toEqual(expected);
  });

  it.each([
    { change: { recent_product_views: false }, expected: ['product.social_bought:40'] },
    { change: { items_bought_today: false }, expected: ['product.social_views:40'] },
  ])('leaves out a line switched off in the display settings ($change)', ({ change, expected }) => {
    const lines = socialProofLines(
      { recent_views: 40, bought_today: 40 },
      { ...settings, ...change },
    );
    expect(lines.map((line) => `${line.key}:${line.count}`)).toEqual(expected);
  });
});

describe('SocialProof', () => {
  it('renders the translated lines, and nothing below the thresholds', () => {
    const shown = renderToString(
      <TestProviders>
        <SocialProof stats={{ recent_views: 25, bought_today: 7 }} settings={settings} />
      </TestProviders>,
    );
    expect(shown).toContain('25 personer har tittat på produkten det senaste dygnet');
    expect(shown).toContain('7 sålda i dag');
    const none = renderToString(
      <TestProviders>
        <SocialProof stats={{ recent_views: 1, bought_today: 0 }} settings={settings} />
      </TestProviders>,
    );
    expect(none).toBe('');
  });
});
