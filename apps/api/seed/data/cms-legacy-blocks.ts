import type { LocaleCode } from '@nordshop/locale-config';

/** A block imported from the old shop into one CMS page of a storefront, appended to its content. */
export interface LegacyBlockSeed {
  readonly slug: string;
  readonly html: string;
}

const block = (heading: string, text: string, print: string) =>
  // Imported as it was: the old shop's inline tracking script, an onclick handler and a
  // javascript: link. The API's sanitizer (src/content/sanitize-html.ts) removes all three before
  // the page is served; only the heading, the text and the link's label remain.
  `<div class="legacy-import" onclick="window.__legacyTracking = 2"><h2>${heading}</h2><p>${text}</p>` +
  `<p><a href="javascript:window.print()">${print}</a></p><script>window.__legacyTracking = 1</script></div>`;

/** The returns page of every storefront carries the old shop's block about the right of withdrawal. */
export const CMS_LEGACY_BLOCKS: Readonly<Record<LocaleCode, LegacyBlockSeed>> = {
  sv: {
    slug: 'returer',
    html: block(
      'Ångerrätt och reklamation',
      'Enligt distansavtalslagen har du 14 dagars ångerrätt från att du tagit emot varan; hos oss gäller 30 dagars öppet köp. Reklamationer hanteras enligt konsumentköplagen i upp till tre år.',
      'Skriv ut villkoren',
    ),
  },
  no: {
    slug: 'retur',
    html: block(
      'Angrerett og reklamasjon',
      'Etter angrerettloven har du 14 dagers angrerett fra du mottok varen; hos oss gjelder 30 dagers åpent kjøp. Reklamasjoner behandles etter forbrukerkjøpsloven i opptil fem år.',
      'Skriv ut vilkårene',
    ),
  },
  da: {
    slug: 'returnering',
    html: block(
      'Fortrydelsesret og reklamation',
      'Efter forbrugeraftaleloven har du 14 dages fortrydelsesret fra modtagelsen af varen; hos os gælder 30 dages returret. Reklamationer behandles efter købeloven i op til to år.',
      'Udskriv betingelserne',
    ),
  },
  fi: {
    slug: 'palautukset',
    html: block(
      'Peruuttamisoikeus ja virheilmoitukset',
      'Kuluttajansuojalain mukaan sinulla on 14 päivän peruuttamisoikeus tuotteen vastaanottamisesta; meillä palautusoikeus on 30 päivää. Virheilmoitukset käsittelemme kuluttajansuojalain mukaisesti.',
      'Tulosta ehdot',
    ),
  },
  nl: {
    slug: 'retourneren',
    html: block(
      'Herroepingsrecht en klachten',
      'Volgens de wet heb je 14 dagen herroepingsrecht vanaf de ontvangst van het product; bij ons geldt 30 dagen bedenktijd. Klachten behandelen we volgens de wettelijke garantie.',
      'Voorwaarden afdrukken',
    ),
  },
};
