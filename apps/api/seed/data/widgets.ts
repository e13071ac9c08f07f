import type { L } from './localized';

/**
 * A layout widget of spec section 7 with its content per locale (HTML). A storefront setting the
 * content states is written as its placeholder ({{free_shipping_from}}), filled in when served.
 */
export interface WidgetSeed {
  readonly slug: string;
  readonly content: L;
  readonly hidden: boolean;
}

const footerColumns = (
  rows: readonly [title: string, links: readonly (readonly [label: string, href: string])[]][],
) =>
  rows
    .map(
      ([title, links]) =>
        `<section><h3>${title}</h3><ul>${links.map(([label, href]) => `<li><a href="${href}">${label}</a></li>`).join('')}</ul></section>`,
    )
    .join('');

/** Every widget the storefront loads: cookie-alert, cart-header, cart-footer, footer-columns, store-message, store-message-footer. */
export const WIDGETS: readonly WidgetSeed[] = [
  {
    slug: 'cookie-alert',
    hidden: false,
    content: {
      sv: '<p>Vi använder kakor (cookies) för att webbplatsen ska fungera, för statistik och för marknadsföring. Du väljer själv vilka du godkänner. Läs mer i vår <a href="/integritetspolicy">integritetspolicy</a>.</p>',
      no: '<p>Vi bruker informasjonskapsler (cookies) for at nettstedet skal fungere, for statistikk og for markedsføring. Du velger selv hvilke du godtar. Les mer i <a href="/personvern">personvernerklæringen</a>.</p>',
      da: '<p>Vi bruger cookies, så hjemmesiden virker, til statistik og til markedsføring. Du vælger selv, hvilke du accepterer. Læs mere i vores <a href="/privatlivspolitik">privatlivspolitik</a>.</p>',
      fi: '<p>Käytämme evästeitä sivuston toimintaan, tilastointiin ja markkinointiin. Voit itse valita, mitkä hyväksyt. Lue lisää <a href="/tietosuojaseloste">tietosuojaselosteesta</a>.</p>',
      nl: '<p>We gebruiken cookies om de website te laten werken, voor statistieken en voor marketing. Je kiest zelf welke je accepteert. Lees meer in ons <a href="/privacybeleid">privacybeleid</a>.</p>',
    },
  },
  {
    slug: 'cart-header',
    hidden: false,
    content: {
      sv: '<p>Fri frakt från {{free_shipping_from}} – vi skickar inom 24 timmar på vardagar.</p>',
      no: '<p>Gratis frakt fra {{free_shipping_from}} – vi sender innen 24 timer på hverdager.</p>',
      da: '<p>Gratis fragt fra {{free_shipping_from}} – vi sender inden for 24 timer på hverdage.</p>',
      fi: '<p>Ilmainen toimitus {{free_shipping_from}} alkaen – lähetämme arkisin 24 tunnin sisällä.</p>',
      nl: '<p>Gratis verzending vanaf {{free_shipping_from}} – op werkdagen binnen 24 uur verzonden.</p>',
    },
  },
  {
    slug: 'cart-footer',
    hidden: false,
    content: {
      sv: '<p>30 dagars öppet köp och 2 års garanti på alla produkter.</p>',
      no: '<p>30 dagers åpent kjøp og 2 års garanti på alle produkter.</p>',
      da: '<p>30 dages returret og 2 års garanti på alle produkter.</p>',
      fi: '<p>30 päivän palautusoikeus ja 2 vuoden takuu kaikille tuotteille.</p>',
      nl: '<p>30 dagen bedenktijd en 2 jaar garantie op alle producten.</p>',
    },
  },
  {
    slug: 'footer-columns',
    hidden: false,
    content: {
      sv: footerColumns([
        [
          'Kundservice',
          [
            ['Kontakta oss', '/kundservice'],
            ['Frakt och leverans', '/frakt'],
            ['Returer', '/returer'],
          ],
        ],
        [
          'Om Nordshop',
          [
            ['Om oss', '/om-oss'],
            ['Köpvillkor', '/kopvillkor'],
            ['Integritetspolicy', '/integritetspolicy'],
          ],
        ],
      ]),
      no: footerColumns([
        [
          'Kundeservice',
          [
            ['Kontakt oss', '/kundeservice'],
            ['Frakt og levering', '/frakt'],
            ['Retur', '/retur'],
          ],
        ],
        [
          'Om Nordshop',
          [
            ['Om oss', '/om-oss'],
            ['Kjøpsvilkår', '/kjopsvilkar'],
            ['Personvern', '/personvern'],
          ],
        ],
      ]),
      da: footerColumns([
        [
          'Kundeservice',
          [
            ['Kontakt os', '/kundeservice'],
            ['Fragt og levering', '/fragt'],
            ['Returnering', '/returnering'],
          ],
        ],
        [
          'Om Nordshop',
          [
            ['Om os', '/om-os'],
            ['Handelsbetingelser', '/handelsbetingelser'],
            ['Privatlivspolitik', '/privatlivspolitik'],
          ],
        ],
      ]),
      fi: footerColumns([
        [
          'Asiakaspalvelu',
          [
            ['Ota yhteyttä', '/asiakaspalvelu'],
            ['Toimitus', '/toimitus'],
            ['Palautukset', '/palautukset'],
          ],
        ],
        [
          'Nordshop',
          [
            ['Tietoa meistä', '/tietoa-meista'],
            ['Toimitusehdot', '/toimitusehdot'],
            ['Tietosuojaseloste', '/tietosuojaseloste'],
          ],
        ],
      ]),
      nl: footerColumns([
        [
          'Klantenservice',
          [
            ['Contact', '/klantenservice'],
            ['Verzending', '/verzending'],
            ['Retourneren', '/retourneren'],
          ],
        ],
        [
          'Over Nordshop',
          [
            ['Over ons', '/over-ons'],
            ['Algemene voorwaarden', '/algemene-voorwaarden'],
            ['Privacybeleid', '/privacybeleid'],
          ],
        ],
      ]),
    },
  },
  {
    slug: 'store-message',
    hidden: false,
    content: {
      sv: 'Fri frakt på alla beställningar från {{free_shipping_from}} hela veckan!',
      no: 'Gratis frakt på alle bestillinger fra {{free_shipping_from}} hele uken!',
      da: 'Gratis fragt på alle ordrer fra {{free_shipping_from}} hele ugen!',
      fi: 'Ilmainen toimitus koko viikon kaikille vähintään {{free_shipping_from}}:n tilauksille!',
      nl: 'De hele week gratis verzending op alle bestellingen vanaf {{free_shipping_from}}!',
    },
  },
  {
    slug: 'store-message-footer',
    hidden: false,
    content: {
      sv: 'Nordshop – tillbehör och reservdelar till din mobil, skickat från vårt lager i Sverige.',
      no: 'Nordshop – tilbehør og reservedeler til mobilen din, sendt fra vårt lager i Sverige.',
      da: 'Nordshop – tilbehør og reservedele til din mobil, sendt fra vores lager i Sverige.',
      fi: 'Nordshop – tarvikkeet ja varaosat puhelimeesi, lähetettynä varastostamme Ruotsista.',
      nl: 'Nordshop – accessoires en onderdelen voor je telefoon, verzonden vanuit ons magazijn in Zweden.',
    },
  },
];
