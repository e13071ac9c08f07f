import type { L } from './localized';
import type { ReviewBand } from './review-phrases';

const l = (sv: string, no: string, da: string, fi: string, nl: string): L => ({
  sv,
  no,
  da,
  fi,
  nl,
});

/** What reviews say about cases, screen protection and spare parts, by band. */
export const PROTECTION_REVIEW_DETAILS: Readonly<
  Record<string, Readonly<Record<ReviewBand, readonly L[]>>>
> = {
  cases: {
    good: [
      l(
        'Skalet sitter som gjutet och alla knappar går lätt att trycka på.',
        'Dekselet sitter som støpt, og alle knappene er lette å trykke på.',
        'Coveret sidder som støbt, og alle knapper er nemme at trykke på.',
        'Kuori istuu kuin valettu, ja kaikkia painikkeita on helppo painaa.',
        'Het hoesje zit als gegoten en alle knoppen zijn makkelijk in te drukken.',
      ),
      l(
        'Telefonen har åkt i golvet två gånger utan en skråma.',
        'Telefonen har falt i gulvet to ganger uten en skramme.',
        'Telefonen er faldet på gulvet to gange uden en skramme.',
        'Puhelin on pudonnut lattialle kahdesti ilman naarmuakaan.',
        'Mijn telefoon is twee keer op de grond gevallen zonder een kras.',
      ),
      l(
        'Färgen är ännu finare i verkligheten än på bilden.',
        'Fargen er enda finere i virkeligheten enn på bildet.',
        'Farven er endnu flottere i virkeligheden end på billedet.',
        'Väri on vielä kauniimpi livenä kuin kuvassa.',
        'De kleur is in het echt nog mooier dan op de foto.',
      ),
      l(
        'Ligger skönt i handen och känns påkostat.',
        'Ligger godt i hånden og føles solid.',
        'Ligger godt i hånden og føles lækkert.',
        'Tuntuu hyvältä kädessä ja laadukkaalta.',
        'Ligt lekker in de hand en voelt stevig aan.',
      ),
    ],
    mixed: [
      l(
        'Passar bra, men kanterna har börjat nötas efter en månad.',
        'Passer bra, men kantene har begynt å slites etter en måned.',
        'Passer godt, men kanterne er begyndt at blive slidte efter en måned.',
        'Sopii hyvin, mutta reunat ovat alkaneet kulua kuukaudessa.',
        'Past goed, maar de randen slijten al na een maand.',
      ),
      l(
        'Lite tjockare än jag trodde, så telefonen blir klumpig i fickan.',
        'Litt tykkere enn jeg trodde, så telefonen blir klumpete i lomma.',
        'Lidt tykkere end forventet, så telefonen bliver klodset i lommen.',
        'Hieman paksumpi kuin luulin, joten puhelin on kömpelö taskussa.',
        'Iets dikker dan ik dacht, waardoor mijn telefoon lomp in mijn zak zit.',
      ),
    ],
    poor: [
      l(
        'Urtaget för kameran satt lite snett på mitt exemplar.',
        'Utsparingen til kameraet satt litt skjevt på mitt eksemplar.',
        'Udskæringen til kameraet sad lidt skævt på mit eksemplar.',
        'Kameran aukko oli minun kappaleessani hieman vinossa.',
        'De uitsparing voor de camera zat bij mijn exemplaar een beetje scheef.',
      ),
      l(
        'Materialet blev gulaktigt redan efter några veckor.',
        'Materialet ble gulaktig allerede etter noen uker.',
        'Materialet blev gulligt allerede efter nogle uger.',
        'Materiaali kellastui jo muutamassa viikossa.',
        'Het materiaal werd na een paar weken al geelachtig.',
      ),
    ],
  },
  'screen-protection': {
    good: [
      l(
        'Monteringen var enkel och det blev inte en enda bubbla.',
        'Monteringen var enkel, og det ble ikke en eneste boble.',
        'Monteringen var nem, og der kom ikke en eneste boble.',
        'Asennus oli helppo, eikä yhtään kuplaa jäänyt.',
        'Aanbrengen was makkelijk en er bleef geen enkele bel achter.',
      ),
      l(
        'Man märker knappt att glaset sitter där, pekskärmen reagerar som vanligt.',
        'Man merker knapt at glasset er der, berøringsskjermen reagerer som vanlig.',
        'Man mærker knap, at glasset er der, og skærmen reagerer som normalt.',
        'Lasia tuskin huomaa, ja kosketusnäyttö toimii kuten ennenkin.',
        'Je merkt nauwelijks dat het glas erop zit, het scherm reageert gewoon.',
      ),
      l(
        'Tappade telefonen på asfalten – glaset sprack men skärmen klarade sig.',
        'Mistet telefonen på asfalten – glasset sprakk, men skjermen klarte seg.',
        'Tabte telefonen på asfalten – glasset revnede, men skærmen klarede sig.',
        'Puhelin putosi asfaltille – lasi halkesi, mutta näyttö säilyi ehjänä.',
        'Mijn telefoon viel op het asfalt – het glas brak, maar het scherm bleef heel.',
      ),
      l(
        'Tydlig instruktion och rengöringsdukar ingår.',
        'Tydelig bruksanvisning, og rengjøringskluter følger med.',
        'Tydelig vejledning, og der følger rengøringsklude med.',
        'Selkeät ohjeet, ja puhdistusliinat tulevat mukana.',
        'Duidelijke handleiding en er zitten schoonmaakdoekjes bij.',
      ),
    ],
    mixed: [
      l(
        'Lite svårt att få helt rakt, men det fungerar.',
        'Litt vanskelig å få helt rett, men det fungerer.',
        'Lidt svært at få helt lige, men det virker.',
        'Vähän hankala saada aivan suoraan, mutta toimii.',
        'Een beetje lastig om helemaal recht te krijgen, maar het werkt.',
      ),
      l(
        'Kanterna släpper lite där skalet trycker mot glaset.',
        'Kantene slipper litt der dekselet presser mot glasset.',
        'Kanterne slipper lidt, hvor coveret trykker på glasset.',
        'Reunat irtoavat hieman siitä, mihin kuori painaa.',
        'De randen laten een beetje los waar het hoesje tegen het glas drukt.',
      ),
    ],
    poor: [
      l(
        'Fick damm under glaset hur noga jag än var.',
        'Fikk støv under glasset uansett hvor nøye jeg var.',
        'Fik støv ind under glasset, uanset hvor forsigtig jeg var.',
        'Lasin alle jäi pölyä, vaikka olin kuinka huolellinen.',
        'Er kwam stof onder het glas, hoe voorzichtig ik ook was.',
      ),
      l(
        'Sprack redan första veckan utan att telefonen tappats.',
        'Sprakk allerede første uken uten at telefonen hadde falt.',
        'Revnede allerede i første uge, uden at telefonen var blevet tabt.',
        'Halkesi jo ensimmäisellä viikolla, vaikka puhelin ei ollut pudonnut.',
        'Al in de eerste week gebarsten zonder dat de telefoon was gevallen.',
      ),
    ],
  },
  'spare-parts': {
    good: [
      l(
        'Bytet tog en halvtimme och allt fungerade direkt.',
        'Byttet tok en halvtime, og alt fungerte med en gang.',
        'Udskiftningen tog en halv time, og alt virkede med det samme.',
        'Vaihto kesti puoli tuntia, ja kaikki toimi heti.',
        'Vervangen duurde een halfuur en alles werkte meteen.',
      ),
      l(
        'Passade perfekt, precis som originalet.',
        'Passet perfekt, akkurat som originalen.',
        'Passede perfekt, præcis som originalen.',
        'Sopi täydellisesti, aivan kuin alkuperäinen.',
        'Paste perfect, precies zoals het origineel.',
      ),
      l(
        'Väl förpackad och tydligt märkt.',
        'Godt pakket og tydelig merket.',
        'Godt pakket og tydeligt mærket.',
        'Hyvin pakattu ja selkeästi merkitty.',
        'Goed verpakt en duidelijk gelabeld.',
      ),
      l(
        'Verkstaden sa att kvaliteten var lika bra som originalet.',
        'Verkstedet sa at kvaliteten var like god som originalen.',
        'Værkstedet sagde, at kvaliteten var lige så god som originalen.',
        'Korjaamon mukaan laatu oli yhtä hyvä kuin alkuperäisessä.',
        'De reparateur zei dat de kwaliteit net zo goed was als het origineel.',
      ),
    ],
    mixed: [
      l(
        'Fungerar, men det följde inte med någon instruktion.',
        'Fungerer, men det fulgte ikke med noen bruksanvisning.',
        'Virker, men der fulgte ingen vejledning med.',
        'Toimii, mutta mukana ei ollut ohjeita.',
        'Werkt, maar er zat geen handleiding bij.',
      ),
      l(
        'Delen fungerar, men limmet fick jag köpa separat.',
        'Delen fungerer, men limet måtte jeg kjøpe separat.',
        'Delen virker, men limen måtte jeg købe separat.',
        'Osa toimii, mutta liiman jouduin ostamaan erikseen.',
        'Het onderdeel werkt, maar de lijm moest ik apart kopen.',
      ),
    ],
    poor: [
      l(
        'Passade inte riktigt trots rätt modell.',
        'Passet ikke helt selv om modellen var riktig.',
        'Passede ikke helt, selvom modellen var rigtig.',
        'Ei sopinut kunnolla, vaikka malli oli oikea.',
        'Paste niet helemaal, ondanks het juiste model.',
      ),
      l(
        'Fungerade bara i några dagar efter bytet.',
        'Fungerte bare i noen dager etter byttet.',
        'Virkede kun i nogle dage efter udskiftningen.',
        'Toimi vain muutaman päivän vaihdon jälkeen.',
        'Werkte maar een paar dagen na het vervangen.',
      ),
    ],
  },
};
