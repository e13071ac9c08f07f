import type { LocaleCode } from '@nordshop/locale-config';

/** An unpublished edit of one CMS page, as the CMS keeps it (draft_title, draft_content). */
export interface CmsDraftSeed {
  readonly slug: string;
  readonly title: string;
  readonly content: string;
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

/** The shipping page of every storefront has a Christmas edit waiting for review (open it with a preview link). */
export const CMS_DRAFTS: Readonly<Record<LocaleCode, CmsDraftSeed>> = {
  sv: {
    slug: 'frakt',
    title: 'Frakt och leverans i julhandeln',
    content: p(
      'Beställ senast den 19 december för leverans före julafton.',
      'Frakten är gratis för beställningar från {{free_shipping_from}}.',
      'Mellan jul och nyår skickar vi beställningar varje vardag utom den 31 december.',
    ),
  },
  no: {
    slug: 'frakt',
    title: 'Frakt og levering i julehandelen',
    content: p(
      'Bestill senest 18. desember for levering før julaften.',
      'Frakten er gratis for bestillinger fra {{free_shipping_from}}.',
      'Mellom jul og nyttår sender vi bestillinger hver hverdag unntatt 31. desember.',
    ),
  },
  da: {
    slug: 'fragt',
    title: 'Fragt og levering i julehandlen',
    content: p(
      'Bestil senest den 19. december for levering inden juleaften.',
      'Fra {{free_shipping_from}} er fragten gratis.',
      'Mellem jul og nytår sender vi ordrer alle hverdage undtagen den 31. december.',
    ),
  },
  fi: {
    slug: 'toimitus',
    title: 'Toimitukset joulun alla',
    content: p(
      'Tilaa viimeistään 18. joulukuuta, niin paketti ehtii perille ennen jouluaattoa.',
      'Toimitus on ilmainen vähintään {{free_shipping_from}}:n tilauksille.',
      'Joulun ja uudenvuoden välillä lähetämme tilaukset arkisin 31. joulukuuta lukuun ottamatta.',
    ),
  },
  nl: {
    slug: 'verzending',
    title: 'Verzending rond de feestdagen',
    content: p(
      'Bestel uiterlijk 20 december voor levering vóór de kerstdagen.',
      'Verzending is gratis vanaf {{free_shipping_from}}.',
      'Tussen Kerst en Oud en Nieuw versturen we elke werkdag behalve 31 december.',
    ),
  },
};
