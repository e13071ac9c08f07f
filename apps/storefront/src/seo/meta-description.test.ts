import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION_MAX_LENGTH, metaDescription, plainText } from './meta-description';

describe('plainText', () => {
  it.each([
    {
      name: 'strips tags',
      html: '<p>Ett <strong>tunt</strong> fodral.</p>',
      text: 'Ett tunt fodral.',
    },
    {
      name: 'collapses whitespace and line breaks',
      html: 'Skal\n\n  med   <br/>kortplats',
      text: 'Skal med kortplats',
    },
    {
      name: 'decodes entities',
      html: 'Svart &amp; vit &lt;3 &quot;tunn&quot; &#228;&#x2013;',
      text: 'Svart & vit <3 "tunn" ä–',
    },
    { name: 'keeps unknown entities', html: 'a &foo; b', text: 'a &foo; b' },
  ])('$name', ({ html, text }) => {
    expect(plainText(html)).toBe(text);
  });
});

describe('metaDescription', () => {
  const long =
    'Ett tunt plånboksfodral i äkta läder med plats för tre kort och sedlar, magnetlås och ställfunktion för film. Skyddar kamera och skärm mot repor och stötar i vardagen.';

  it('keeps a text that fits as it is', () => {
    expect(metaDescription('<p>Kort text.</p>')).toBe('Kort text.');
  });

  it(`cuts a long text at a word boundary within ${META_DESCRIPTION_MAX_LENGTH} characters and ends it with an ellipsis`, () => {
    const description = metaDescription(long);
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX_LENGTH);
    expect(description.endsWith('…')).toBe(true);
    expect(long.startsWith(description.slice(0, -1))).toBe(true);
    expect(long[description.length - 1]).toBe(' ');
  });

  it('drops punctuation before the ellipsis', () => {
    expect(metaDescription('Ett, två, tre, fyra', 10)).toBe('Ett, två…');
  });

  it('cuts inside a word only when the text has no space early enough', () => {
    expect(metaDescription('Superlångtordutanmellanslag', 10)).toBe('Superlång…');
  });
});
