import type { L } from './localized';

/**
 * One door of the Christmas calendar: a product family on offer (the door shows a popular product
 * of it) and, on some doors, a coupon of `couponPercent` % off the whole family for that day only.
 */
export interface CalendarDoorSeed {
  readonly family: string;
  readonly couponPercent?: number;
  readonly title: L;
  readonly text: L;
}

/** The years the demo seeds a calendar for, on every storefront. */
export const CALENDAR_YEARS: readonly number[] = [2025, 2026];

/** The first part of a door coupon's code per storefront: LUCKA04-25 is door 4 of 2025 in Sweden. */
export const DOOR_COUPON_PREFIX: L = {
  sv: 'LUCKA',
  no: 'LUKE',
  da: 'LAAGE',
  fi: 'LUUKKU',
  nl: 'DEUR',
};

/** Doors 1 to 24, in order. */
export const CALENDAR_DOORS: readonly CalendarDoorSeed[] = [
  {
    family: 'wall-charger',
    title: {
      sv: 'Snabbladdat in i december',
      no: 'Hurtiglading inn i desember',
      da: 'Hurtigopladet ind i december',
      fi: 'Pikalatausta jouluun',
      nl: 'Snelladen de december in',
    },
    text: {
      sv: 'Första luckan bjuder på en snabbladdare som fyller mobilen på nolltid – perfekt för långa kvällar med julhandel.',
      no: 'Første luke byr på en hurtiglader som fyller mobilen på et blunk – perfekt for lange kvelder med julehandel.',
      da: 'Første låge byder på en hurtiglader, der fylder mobilen på ingen tid – perfekt til lange aftener med julehandel.',
      fi: 'Ensimmäinen luukku tarjoaa pikalaturin, joka lataa puhelimen hetkessä – juuri sopiva pitkiin jouluostosiltoihin.',
      nl: 'Het eerste deurtje brengt een snellader die je telefoon in een mum van tijd oplaadt – ideaal voor lange avonden kerstshoppen.',
    },
  },
  {
    family: 'usb-c-cable',
    title: {
      sv: 'En kabel som räcker hela vägen',
      no: 'En kabel som rekker hele veien',
      da: 'Et kabel, der rækker hele vejen',
      fi: 'Johto, joka yltää sohvalle asti',
      nl: 'Een kabel die overal bij kan',
    },
    text: {
      sv: 'En tålig USB-C-kabel som når från eluttaget till soffan, så att du kan ladda medan du skriver önskelistan.',
      no: 'En solid USB-C-kabel som rekker fra stikkontakten til sofaen, så du kan lade mens du skriver ønskelisten.',
      da: 'Et holdbart USB-C-kabel, der når fra stikkontakten til sofaen, så du kan lade, mens du skriver ønskesedlen.',
      fi: 'Kestävä USB-C-kaapeli yltää pistorasiasta sohvalle, joten voit ladata puhelinta samalla kun kirjoitat toivelistaa.',
      nl: 'Een stevige USB-C-kabel die van het stopcontact tot de bank reikt, zodat je kunt opladen terwijl je je verlanglijstje schrijft.',
    },
  },
  {
    family: 'silicone-case',
    title: {
      sv: 'Mjukt skal i julens färger',
      no: 'Mykt deksel i julens farger',
      da: 'Blødt cover i julens farver',
      fi: 'Pehmeä kuori joulun väreissä',
      nl: 'Zacht hoesje in kerstkleuren',
    },
    text: {
      sv: 'Ett silikonskal med mjuk yta och bra grepp – klä mobilen i en färg som passar säsongen.',
      no: 'Et silikondeksel med myk overflate og godt grep – kle mobilen i en farge som passer sesongen.',
      da: 'Et silikonecover med blød overflade og godt greb – giv mobilen en farve, der passer til sæsonen.',
      fi: 'Silikonikuori, jossa on pehmeä pinta ja hyvä ote – pue puhelin kauden väreihin.',
      nl: 'Een siliconen hoesje met een zachte afwerking en goede grip – geef je telefoon een kleur die bij het seizoen past.',
    },
  },
  {
    family: 'tempered-glass',
    couponPercent: 25,
    title: {
      sv: 'Glas som tål julstressen',
      no: 'Glass som tåler julestresset',
      da: 'Glas, der kan klare julestressen',
      fi: 'Lasi, joka kestää joulukiireet',
      nl: 'Glas dat tegen de kerststress kan',
    },
    text: {
      sv: 'Med dagens kod får du 25 % rabatt på alla skärmskydd i härdat glas – bara i dag.',
      no: 'Med dagens kode får du 25 % rabatt på alle skjermbeskyttere i herdet glass – bare i dag.',
      da: 'Med dagens kode får du 25 % rabat på alle skærmbeskyttelser i hærdet glas – kun i dag.',
      fi: 'Päivän koodilla saat 25 % alennuksen kaikista panssarilaseista – vain tänään.',
      nl: 'Met de code van vandaag krijg je 25% korting op alle screenprotectors van gehard glas – alleen vandaag.',
    },
  },
  {
    family: 'car-holder',
    title: {
      sv: 'Säker väg hem till jul',
      no: 'Trygg vei hjem til jul',
      da: 'Sikker vej hjem til jul',
      fi: 'Turvallisesti kotiin jouluksi',
      nl: 'Veilig op weg naar de feestdagen',
    },
    text: {
      sv: 'En stadig mobilhållare för bilen håller navigeringen i synfältet när du kör hem till släkten.',
      no: 'En stødig mobilholder til bilen holder navigasjonen i synsfeltet når du kjører hjem til familien.',
      da: 'En stabil mobilholder til bilen holder navigationen i synsfeltet, når du kører hjem til familien.',
      fi: 'Tukeva autoteline pitää navigoinnin näkyvillä, kun ajat sukulaisten luo jouluksi.',
      nl: 'Een stevige telefoonhouder voor in de auto houdt de navigatie in beeld als je naar familie rijdt.',
    },
  },
  {
    family: 'power-bank',
    title: {
      sv: 'Ström till hela julmarknaden',
      no: 'Strøm til hele julemarkedet',
      da: 'Strøm til hele julemarkedet',
      fi: 'Virtaa koko joulutorille',
      nl: 'Stroom voor de hele kerstmarkt',
    },
    text: {
      sv: 'En powerbank i fickan gör att mobilen orkar med både julmarknad, bilder och vägbeskrivningar.',
      no: 'En powerbank i lommen gjør at mobilen holder ut både julemarked, bilder og veibeskrivelser.',
      da: 'En powerbank i lommen sørger for, at mobilen klarer både julemarked, billeder og rutevejledning.',
      fi: 'Taskussa kulkeva varavirtalähde pitää puhelimen käynnissä joulutorilla, kuvatessa ja reittiä etsiessä.',
      nl: 'Met een powerbank op zak houdt je telefoon het vol op de kerstmarkt, bij het fotograferen en onderweg.',
    },
  },
  {
    family: 'strap',
    title: {
      sv: 'Mobilen nära till hands',
      no: 'Mobilen lett tilgjengelig',
      da: 'Mobilen lige ved hånden',
      fi: 'Puhelin aina käden ulottuvilla',
      nl: 'Je telefoon altijd bij de hand',
    },
    text: {
      sv: 'Ett mobilband runt handleden eller axeln – så tappar du inte mobilen i trängseln bland julklappsköparna.',
      no: 'En mobilstropp rundt håndleddet eller skulderen – så mister du ikke mobilen i trengselen blant julehandlerne.',
      da: 'En mobilstrop om håndleddet eller skulderen – så taber du ikke mobilen i trængslen blandt julegavekøberne.',
      fi: 'Puhelinhihna ranteessa tai olalla – puhelin ei putoa jouluostosten tungoksessa.',
      nl: 'Een telefoonkoord om je pols of schouder – zo laat je je telefoon niet vallen in de drukte van het kerstshoppen.',
    },
  },
  {
    family: 'wallet-case',
    couponPercent: 20,
    title: {
      sv: 'Plånbok och skal i ett',
      no: 'Lommebok og deksel i ett',
      da: 'Pung og cover i ét',
      fi: 'Lompakko ja kotelo samassa',
      nl: 'Portemonnee en hoesje in één',
    },
    text: {
      sv: 'Dagens kod ger 20 % rabatt på alla plånboksfodral – kort, kvitton och mobil i samma fodral.',
      no: 'Dagens kode gir 20 % rabatt på alle lommebokdeksler – kort, kvitteringer og mobil i samme deksel.',
      da: 'Dagens kode giver 20 % rabat på alle pungcovers – kort, kvitteringer og mobil i samme cover.',
      fi: 'Päivän koodilla saat 20 % alennuksen kaikista lompakkokoteloista – kortit, kuitit ja puhelin samassa kotelossa.',
      nl: 'Met de code van vandaag krijg je 20% korting op alle bookcase hoesjes – pasjes, bonnetjes en telefoon in één hoesje.',
    },
  },
  {
    family: 'lightning-cable',
    title: {
      sv: 'Laddning för äldre iPhones',
      no: 'Lading for eldre iPhoner',
      da: 'Opladning til ældre iPhones',
      fi: 'Latausta vanhemmille iPhoneille',
      nl: 'Opladen voor oudere iPhones',
    },
    text: {
      sv: 'En tålig Lightning-kabel som ska hålla hela vintern – eller hamna i någons julstrumpa.',
      no: 'En solid Lightning-kabel som skal holde hele vinteren – eller havne i noens julestrømpe.',
      da: 'Et holdbart Lightning-kabel, der skal holde hele vinteren – eller ende i nogens julesok.',
      fi: 'Kestävä Lightning-kaapeli, joka kestää koko talven – tai päätyy jonkun joulusukkaan.',
      nl: 'Een stevige Lightning-kabel die de hele winter meegaat – of in iemands kerstsok belandt.',
    },
  },
  {
    family: 'camera-glass',
    title: {
      sv: 'Skydd för julbilderna',
      no: 'Beskyttelse for julebildene',
      da: 'Beskyttelse til julebillederne',
      fi: 'Suoja joulukuville',
      nl: "Bescherming voor je kerstfoto's",
    },
    text: {
      sv: 'Ett kameraskydd i härdat glas skyddar linserna, så att bilderna från luciatåget och julafton blir skarpa.',
      no: 'En kamerabeskytter i herdet glass beskytter linsene, så bildene fra luciatoget og julaften blir skarpe.',
      da: 'En kamerabeskyttelse i hærdet glas beskytter linserne, så billederne fra luciaoptoget og juleaften bliver skarpe.',
      fi: 'Kameran suojalasi suojaa linssejä, jotta Lucia-kulkueen ja jouluaaton kuvat onnistuvat tarkkoina.',
      nl: "Een camerabeschermer van gehard glas beschermt de lenzen, zodat je foto's van de feestdagen haarscherp worden.",
    },
  },
  {
    family: 'grip',
    title: {
      sv: 'Bättre grepp om vintern',
      no: 'Bedre grep om vinteren',
      da: 'Bedre greb om vinteren',
      fi: 'Parempi ote talvella',
      nl: 'Meer grip in de winter',
    },
    text: {
      sv: 'Ett mobilgrepp på baksidan gör det lättare att hålla mobilen med kalla fingrar och vantar.',
      no: 'Et mobilgrep på baksiden gjør det lettere å holde mobilen med kalde fingre og votter.',
      da: 'Et mobilgreb på bagsiden gør det lettere at holde mobilen med kolde fingre og vanter.',
      fi: 'Takakanteen kiinnitettävä sormipidike helpottaa puhelimen pitelemistä kylmin sormin ja lapasissa.',
      nl: 'Een telefoongrip op de achterkant maakt het makkelijker om je telefoon met koude vingers en handschoenen vast te houden.',
    },
  },
  {
    family: 'wireless-charger',
    couponPercent: 25,
    title: {
      sv: 'Trådlöst under granen',
      no: 'Trådløst under treet',
      da: 'Trådløst under juletræet',
      fi: 'Langatonta kuusen alle',
      nl: 'Draadloos onder de boom',
    },
    text: {
      sv: 'Med dagens kod får du 25 % rabatt på alla trådlösa laddare – lägg mobilen på plattan och glöm sladdarna.',
      no: 'Med dagens kode får du 25 % rabatt på alle trådløse ladere – legg mobilen på laderen og glem ledningene.',
      da: 'Med dagens kode får du 25 % rabat på alle trådløse opladere – læg mobilen på pladen, og glem ledningerne.',
      fi: 'Päivän koodilla saat 25 % alennuksen kaikista langattomista latureista – laske puhelin alustalle ja unohda johdot.',
      nl: 'Met de code van vandaag krijg je 25% korting op alle draadloze opladers – leg je telefoon neer en vergeet de snoeren.',
    },
  },
  {
    family: 'memory-card',
    title: {
      sv: 'Plats för alla julbilder',
      no: 'Plass til alle julebildene',
      da: 'Plads til alle julebillederne',
      fi: 'Tilaa kaikille joulukuville',
      nl: "Ruimte voor al je kerstfoto's",
    },
    text: {
      sv: 'Ett minneskort med gott om utrymme för bilder och filmer från hela julen.',
      no: 'Et minnekort med god plass til bilder og videoer fra hele julen.',
      da: 'Et hukommelseskort med rigeligt plads til billeder og videoer fra hele julen.',
      fi: 'Muistikortti, jolle mahtuvat koko joulun kuvat ja videot.',
      nl: "Een geheugenkaart met ruimte genoeg voor de foto's en video's van alle feestdagen.",
    },
  },
  {
    family: 'rugged-case',
    title: {
      sv: 'Tåligt skal för vinterväder',
      no: 'Robust deksel for vintervær',
      da: 'Robust cover til vintervejr',
      fi: 'Kestävä kuori talvisäähän',
      nl: 'Stevig hoesje voor winterweer',
    },
    text: {
      sv: 'Ett stöttåligt skal som klarar halka, snö och fall i trappan till julfesten.',
      no: 'Et støtsikkert deksel som tåler glatte veier, snø og fall i trappen til julebordet.',
      da: 'Et stødsikkert cover, der kan klare glatte veje, sne og fald på trappen til julefrokosten.',
      fi: 'Iskunkestävä kuori, joka kestää liukkaat kelit, lumen ja pudotukset pikkujoulujen portaissa.',
      nl: 'Een schokbestendig hoesje dat gladheid, sneeuw en een val op de trap naar het kerstdiner doorstaat.',
    },
  },
  {
    family: 'adapter',
    title: {
      sv: 'Rätt kontakt till varje pryl',
      no: 'Riktig kontakt til hver dings',
      da: 'Det rigtige stik til hver dims',
      fi: 'Oikea liitin jokaiselle laitteelle',
      nl: 'De juiste aansluiting voor elk apparaat',
    },
    text: {
      sv: 'En adapter som får gamla och nya sladdar att passa ihop – bra att ha när julklapparna packas upp.',
      no: 'En adapter som får gamle og nye ledninger til å passe sammen – greit å ha når julegavene pakkes opp.',
      da: 'En adapter, der får gamle og nye ledninger til at passe sammen – god at have, når julegaverne pakkes op.',
      fi: 'Sovitin, jolla vanhat ja uudet johdot sopivat yhteen – kätevä, kun joululahjoja avataan.',
      nl: 'Een verloopstuk dat oude en nieuwe kabels laat samenwerken – handig als de cadeaus worden uitgepakt.',
    },
  },
  {
    family: 'privacy-glass',
    couponPercent: 30,
    title: {
      sv: 'Hemligt till jul',
      no: 'Hemmelig til jul',
      da: 'Hemmeligt til jul',
      fi: 'Salaista jouluun',
      nl: 'Geheimpjes voor de feestdagen',
    },
    text: {
      sv: 'Dagens kod ger 30 % rabatt på alla sekretesskydd i härdat glas – ingen ser vilka julklappar du beställer.',
      no: 'Dagens kode gir 30 % rabatt på alle personvernglass – ingen ser hvilke julegaver du bestiller.',
      da: 'Dagens kode giver 30 % rabat på alle privatlivsglas – ingen kan se, hvilke julegaver du bestiller.',
      fi: 'Päivän koodilla saat 30 % alennuksen kaikista yksityisyyssuojalaseista – kukaan ei näe, mitä lahjoja tilaat.',
      nl: 'Met de code van vandaag krijg je 30% korting op alle privacy-screenprotectors – niemand ziet welke cadeaus je bestelt.',
    },
  },
  {
    family: 'car-charger',
    title: {
      sv: 'Laddat för långresan',
      no: 'Ladet for langturen',
      da: 'Opladet til den lange tur',
      fi: 'Ladattuna pitkälle matkalle',
      nl: 'Opgeladen voor de lange rit',
    },
    text: {
      sv: 'En billaddare som håller mobilen laddad hela vägen till julfirandet.',
      no: 'En billader som holder mobilen ladet hele veien til julefeiringen.',
      da: 'En biloplader, der holder mobilen opladet hele vejen hjem til jul.',
      fi: 'Autolaturi pitää puhelimen ladattuna koko matkan joulunviettoon.',
      nl: 'Een autolader die je telefoon de hele rit naar het kerstdiner opgeladen houdt.',
    },
  },
  {
    family: 'tool-kit',
    title: {
      sv: 'Laga själv i mellandagarna',
      no: 'Reparer selv i romjulen',
      da: 'Reparer selv i mellemdagene',
      fi: 'Korjaa itse välipäivinä',
      nl: 'Zelf repareren tussen de feestdagen',
    },
    text: {
      sv: 'En verktygssats med allt du behöver för att byta batteri eller skärm i lugn och ro.',
      no: 'Et verktøysett med alt du trenger for å bytte batteri eller skjerm i ro og mak.',
      da: 'Et værktøjssæt med alt, hvad du skal bruge for at skifte batteri eller skærm i ro og mag.',
      fi: 'Työkalusarja, jossa on kaikki mitä tarvitset akun tai näytön vaihtamiseen rauhassa.',
      nl: 'Een gereedschapsset met alles wat je nodig hebt om in alle rust een batterij of scherm te vervangen.',
    },
  },
  {
    family: 'battery',
    title: {
      sv: 'Nytt liv i gamla mobilen',
      no: 'Nytt liv i den gamle mobilen',
      da: 'Nyt liv i den gamle mobil',
      fi: 'Uutta virtaa vanhaan puhelimeen',
      nl: 'Nieuw leven voor je oude telefoon',
    },
    text: {
      sv: 'Ett nytt batteri ger den gamla mobilen kraft att klara ett år till – en julklapp till både dig och miljön.',
      no: 'Et nytt batteri gir den gamle mobilen kraft til å klare ett år til – en julegave til både deg og miljøet.',
      da: 'Et nyt batteri giver den gamle mobil kræfter til at klare et år mere – en julegave til både dig og miljøet.',
      fi: 'Uusi akku antaa vanhalle puhelimelle voimia vielä vuodeksi – lahja sekä sinulle että ympäristölle.',
      nl: 'Een nieuwe batterij geeft je oude telefoon genoeg kracht voor nog een jaar – een cadeau voor jou en het milieu.',
    },
  },
  {
    family: 'magsafe-case',
    couponPercent: 20,
    title: {
      sv: 'Magnetiskt julerbjudande',
      no: 'Magnetisk julekupp',
      da: 'Magnetisk juletilbud',
      fi: 'Magneettinen joulutarjous',
      nl: 'Magnetische kerstaanbieding',
    },
    text: {
      sv: 'Med dagens kod får du 20 % rabatt på alla MagSafe-skal – de fäster direkt i laddare och hållare.',
      no: 'Med dagens kode får du 20 % rabatt på alle MagSafe-deksler – de festes rett på ladere og holdere.',
      da: 'Med dagens kode får du 20 % rabat på alle MagSafe-covers – de sætter sig direkte fast på opladere og holdere.',
      fi: 'Päivän koodilla saat 20 % alennuksen kaikista MagSafe-kuorista – ne kiinnittyvät suoraan latureihin ja telineisiin.',
      nl: 'Met de code van vandaag krijg je 20% korting op alle MagSafe-hoesjes – ze klikken direct vast op opladers en houders.',
    },
  },
  {
    family: 'protection-pack',
    title: {
      sv: 'Komplett skydd i ett paket',
      no: 'Komplett beskyttelse i én pakke',
      da: 'Komplet beskyttelse i én pakke',
      fi: 'Täydellinen suoja samassa paketissa',
      nl: 'Complete bescherming in één pakket',
    },
    text: {
      sv: 'Skal och skärmskydd i samma paket – en enkel julklapp till den som just fått ny mobil.',
      no: 'Deksel og skjermbeskytter i samme pakke – en enkel julegave til den som nettopp har fått ny mobil.',
      da: 'Cover og skærmbeskyttelse i samme pakke – en nem julegave til den, der lige har fået ny mobil.',
      fi: 'Kuori ja panssarilasi samassa paketissa – helppo lahja sille, joka on juuri saanut uuden puhelimen.',
      nl: 'Hoesje en screenprotector in één pakket – een makkelijk cadeau voor wie net een nieuwe telefoon heeft.',
    },
  },
  {
    family: 'screen',
    title: {
      sv: 'Spräckt skärm?',
      no: 'Knust skjerm?',
      da: 'Knust skærm?',
      fi: 'Haljennut näyttö?',
      nl: 'Gebarsten scherm?',
    },
    text: {
      sv: 'En ny skärm gör mobilen som ny igen – byt i mellandagarna och gå in i det nya året utan sprickor.',
      no: 'En ny skjerm gjør mobilen som ny igjen – bytt i romjulen og gå inn i det nye året uten sprekker.',
      da: 'En ny skærm gør mobilen som ny igen – skift den i mellemdagene, og gå ind i det nye år uden revner.',
      fi: 'Uusi näyttö tekee puhelimesta kuin uuden – vaihda se välipäivinä ja aloita uusi vuosi ehjällä näytöllä.',
      nl: 'Een nieuw scherm maakt je telefoon weer als nieuw – vervang het tussen de feestdagen en begin het nieuwe jaar zonder barsten.',
    },
  },
  {
    family: 'speaker',
    title: {
      sv: 'Julmusik i hela huset',
      no: 'Julemusikk i hele huset',
      da: 'Julemusik i hele huset',
      fi: 'Joulumusiikkia koko taloon',
      nl: 'Kerstmuziek in het hele huis',
    },
    text: {
      sv: 'En bärbar högtalare som spelar julmusiken från mobilen – från köket till julbordet.',
      no: 'En bærbar høyttaler som spiller julemusikken fra mobilen – fra kjøkkenet til julebordet.',
      da: 'En bærbar højttaler, der spiller julemusikken fra mobilen – fra køkkenet til julebordet.',
      fi: 'Kannettava kaiutin soittaa joulumusiikin puhelimesta – keittiöstä joulupöytään.',
      nl: 'Een draagbare speaker die de kerstmuziek van je telefoon afspeelt – van de keuken tot de kersttafel.',
    },
  },
  {
    family: 'earbuds',
    couponPercent: 30,
    title: {
      sv: 'God jul från Nordshop!',
      no: 'God jul fra Nordshop!',
      da: 'Glædelig jul fra Nordshop!',
      fi: 'Hyvää joulua Nordshopilta!',
      nl: 'Fijne feestdagen van Nordshop!',
    },
    text: {
      sv: 'Sista luckan: med dagens kod får du 30 % rabatt på alla trådlösa hörlurar. God jul!',
      no: 'Siste luke: med dagens kode får du 30 % rabatt på alle trådløse ørepropper. God jul!',
      da: 'Sidste låge: med dagens kode får du 30 % rabat på alle trådløse høretelefoner. Glædelig jul!',
      fi: 'Viimeinen luukku: päivän koodilla saat 30 % alennuksen kaikista langattomista kuulokkeista. Hyvää joulua!',
      nl: 'Het laatste deurtje: met de code van vandaag krijg je 30% korting op alle draadloze oordopjes. Fijne feestdagen!',
    },
  },
];
