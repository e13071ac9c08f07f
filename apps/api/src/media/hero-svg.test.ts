import { describe, expect, it } from 'vitest';
import { HERO_IMAGE_KEYS, heroImage, heroSvg, isHeroImageKey } from './hero-svg';

describe('heroSvg', () => {
  it.each(HERO_IMAGE_KEYS)('draws %s at 960 × 640 in the shop colours, without words', (key) => {
    const svg = heroSvg(key);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="960" height="640" viewBox="0 0 960 640"/,
    );
    expect(svg).toMatch(/<\/svg>$/);
    expect(svg).toContain('#0b3d5c');
    expect(svg).toContain('#e4572e');
    expect(svg).not.toContain('<text');
  });

  it('names its picture URL and size for the API', () => {
    expect(heroImage('offers')).toEqual({ url: '/media/hero/offers.svg', width: 960, height: 640 });
  });

  it.each([
    { key: 'fast-charging', known: true },
    { key: 'nope', known: false },
    { key: 'offers.svg', known: false },
  ])('knows whether $key is a hero picture', ({ key, known }) => {
    expect(isHeroImageKey(key)).toBe(known);
  });
});
