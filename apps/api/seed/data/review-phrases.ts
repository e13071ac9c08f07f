import type { LocaleCode } from '@nordshop/locale-config';
import type { L } from './localized';

/** How a review feels: good (4 and 5 stars), mixed (3) or poor (1 and 2). */
export type ReviewBand = 'good' | 'mixed' | 'poor';

/** The band of a rating of 1 to 5 stars. */
export function bandOf(rating: number): ReviewBand {
  return rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'poor';
}

const l = (sv: string, no: string, da: string, fi: string, nl: string): L => ({
  sv,
  no,
  da,
  fi,
  nl,
});

/** Review titles by band. */
export const REVIEW_TITLES: Readonly<Record<ReviewBand, readonly L[]>> = {
  good: [
    l(
      'Precis vad jag behövde',
      'Akkurat det jeg trengte',
      'Præcis hvad jeg havde brug for',
      'Juuri mitä tarvitsin',
      'Precies wat ik nodig had',
    ),
    l('Mycket nöjd', 'Veldig fornøyd', 'Meget tilfreds', 'Todella tyytyväinen', 'Zeer tevreden'),
    l(
      'Bra kvalitet för priset',
      'God kvalitet for prisen',
      'God kvalitet til prisen',
      'Hyvä laatu hintaansa nähden',
      'Goede kwaliteit voor de prijs',
    ),
    l('Rekommenderas!', 'Anbefales!', 'Kan anbefales!', 'Suosittelen!', 'Aanrader!'),
    l(
      'Köper gärna igen',
      'Kjøper gjerne igjen',
      'Køber gerne igen',
      'Ostan mielelläni uudelleen',
      'Zou het zo weer kopen',
    ),
    l(
      'Snabb leverans, bra produkt',
      'Rask levering, bra produkt',
      'Hurtig levering, godt produkt',
      'Nopea toimitus, hyvä tuote',
      'Snel geleverd, goed product',
    ),
    l(
      'Håller vad den lovar',
      'Holder det den lover',
      'Holder, hvad den lover',
      'Pitää mitä lupaa',
      'Doet wat het belooft',
    ),
    l(
      'Bättre än väntat',
      'Bedre enn forventet',
      'Bedre end forventet',
      'Odotettua parempi',
      'Beter dan verwacht',
    ),
  ],
  mixed: [
    l('Helt okej', 'Helt grei', 'Helt okay', 'Ihan ok', 'Redelijk'),
    l(
      'Bra men inte perfekt',
      'Bra, men ikke perfekt',
      'God, men ikke perfekt',
      'Hyvä mutta ei täydellinen',
      'Goed, maar niet perfect',
    ),
    l('Gör sitt jobb', 'Gjør jobben', 'Gør, hvad den skal', 'Ajaa asiansa', 'Doet zijn werk'),
    l(
      'Blandade känslor',
      'Blandede følelser',
      'Blandede følelser',
      'Ristiriitaiset tunteet',
      'Gemengde gevoelens',
    ),
  ],
  poor: [
    l(
      'Inte vad jag hoppats på',
      'Ikke det jeg hadde håpet på',
      'Ikke hvad jeg havde håbet på',
      'Ei sitä mitä toivoin',
      'Niet wat ik had gehoopt',
    ),
    l('Besviken', 'Skuffet', 'Skuffet', 'Pettynyt', 'Teleurgesteld'),
    l(
      'Höll inte länge',
      'Varte ikke lenge',
      'Holdt ikke længe',
      'Ei kestänyt kauan',
      'Ging niet lang mee',
    ),
    l(
      'Skulle inte köpa igen',
      'Ville ikke kjøpt igjen',
      'Ville ikke købe igen',
      'En ostaisi uudelleen',
      'Zou het niet opnieuw kopen',
    ),
  ],
};

