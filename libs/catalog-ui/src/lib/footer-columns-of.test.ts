import { describe, expect, it } from 'vitest';
import { footerColumnsOf } from './footer-columns-of';

const SERVICE =
  '<section><h3>Kundservice</h3><ul><li><a href="/kundservice">Kontakta oss</a></li></ul></section>';
const ABOUT =
  '<section><h3>Om Nordshop</h3><ul><li><a href="/om-oss">Om oss</a></li></ul></section>';

describe('footerColumnsOf', () => {
  it('reads each section as a column: heading tag, title and the HTML below the heading', () => {
    expect(footerColumnsOf(`${SERVICE}\n  ${ABOUT}\n`)).toEqual([
      {
        headingTag: 'h3',
        titleHtml: 'Kundservice',
        bodyHtml: '<ul><li><a href="/kundservice">Kontakta oss</a></li></ul>',
      },
      {
        headingTag: 'h3',
        titleHtml: 'Om Nordshop',
        bodyHtml: '<ul><li><a href="/om-oss">Om oss</a></li></ul>',
      },
    ]);
  });

  it('keeps attributes, other heading levels and markup inside a title', () => {
    expect(
      footerColumnsOf(
        '<section class="col"><H2 id="x"> <strong>Hjälp</strong> </H2><p>Text</p></section>',
      ),
    ).toEqual([{ headingTag: 'h2', titleHtml: '<strong>Hjälp</strong>', bodyHtml: '<p>Text</p>' }]);
  });

  it.each([
    { name: 'no HTML', html: '' },
    { name: 'a list without sections', html: '<ul><li><a href="/a">A</a></li></ul>' },
    { name: 'text before the first section', html: `<p>Hej</p>${SERVICE}` },
    { name: 'text after the last section', html: `${SERVICE}<p>Hej</p>` },
    { name: 'a section without a heading first', html: '<section><p>Text</p></section>' },
    {
      name: 'a section nested in a column',
      html: '<section><h3>A</h3><section>x</section></section>',
    },
    { name: 'a link in a title', html: '<section><h3><a href="/a">A</a></h3><ul></ul></section>' },
  ])('is null for $name (the widget is shown as it is)', ({ html }) => {
    expect(footerColumnsOf(html)).toBeNull();
  });
});
