import { COMPANY, CUSTOMER_SERVICE_CONTACT } from '../company';
import type { CmsPageSeed } from './cms-page-seed';
import { link, p, section } from './html';

const contact = CUSTOMER_SERVICE_CONTACT.fi;
const email = `<a href="mailto:${contact.email}">${contact.email}</a>`;

/** The Finnish storefront's pages. */
export const FI_PAGES: readonly CmsPageSeed[] = [
  {
    key: 'customer-service',
    slug: 'asiakaspalvelu',
    title: 'Asiakaspalvelu',
    content:
      p(
        'Vastaamme sähköpostiin ja puhelimeen arkisin klo 8–17.',
        'Kerrothan tilausnumerosi, kun otat meihin yhteyttä.',
      ) +
      section(
        'Ota yhteyttä',
        `Sähköposti: ${email}`,
        `Puhelin: <a href="tel:${contact.phoneHref}">${contact.phone}</a> (arkisin klo 8–17)`,
      ) +
      section(
        'Yrityksen tiedot',
        `${COMPANY.name}<br>${COMPANY.street}<br>SE-${COMPANY.postalCode} ${COMPANY.city}<br>Ruotsi`,
        `Ruotsin yritystunnus (organisationsnummer): ${COMPANY.orgNumber}<br>ALV-tunnus: ${COMPANY.vatNumber}`,
        'Yritys on rekisteröity Ruotsin yritysrekisteriin (Bolagsverket).',
      ) +
      section(
        'Usein kysyttyä',
        `Missä tilaukseni on? Seuraa sitä sivulla ${link('/track-order', 'Seuraa tilaustasi')} tilausnumerolla ja sähköpostiosoitteella.`,
        `Haluatko palauttaa tuotteen? Lue ${link('/palautukset', 'palautuksista')} ja ${link('/toimitusehdot', 'toimitusehdoistamme')}.`,
        `Unohditko salasanasi tai haluatko tilin? Katso ${link('/tili-ja-kirjautuminen', 'Tili ja kirjautuminen')}.`,
      ),
  },
  {
    key: 'about',
    slug: 'tietoa-meista',
    title: 'Tietoa meistä',
    content: p(
      'Nordshop on myynyt puhelinten tarvikkeita ja varaosia vuodesta 2012.',
      'Varastomme on Ruotsissa, ja toimitamme koko Pohjoismaihin ja Alankomaihin.',
    ),
  },
  {
    key: 'privacy',
    slug: 'tietosuojaseloste',
    title: 'Tietosuojaseloste',
    content: p(
      'Käsittelemme henkilötietojasi voidaksemme toimittaa tilauksesi.',
      'Voit milloin tahansa pyytää tietojesi tarkastamista tai poistamista.',
    ),
  },
  {
    key: 'terms',
    slug: 'toimitusehdot',
    title: 'Toimitusehdot',
    content:
      p(
        `Nämä ehdot koskevat kuluttajana tekemiäsi ostoksia, joiden myyjä on ${COMPANY.name} (Ruotsin yritystunnus ${COMPANY.orgNumber}, ALV-tunnus ${COMPANY.vatNumber}), ${COMPANY.street}, SE-${COMPANY.postalCode} ${COMPANY.city}, Ruotsi. Tavoitat meidät osoitteesta ${email}.`,
      ) +
      section(
        'Tilaaminen',
        'Tilauksesi on sitova, kun olet lähettänyt sen kassalla. Saat sähköpostiisi tilausvahvistuksen ja tilausnumeron.',
        'Jos tuotetta ei voida toimittaa esimerkiksi siksi, että se on loppunut, ilmoitamme siitä ja palautamme siitä maksamasi summan. Itsenäisesti tilaavan on oltava 18-vuotias.',
      ) +
      section(
        'Hinnat ja arvonlisävero',
        'Kaikki hinnat ovat euroja ja sisältävät Suomen arvonlisäveron ({{standard_vat_rate}}). Yritysasiakkaat voivat valita hintojen näyttämisen ilman arvonlisäveroa.',
        'Toimituskulut ja maksutavan mahdolliset kulut näytetään kassalla ennen tilaamista. Tilaushetken hinta on voimassa; jos hinta on ilmeisen virheellinen, voimme perua kaupan.',
      ) +
      section(
        'Maksaminen',
        'Maksat jollakin kassalla näkyvistä maksutavoista, esimerkiksi laskulla tai ennakkomaksuna tilisiirrolla. Laskun maksuehdot ovat laskussa.',
        'Ennakkomaksun tilaus lähetetään, kun maksu on saapunut. Korttimaksussa summa varataan tilattaessa ja veloitetaan, kun tilaus lähetetään.',
      ) +
      section(
        'Toimitus',
        `Arkipäivänä ennen klo 15 tehdyt tilaukset lähetetään samana päivänä. Toimitustavat, toimitusajat ja -hinnat löydät sivulta ${link('/toimitus', 'Toimitus')}.`,
        'Vastuu tuotteesta siirtyy sinulle, kun olet vastaanottanut sen. Jos toimitus myöhästyy yli 30 päivää, voit purkaa kaupan.',
      ) +
      section(
        'Peruuttamisoikeus 14 päivää',
        'Kuluttajansuojalain mukaan sinulla on 14 päivän peruuttamisoikeus siitä päivästä, jona vastaanotit tuotteen. Ilmoita perumisesta Oma tili -sivulla, Seuraa tilaustasi -sivun kautta tai sähköpostilla ja palauta tuote 14 päivän kuluessa ilmoituksesta.',
        'Palautamme maksamasi summan, edullisimman toimitustavan kulut mukaan lukien, viimeistään 14 päivän kuluttua ilmoituksestasi, mutta voimme odottaa, kunnes tuote on palautunut. Palautuskulut maksat itse. Jos tuotetta on käytetty enemmän kuin sen kokeilemiseksi on tarpeen, voimme vähentää arvon alenemisen.',
      ) +
      section(
        'Palautukset ja palautusoikeus',
        `Peruuttamisoikeuden lisäksi sinulla on käyttämättömillä tuotteilla 30 päivän palautusoikeus tilauksesta. Näin palautat: ${link('/palautukset', 'Palautukset')}.`,
      ) +
      section(
        'Takuu ja virheilmoitukset',
        'Myyjä vastaa kuluttajansuojalain mukaan virheestä, joka tuotteessa oli sen saapuessa, myös takuuajan jälkeen tuotteen odotettavissa olevan käyttöiän ajan. Ilmoita virheestä kohtuullisessa ajassa sen havaitsemisesta; kahden kuukauden kuluessa tehty ilmoitus on aina ajoissa.',
        'Jos hyväksymme virheilmoituksen, maksamme palautuskulut ja korjaamme, vaihdamme tai hyvitämme tuotteen. Valmistajan takuu on voimassa lakisääteisten oikeuksiesi lisäksi.',
      ) +
      section(
        'Henkilötiedot',
        `Käsittelemme henkilötietojasi tilauksesi hoitamiseksi ja tietosuoja-asetuksen (GDPR) mukaisesti. Lue lisää ${link('/tietosuojaseloste', 'tietosuojaselosteesta')}.`,
      ) +
      section(
        'Erimielisyydet',
        'Ota ensin yhteyttä meihin, niin etsimme ratkaisun. Jos emme pääse sopuun, voit pyytää apua kuluttajaneuvonnasta (www.kkv.fi/kuluttajaneuvonta) ja viedä asian kuluttajariitalautakunnan ratkaistavaksi (www.kuluttajariita.fi).',
        'Sinulla on aina Suomen pakottavan kuluttajansuojalainsäädännön antama suoja.',
      ),
  },
  {
    key: 'shipping',
    slug: 'toimitus',
    title: 'Toimitus',
    content:
      p(
        'Ennen klo 15 tehdyt tilaukset lähetetään samana arkipäivänä.',
        'Toimitus on ilmainen vähintään {{free_shipping_from}}:n tilauksille.',
      ) +
      '{{shipping_prices}}' +
      p(
        'Hinnat koskevat koko Suomea ja sisältävät arvonlisäveron. Toimitusaika lasketaan päivästä, jona lähetämme tilauksen. Jos valitset noudon noutopisteestä, valitset noutopisteen kassalla.',
      ),
  },
  {
    key: 'returns',
    slug: 'palautukset',
    title: 'Palautukset',
    content: p(
      'Ilmoita palautuksesta Oma tili -sivulla tai tilausvahvistuksen linkistä.',
      'Palautamme rahat 14 päivän kuluessa siitä, kun tuote on saapunut meille.',
    ),
  },
  {
    key: 'account-help',
    slug: 'tili-ja-kirjautuminen',
    title: 'Tili ja kirjautuminen',
    content:
      section(
        'Unohditko salasanasi?',
        `Emme vielä voi lähettää kirjautumislinkkiä automaattisesti. Kirjoita asiakaspalveluun osoitteeseen ${email} siitä sähköpostiosoitteesta, joka tililläsi on, niin autamme sinua vaihtamaan salasanan. Kirjauduttuasi vaihdat salasanan Oma tili -sivulla.`,
        `Jos haluat vain nähdä tilauksen, et tarvitse salasanaa: ${link('/track-order', 'Seuraa tilaustasi')} tilausnumerolla ja sähköpostiosoitteella tai postinumerolla.`,
      ) +
      section(
        'Luo tili',
        `Et tarvitse tiliä ostoksiin: tilaat vieraana ja seuraat tilausta sivulla ${link('/track-order', 'Seuraa tilaustasi')}. Asiakastilit, esimerkiksi yrityksille omilla alennuksilla, luo asiakaspalvelu. Kirjoita osoitteeseen ${email}, niin autamme.`,
      ),
  },
];