/** First sentences of a review of a physical product, by band. */
export const REVIEW_OPENERS: Readonly<Record<ReviewBand, readonly L[]>> = {
  good: [
    l(
      'Kom fram redan dagen efter och var väl förpackad.',
      'Kom allerede dagen etter og var godt pakket.',
      'Kom allerede dagen efter og var godt pakket ind.',
      'Tuli jo seuraavana päivänä ja oli hyvin pakattu.',
      'Kwam de volgende dag al binnen en was goed verpakt.',
    ),
    l(
      'Har använt den i ett par månader nu.',
      'Har brukt den i et par måneder nå.',
      'Har brugt den i et par måneder nu.',
      'Olen käyttänyt tätä nyt pari kuukautta.',
      'Ik gebruik het nu een paar maanden.',
    ),
    l(
      'Köpte den efter att ha läst omdömena här.',
      'Kjøpte den etter å ha lest anmeldelsene her.',
      'Købte den efter at have læst anmeldelserne her.',
      'Ostin tämän luettuani arvostelut täältä.',
      'Gekocht na het lezen van de reviews hier.',
    ),
    l(
      'Andra gången jag beställer just den här.',
      'Andre gang jeg bestiller akkurat denne.',
      'Anden gang, jeg bestiller netop denne.',
      'Tilaan tätä jo toista kertaa.',
      'Het is de tweede keer dat ik juist deze bestel.',
    ),
    l(
      'Beställningen gick smidigt och allt stämde.',
      'Bestillingen gikk greit, og alt stemte.',
      'Bestillingen gik nemt, og alt passede.',
      'Tilaus sujui vaivatta, ja kaikki täsmäsi.',
      'Bestellen ging soepel en alles klopte.',
    ),
    l(
      'Mycket prisvärd jämfört med butikerna i stan.',
      'Veldig prisgunstig sammenlignet med butikkene i byen.',
      'Meget prisvenlig sammenlignet med butikkerne i byen.',
      'Todella edullinen verrattuna kaupungin liikkeisiin.',
      'Erg voordelig vergeleken met de winkels in de stad.',
    ),
  ],
  mixed: [
    l(
      'Leveransen gick snabbt.',
      'Leveringen gikk raskt.',
      'Leveringen gik hurtigt.',
      'Toimitus oli nopea.',
      'De levering was snel.',
    ),
    l(
      'Har haft den i några veckor.',
      'Har hatt den i noen uker.',
      'Har haft den i nogle uger.',
      'Olen käyttänyt tätä muutaman viikon.',
      'Ik heb het nu een paar weken.',
    ),
    l(
      'Priset är okej för vad man får.',
      'Prisen er grei for det man får.',
      'Prisen er okay for det, man får.',
      'Hinta on kohtuullinen siihen nähden, mitä saa.',
      'De prijs is oké voor wat je krijgt.',
    ),
  ],
  poor: [
    l(
      'Tyvärr blev jag besviken.',
      'Dessverre ble jeg skuffet.',
      'Desværre blev jeg skuffet.',
      'Valitettavasti petyin.',
      'Helaas viel het me tegen.',
    ),
    l(
      'Leveransen var snabb, men det hjälper inte.',
      'Leveringen var rask, men det hjelper ikke.',
      'Leveringen var hurtig, men det hjælper ikke.',
      'Toimitus oli nopea, mutta se ei auta.',
      'De levering was snel, maar daar heb je weinig aan.',
    ),
    l(
      'Hade högre förväntningar.',
      'Hadde høyere forventninger.',
      'Havde højere forventninger.',
      'Odotin enemmän.',
      'Ik had er meer van verwacht.',
    ),
  ],
};

/** Last sentences a review may end with, by band. */
export const REVIEW_CLOSERS: Readonly<Record<ReviewBand, readonly L[]>> = {
  good: [
    l(
      'Kan varmt rekommenderas.',
      'Kan varmt anbefales.',
      'Kan varmt anbefales.',
      'Suosittelen lämpimästi.',
      'Echt een aanrader.',
    ),
    l(
      'Kommer att handla här igen.',
      'Kommer til å handle her igjen.',
      'Jeg handler gerne her igen.',
      'Asioin täällä varmasti uudelleen.',
      'Ik bestel hier zeker weer.',
    ),
    l(
      'Bra kundservice när jag hade en fråga också.',
      'God kundeservice da jeg hadde et spørsmål også.',
      'God kundeservice, da jeg havde et spørgsmål.',
      'Asiakaspalvelu auttoi nopeasti, kun minulla oli kysyttävää.',
      'Ook de klantenservice hielp snel toen ik een vraag had.',
    ),
  ],
  mixed: [
    l(
      'Helt okej för priset.',
      'Helt greit for prisen.',
      'Helt okay til prisen.',
      'Ihan ok hintaansa nähden.',
      'Prima voor die prijs.',
    ),
    l(
      'Vet inte om jag skulle köpa samma igen.',
      'Vet ikke om jeg ville kjøpt den samme igjen.',
      'Ved ikke, om jeg ville købe den samme igen.',
      'En tiedä, ostaisinko saman uudelleen.',
      'Weet niet of ik dezelfde nog eens zou kopen.',
    ),
  ],
  poor: [
    l(
      'Returnerar den.',
      'Returnerer den.',
      'Sender den retur.',
      'Palautan sen.',
      'Ik stuur het terug.',
    ),
    l(
      'Kundservice var däremot trevlig.',
      'Kundeservice var derimot hyggelig.',
      'Kundeservice var til gengæld venlig.',
      'Asiakaspalvelu oli sentään ystävällinen.',
      'De klantenservice was wel vriendelijk.',
    ),
  ],
};

/** First names of reviewers by the storefront language they write in. */
export const REVIEWER_NAMES: Readonly<Record<LocaleCode, readonly string[]>> = {
  sv: [
    'Anna',
    'Erik',
    'Maja',
    'Lars',
    'Sara',
    'Johan',
    'Elin',
    'Oskar',
    'Karin',
    'Magnus',
    'Linnea',
    'Per',
  ],
  no: [
    'Ingrid',
    'Ola',
    'Kari',
    'Henrik',
    'Silje',
    'Jonas',
    'Marte',
    'Anders',
    'Ida',
    'Sindre',
    'Hanne',
    'Eirik',
  ],
  da: [
    'Mette',
    'Søren',
    'Freja',
    'Mads',
    'Camilla',
    'Rasmus',
    'Louise',
    'Jens',
    'Sofie',
    'Anders',
    'Line',
    'Kasper',
  ],
  fi: [
    'Mikko',
    'Aino',
    'Juha',
    'Laura',
    'Ville',
    'Emilia',
    'Antti',
    'Sanna',
    'Eero',
    'Noora',
    'Pekka',
    'Hanna',
  ],
  nl: [
    'Daan',
    'Emma',
    'Sanne',
    'Bram',
    'Lotte',
    'Thijs',
    'Fleur',
    'Jeroen',
    'Iris',
    'Ruben',
    'Anouk',
    'Joost',
  ],
};

/** Initials of reviewers' last names. */
export const REVIEWER_INITIALS = 'ABDEFGHJKLMNOPRSTVW';
