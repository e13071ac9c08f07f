import type { L } from './localized';

/** An accessory brand: the maker shown as the product prefix and on brand pages. */
export interface AccessoryBrandSeed {
  readonly slug: string;
  readonly name: string;
  readonly description: L;
}

/** The brands of the demo catalog (invented names). */
export const ACCESSORY_BRANDS: readonly AccessoryBrandSeed[] = [
  {
    slug: 'nordcase',
    name: 'Nordcase',
    description: {
      sv: 'Nordcase formger skal och fodral i Stockholm, med fokus på tåliga material och rena linjer.',
      no: 'Nordcase designer deksler og etuier i Stockholm, med vekt på slitesterke materialer og rene linjer.',
      da: 'Nordcase designer covers og etuier i Stockholm med fokus på holdbare materialer og rene linjer.',
      fi: 'Nordcase suunnittelee kuoria ja koteloita Tukholmassa. Tärkeintä ovat kestävät materiaalit ja selkeät linjat.',
      nl: 'Nordcase ontwerpt hoesjes in Stockholm, met de nadruk op sterke materialen en strakke lijnen.',
    },
  },
  {
    slug: 'fjallglas',
    name: 'Fjällglas',
    description: {
      sv: 'Fjällglas gör skärmskydd i härdat glas som är lätta att montera och håller i åratal.',
      no: 'Fjällglas lager skjermbeskyttere i herdet glass som er enkle å montere og varer i årevis.',
      da: 'Fjällglas laver skærmbeskyttelse i hærdet glas, der er nem at montere og holder i årevis.',
      fi: 'Fjällglas valmistaa panssarilaseja, jotka on helppo asentaa ja jotka kestävät vuosia.',
      nl: 'Fjällglas maakt screenprotectors van gehard glas die eenvoudig aan te brengen zijn en jaren meegaan.',
    },
  },
  {
    slug: 'voltvik',
    name: 'Voltvik',
    description: {
      sv: 'Voltvik utvecklar snabba och säkra laddare för hemmet, bilen och resan.',
      no: 'Voltvik utvikler raske og trygge ladere for hjemmet, bilen og reisen.',
      da: 'Voltvik udvikler hurtige og sikre opladere til hjemmet, bilen og rejsen.',
      fi: 'Voltvik kehittää nopeita ja turvallisia latureita kotiin, autoon ja matkalle.',
      nl: 'Voltvik ontwikkelt snelle en veilige opladers voor thuis, in de auto en onderweg.',
    },
  },
  {
    slug: 'kablo',
    name: 'Kablo',
    description: {
      sv: 'Kablo gör kablar, adaptrar och minneskort som tål vardagen.',
      no: 'Kablo lager kabler, adaptere og minnekort som tåler hverdagen.',
      da: 'Kablo laver kabler, adaptere og hukommelseskort, der kan tåle hverdagen.',
      fi: 'Kablo valmistaa kaapeleita, sovittimia ja muistikortteja, jotka kestävät arkea.',
      nl: 'Kablo maakt kabels, adapters en geheugenkaarten die tegen een stootje kunnen.',
    },
  },
  {
    slug: 'ljudvag',
    name: 'Ljudvåg',
    description: {
      sv: 'Ljudvåg gör hörlurar och högtalare med klart ljud och lång batteritid.',
      no: 'Ljudvåg lager hodetelefoner og høyttalere med klar lyd og lang batteritid.',
      da: 'Ljudvåg laver høretelefoner og højttalere med klar lyd og lang batteritid.',
      fi: 'Ljudvåg valmistaa kuulokkeita ja kaiuttimia, joissa on selkeä ääni ja pitkä akunkesto.',
      nl: 'Ljudvåg maakt oordopjes en speakers met helder geluid en een lange batterijduur.',
    },
  },
  {
    slug: 'repairo',
    name: 'Repairo',
    description: {
      sv: 'Repairo levererar testade reservdelar och verktyg till verkstäder och hemmafixare.',
      no: 'Repairo leverer testede reservedeler og verktøy til verksteder og hjemmefiksere.',
      da: 'Repairo leverer testede reservedele og værktøj til værksteder og gør-det-selv-folk.',
      fi: 'Repairo toimittaa testattuja varaosia ja työkaluja korjaamoille ja kotikorjaajille.',
      nl: 'Repairo levert geteste onderdelen en gereedschap aan reparateurs en thuisklussers.',
    },
  },
  {
    slug: 'greppa',
    name: 'Greppa',
    description: {
      sv: 'Greppa gör hållare, grepp och band som gör mobilen enklare att använda.',
      no: 'Greppa lager holdere, grep og stropper som gjør mobilen enklere å bruke.',
      da: 'Greppa laver holdere, greb og stropper, der gør mobilen nemmere at bruge.',
      fi: 'Greppa valmistaa telineitä, pidikkeitä ja hihnoja, jotka helpottavat puhelimen käyttöä.',
      nl: 'Greppa maakt houders, grips en koorden die je telefoon makkelijker in gebruik maken.',
    },
  },
  {
    slug: 'polarkraft',
    name: 'Polarkraft',
    description: {
      sv: 'Polarkraft gör powerbanks och trådlösa laddare som klarar kyla och långa dagar.',
      no: 'Polarkraft lager powerbanker og trådløse ladere som tåler kulde og lange dager.',
      da: 'Polarkraft laver powerbanks og trådløse opladere, der klarer kulde og lange dage.',
      fi: 'Polarkraft valmistaa varavirtalähteitä ja langattomia latureita, jotka kestävät pakkasta ja pitkiä päiviä.',
      nl: 'Polarkraft maakt powerbanks en draadloze opladers die tegen kou en lange dagen kunnen.',
    },
  },
  {
    slug: 'ostkust',
    name: 'Östkust Design',
    description: {
      sv: 'Östkust Design skapar fodral och band i skandinavisk stil av återvunnet material.',
      no: 'Östkust Design lager etuier og stropper i skandinavisk stil av resirkulert materiale.',
      da: 'Östkust Design skaber etuier og stropper i skandinavisk stil af genanvendt materiale.',
      fi: 'Östkust Design tekee skandinaavistyylisiä koteloita ja hihnoja kierrätetystä materiaalista.',
      nl: 'Östkust Design maakt hoesjes en koorden in Scandinavische stijl van gerecycled materiaal.',
    },
  },
  {
    slug: 'arktis',
    name: 'Arktis',
    description: {
      sv: 'Arktis gör tåliga skal för dig som är ute i alla väder.',
      no: 'Arktis lager solide deksler for deg som er ute i all slags vær.',
      da: 'Arktis laver robuste covers til dig, der er ude i al slags vejr.',
      fi: 'Arktis valmistaa kestäviä kuoria kaikkiin keleihin.',
      nl: 'Arktis maakt stevige hoesjes voor wie in weer en wind buiten is.',
    },
  },
  {
    slug: 'nordshop',
    name: 'Nordshop',
    description: {
      sv: 'Presentkort från Nordshop gäller på hela sortimentet.',
      no: 'Gavekort fra Nordshop gjelder på hele sortimentet.',
      da: 'Gavekort fra Nordshop gælder på hele sortimentet.',
      fi: 'Nordshopin lahjakortti käy koko valikoimaan.',
      nl: 'Cadeaukaarten van Nordshop zijn geldig op het hele assortiment.',
    },
  },
];
