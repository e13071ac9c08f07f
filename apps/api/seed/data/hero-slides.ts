import type { HeroImageKey } from '../../src/media/hero-svg';
import type { L } from './localized';

/** Where a seeded slide links: a product-type category (by key) or a product tag (by key). */
export type HeroTarget = { readonly category: string } | { readonly tag: string };

/** A seeded hero slide: its picture, background, link target and texts in every language. */
export interface HeroSlideSeed {
  readonly image: HeroImageKey;
  readonly background: string;
  readonly target: HeroTarget;
  readonly title: L;
  readonly text: L;
  readonly cta: L;
}

/** The home page's slides, in slider order; every storefront shows all three in its language. */
export const HERO_SLIDES: readonly HeroSlideSeed[] = [
  {
    image: 'screen-protection',
    background: '#0b3d5c',
    target: { category: 'screen-protection' },
    title: {
      sv: 'Skydda skärmen innan olyckan är framme',
      no: 'Beskytt skjermen før uhellet er ute',
      da: 'Beskyt skærmen, før uheldet er ude',
      fi: 'Suojaa näyttö ennen kuin vahinko sattuu',
      nl: 'Bescherm je scherm voordat het misgaat',
    },
    text: {
      sv: 'Härdat glas som sitter kvar, känns som själva skärmen och tar smällen när telefonen tappas. Till iPhone, Samsung och många fler.',
      no: 'Herdet glass som sitter godt, kjennes som selve skjermen og tar støyten når telefonen faller i bakken. Til iPhone, Samsung og mange flere.',
      da: 'Hærdet glas, der sidder fast, føles som selve skærmen og tager stødet, når telefonen bliver tabt. Til iPhone, Samsung og mange flere.',
      fi: 'Panssarilasi pysyy paikallaan, tuntuu aivan näytöltä ja ottaa iskun vastaan, kun puhelin putoaa. iPhoneen, Samsungiin ja moneen muuhun.',
      nl: 'Gehard glas dat goed blijft zitten, aanvoelt als je eigen scherm en de klap opvangt als je telefoon valt. Voor iPhone, Samsung en nog veel meer.',
    },
    cta: {
      sv: 'Hitta ditt skärmskydd',
      no: 'Finn din skjermbeskytter',
      da: 'Find din skærmbeskyttelse',
      fi: 'Löydä näytönsuojasi',
      nl: 'Vind jouw screenprotector',
    },
  },
  {
    image: 'fast-charging',
    background: '#f5f7f9',
    target: { tag: 'fast-charging' },
    title: {
      sv: 'Från tomt till fullt på nolltid',
      no: 'Fra tomt til fullt på null komma niks',
      da: 'Fra tom til fuld på ingen tid',
      fi: 'Tyhjästä täyteen hetkessä',
      nl: 'Van leeg naar vol in een mum van tijd',
    },
    text: {
      sv: 'Snabbladdare och kablar med USB-C Power Delivery laddar många telefoner till 50 % på ungefär en halvtimme.',
      no: 'Hurtigladere og kabler med USB-C Power Delivery lader mange telefoner til 50 % på omtrent en halvtime.',
      da: 'Hurtigopladere og kabler med USB-C Power Delivery lader mange telefoner op til 50 % på cirka en halv time.',
      fi: 'USB-C Power Delivery -pikalaturit ja -kaapelit lataavat monen puhelimen 50 prosenttiin noin puolessa tunnissa.',
      nl: 'Snelladers en kabels met USB-C Power Delivery laden veel telefoons in ongeveer een halfuur op tot 50 %.',
    },
    cta: {
      sv: 'Se allt för snabbladdning',
      no: 'Se alt for hurtiglading',
      da: 'Se alt til hurtigopladning',
      fi: 'Katso pikalataustuotteet',
      nl: 'Bekijk alles voor snelladen',
    },
  },
  {
    image: 'offers',
    background: '#0b3d5c',
    target: { tag: 'offers' },
    title: {
      sv: 'Fynda bland våra erbjudanden',
      no: 'Gjør et kupp blant tilbudene våre',
      da: 'Gør et kup blandt vores tilbud',
      fi: 'Tee löytöjä tarjouksistamme',
      nl: 'Sla je slag met onze aanbiedingen',
    },
    text: {
      sv: 'Skal, laddare, hörlurar och mycket mer till kampanjpris – så länge lagret räcker.',
      no: 'Deksler, ladere, hodetelefoner og mye mer til kampanjepris – så lenge lageret rekker.',
      da: 'Covers, opladere, høretelefoner og meget mere til kampagnepris – så længe lager haves.',
      fi: 'Kuoret, laturit, kuulokkeet ja paljon muuta kampanjahintaan – niin kauan kuin tavaraa riittää.',
      nl: 'Hoesjes, opladers, oordopjes en nog veel meer voor een actieprijs – zolang de voorraad strekt.',
    },
    cta: {
      sv: 'Se alla erbjudanden',
      no: 'Se alle tilbud',
      da: 'Se alle tilbud',
      fi: 'Katso kaikki tarjoukset',
      nl: 'Bekijk alle aanbiedingen',
    },
  },
];
