import type { L } from './localized';
import type { ReviewBand } from './review-phrases';

const l = (sv: string, no: string, da: string, fi: string, nl: string): L => ({
  sv,
  no,
  da,
  fi,
  nl,
});

/** What reviews say about chargers, cables, audio, accessories and gift cards, by band. */
export const GEAR_REVIEW_DETAILS: Readonly<
  Record<string, Readonly<Record<ReviewBand, readonly L[]>>>
> = {
  chargers: {
    good: [
      l(
        'Laddar telefonen från noll till hälften på ungefär en halvtimme.',
        'Lader telefonen fra null til halvveis på omtrent en halvtime.',
        'Oplader telefonen fra nul til halvt på cirka en halv time.',
        'Lataa puhelimen tyhjästä puoleen noin puolessa tunnissa.',
        'Laadt mijn telefoon in ongeveer een halfuur van leeg tot half vol.',
      ),
      l(
        'Blir knappt varm, även när jag laddar över natten.',
        'Blir knapt varm, selv når jeg lader over natten.',
        'Bliver knap varm, heller ikke når jeg oplader natten over.',
        'Ei juuri lämpene, vaikka lataan yön yli.',
        "Wordt nauwelijks warm, ook niet als ik 's nachts laad.",
      ),
      l(
        'Liten och lätt, perfekt att ha med på resan.',
        'Liten og lett, perfekt å ha med på reise.',
        'Lille og let, perfekt at have med på rejsen.',
        'Pieni ja kevyt, täydellinen matkalle.',
        'Klein en licht, perfect om mee op reis te nemen.',
      ),
      l(
        'Fungerar lika bra till min surfplatta som till telefonen.',
        'Fungerer like godt til nettbrettet som til telefonen.',
        'Virker lige så godt til min tablet som til telefonen.',
        'Toimii yhtä hyvin tabletin kuin puhelimen kanssa.',
        'Werkt net zo goed voor mijn tablet als voor mijn telefoon.',
      ),
    ],
    mixed: [
      l(
        'Laddar bra, men lampan lyser starkt i sovrummet.',
        'Lader bra, men lyset er sterkt på soverommet.',
        'Oplader fint, men lampen lyser kraftigt i soveværelset.',
        'Lataa hyvin, mutta merkkivalo on makuuhuoneessa kirkas.',
        'Laadt prima, maar het lampje is fel in de slaapkamer.',
      ),
      l(
        'Snabbladdningen fungerar bara med vissa kablar.',
        'Hurtigladingen fungerer bare med noen kabler.',
        'Hurtigopladningen virker kun med nogle kabler.',
        'Pikalataus toimii vain joidenkin kaapelien kanssa.',
        'Snelladen werkt alleen met sommige kabels.',
      ),
    ],
    poor: [
      l(
        'Slutade fungera efter drygt en månad.',
        'Sluttet å virke etter drøyt en måned.',
        'Holdt op med at virke efter godt en måned.',
        'Lakkasi toimimasta reilun kuukauden jälkeen.',
        'Hield er na ruim een maand mee op.',
      ),
      l(
        'Laddar betydligt långsammare än utlovat.',
        'Lader betydelig tregere enn lovet.',
        'Oplader betydeligt langsommere end lovet.',
        'Lataa selvästi luvattua hitaammin.',
        'Laadt een stuk langzamer dan beloofd.',
      ),
    ],
  },
  cables: {
    good: [
      l(
        'Känns mycket stadigare än originalkabeln.',
        'Føles mye kraftigere enn originalkabelen.',
        'Føles meget mere solid end originalkablet.',
        'Tuntuu paljon tukevammalta kuin alkuperäinen kaapeli.',
        'Voelt veel steviger aan dan de originele kabel.',
      ),
      l(
        'Kontakten sitter stadigt och glappar inte.',
        'Kontakten sitter godt og slarker ikke.',
        'Stikket sidder godt fast og slør ikke.',
        'Liitin istuu tiukasti eikä heilu.',
        'De stekker zit stevig en hapert niet.',
      ),
      l(
        'Laddar snabbt och överför filer utan problem.',
        'Lader raskt og overfører filer uten problemer.',
        'Oplader hurtigt og overfører filer uden problemer.',
        'Lataa nopeasti ja siirtää tiedostot ongelmitta.',
        'Laadt snel en zet bestanden zonder problemen over.',
      ),
      l(
        'Har legat i väskan varje dag i ett halvår och är som ny.',
        'Har ligget i veska hver dag i et halvt år og er som ny.',
        'Har ligget i tasken hver dag i et halvt år og er som ny.',
        'On kulkenut laukussa joka päivä puoli vuotta ja on kuin uusi.',
        'Zit al een halfjaar elke dag in mijn tas en is nog als nieuw.',
      ),
    ],
    mixed: [
      l(
        'Fungerar, men är lite styvare än jag är van vid.',
        'Fungerer, men er litt stivere enn jeg er vant til.',
        'Virker, men er lidt stivere, end jeg er vant til.',
        'Toimii, mutta on hieman jäykempi kuin olen tottunut.',
        'Werkt, maar is wat stugger dan ik gewend ben.',
      ),
      l(
        'Kontakten är lite stor och går trångt i mitt skal.',
        'Kontakten er litt stor og går trangt i dekselet mitt.',
        'Stikket er lidt stort og går stramt i mit cover.',
        'Liitin on vähän iso ja menee tiukasti kuoren läpi.',
        'De stekker is wat groot en past krap door mijn hoesje.',
      ),
    ],
    poor: [
      l(
        'Glappar redan efter några veckor.',
        'Slarker allerede etter noen uker.',
        'Slør allerede efter nogle uger.',
        'Alkoi reistailla jo muutamassa viikossa.',
        'Hapert na een paar weken al.',
      ),
      l(
        'Telefonen säger ibland att tillbehöret inte stöds.',
        'Telefonen sier av og til at tilbehøret ikke støttes.',
        'Telefonen siger af og til, at tilbehøret ikke understøttes.',
        'Puhelin ilmoittaa välillä, ettei lisävarustetta tueta.',
        'Mijn telefoon meldt soms dat het accessoire niet wordt ondersteund.',
      ),
    ],
  },
  audio: {
    good: [
      l(
        'Klart ljud och förvånansvärt mycket bas.',
        'Klar lyd og overraskende mye bass.',
        'Klar lyd og overraskende meget bas.',
        'Selkeä ääni ja yllättävän paljon bassoa.',
        'Helder geluid en verrassend veel bas.',
      ),
      l(
        'Batteriet räcker en hel arbetsdag.',
        'Batteriet holder en hel arbeidsdag.',
        'Batteriet holder en hel arbejdsdag.',
        'Akku kestää koko työpäivän.',
        'De batterij gaat een hele werkdag mee.',
      ),
      l(
        'Kopplades ihop med telefonen på några sekunder.',
        'Ble koblet til telefonen på noen sekunder.',
        'Blev parret med telefonen på få sekunder.',
        'Yhdistyi puhelimeen muutamassa sekunnissa.',
        'Was binnen een paar seconden met mijn telefoon gekoppeld.',
      ),
      l(
        'Bra ljud även på hög volym.',
        'God lyd også på høyt volum.',
        'God lyd også ved høj lydstyrke.',
        'Hyvä ääni kovallakin äänenvoimakkuudella.',
        'Goed geluid, ook op hoog volume.',
      ),
    ],
    mixed: [
      l(
        'Ljudet är bra, men anslutningen hackar ibland.',
        'Lyden er bra, men tilkoblingen hakker av og til.',
        'Lyden er god, men forbindelsen hakker af og til.',
        'Ääni on hyvä, mutta yhteys pätkii välillä.',
        'Het geluid is goed, maar de verbinding hapert soms.',
      ),
      l(
        'Batteritiden är kortare än utlovat.',
        'Batteritiden er kortere enn lovet.',
        'Batteritiden er kortere end lovet.',
        'Akunkesto on luvattua lyhyempi.',
        'De batterijduur is korter dan beloofd.',
      ),
    ],
    poor: [
      l(
        'Tappar anslutningen hela tiden.',
        'Mister forbindelsen hele tiden.',
        'Mister forbindelsen hele tiden.',
        'Yhteys katkeaa jatkuvasti.',
        'Verliest steeds de verbinding.',
      ),
      l(
        'Ljudet blir skrälligt när man höjer volymen.',
        'Lyden blir skrapete når man skrur opp volumet.',
        'Lyden bliver skrattende, når man skruer op.',
        'Ääni särisee, kun äänenvoimakkuutta nostaa.',
        'Het geluid gaat kraken als je het volume hoger zet.',
      ),
    ],
  },
  accessories: {
    good: [
      l(
        'Gör precis det den ska, varje dag.',
        'Gjør akkurat det den skal, hver dag.',
        'Gør præcis det, den skal, hver dag.',
        'Tekee juuri sen, mitä pitääkin, joka päivä.',
        'Doet precies wat het moet doen, elke dag.',
      ),
      l(
        'Stadig kvalitet, mycket bättre än billigare varianter jag provat.',
        'Solid kvalitet, mye bedre enn billigere varianter jeg har prøvd.',
        'Solid kvalitet, meget bedre end billigere varianter, jeg har prøvet.',
        'Tukeva laatu, paljon parempi kuin kokeilemani halvemmat.',
        'Degelijke kwaliteit, veel beter dan goedkopere varianten die ik heb geprobeerd.',
      ),
      l(
        'Enkel att använda, inget krångel.',
        'Enkel å bruke, ikke noe styr.',
        'Nem at bruge, intet bøvl.',
        'Helppo käyttää, ei mitään säätöä.',
        'Makkelijk in gebruik, geen gedoe.',
      ),
      l(
        'Snygg design som passar till det mesta.',
        'Pent design som passer til det meste.',
        'Flot design, der passer til det meste.',
        'Tyylikäs muotoilu, joka sopii melkein kaikkeen.',
        'Mooi ontwerp dat overal bij past.',
      ),
    ],
    mixed: [
      l(
        'Fungerar, men känns lite billig.',
        'Fungerer, men føles litt billig.',
        'Virker, men føles lidt billig.',
        'Toimii, mutta tuntuu vähän halvalta.',
        'Werkt, maar voelt wat goedkoop aan.',
      ),
      l(
        'Mindre än jag föreställt mig utifrån bilderna.',
        'Mindre enn jeg hadde sett for meg ut fra bildene.',
        'Mindre end jeg havde forestillet mig ud fra billederne.',
        'Pienempi kuin kuvista päättelin.',
        "Kleiner dan ik op basis van de foto's had verwacht.",
      ),
    ],
    poor: [
      l(
        'Gick sönder efter några veckors användning.',
        'Gikk i stykker etter noen ukers bruk.',
        'Gik i stykker efter nogle ugers brug.',
        'Hajosi muutaman viikon käytössä.',
        'Ging na een paar weken gebruik kapot.',
      ),
      l(
        'Kvaliteten motsvarar inte priset.',
        'Kvaliteten står ikke i stil med prisen.',
        'Kvaliteten svarer ikke til prisen.',
        'Laatu ei vastaa hintaa.',
        'De kwaliteit staat niet in verhouding tot de prijs.',
      ),
    ],
  },
  'gift-cards': {
    good: [
      l(
        'Perfekt present till någon som redan har allt.',
        'Perfekt gave til noen som allerede har alt.',
        'Perfekt gave til en, der allerede har alt.',
        'Täydellinen lahja sille, jolla on jo kaikki.',
        'Perfect cadeau voor iemand die alles al heeft.',
      ),
      l(
        'Presentkortet kom direkt och var enkelt att lösa in.',
        'Gavekortet kom med en gang og var enkelt å løse inn.',
        'Gavekortet kom med det samme og var nemt at indløse.',
        'Lahjakortti tuli heti, ja sen käyttäminen oli helppoa.',
        'De cadeaukaart kwam meteen en was makkelijk te verzilveren.',
      ),
      l(
        'Mottagaren blev jätteglad och hittade något direkt.',
        'Mottakeren ble kjempeglad og fant noe med en gang.',
        'Modtageren blev rigtig glad og fandt noget med det samme.',
        'Saaja ilahtui kovasti ja löysi heti jotain.',
        'De ontvanger was superblij en vond meteen iets leuks.',
      ),
      l(
        'Smidigt att kunna ge bort hela sortimentet.',
        'Greit å kunne gi bort hele sortimentet.',
        'Smart at kunne give hele sortimentet væk.',
        'Kätevää, kun voi antaa lahjaksi koko valikoiman.',
        'Handig dat je het hele assortiment cadeau kunt doen.',
      ),
    ],
    mixed: [
      l(
        'Bra idé, men jag hade önskat en snyggare förpackning.',
        'Fin idé, men jeg skulle ønske meg en penere innpakning.',
        'God idé, men jeg havde ønsket mig en pænere indpakning.',
        'Hyvä idea, mutta olisin toivonut hienompaa pakkausta.',
        'Goed idee, maar ik had een mooiere verpakking gewild.',
      ),
      l(
        'Fungerar, men giltighetstiden kunde vara längre.',
        'Fungerer, men gyldigheten kunne vært lengre.',
        'Virker, men gyldighedsperioden kunne være længere.',
        'Toimii, mutta voimassaoloaika voisi olla pidempi.',
        'Werkt, maar de geldigheidsduur mag wel langer.',
      ),
    ],
    poor: [
      l(
        'Koden fungerade inte först, jag fick kontakta kundservice.',
        'Koden virket ikke først, jeg måtte kontakte kundeservice.',
        'Koden virkede ikke i første omgang, jeg måtte kontakte kundeservice.',
        'Koodi ei aluksi toiminut, joten jouduin ottamaan yhteyttä asiakaspalveluun.',
        'De code werkte eerst niet, ik moest contact opnemen met de klantenservice.',
      ),
      l(
        'Krångligt att använda presentkortet i kassan.',
        'Tungvint å bruke gavekortet i kassen.',
        'Besværligt at bruge gavekortet ved kassen.',
        'Lahjakortin käyttäminen kassalla oli hankalaa.',
        'Omslachtig om de cadeaukaart bij het afrekenen te gebruiken.',
      ),
    ],
  },
};
