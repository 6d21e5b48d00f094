import { dl, h, p, ul } from './blocks.ts';
import type { ContentPageSeed } from './pages-shop.ts';

const SELLER = 'Maskinbutiken i Stockholm AB';

export const termsOfPurchase: ContentPageSeed = {
  alias: 'kopvillkor',
  published: true,
  title: {
    sv: 'Köpvillkor',
    da: 'Handelsbetingelser',
    en: 'Terms and conditions',
    fi: 'Tilaus- ja toimitusehdot',
    nb: 'Kjøpsvilkår',
  },
  metaDescription: {
    sv: 'Villkor för köp hos Maskinbutiken: priser, betalning, leverans, ångerrätt, reklamation och tvister.',
    da: 'Betingelser for køb hos Maskinbutiken: priser, betaling, levering, fortrydelsesret, reklamation og tvister.',
    en: 'Terms for buying from Maskinbutiken: prices, payment, delivery, right of withdrawal, complaints and disputes.',
    fi: 'Maskinbutikenin tilaus- ja toimitusehdot: hinnat, maksaminen, toimitus, peruuttamisoikeus, reklamaatiot ja riidat.',
    nb: 'Vilkår for kjøp hos Maskinbutiken: priser, betaling, levering, angrerett, reklamasjon og tvister.',
  },
  sections: [
    {
      layout: 'full',
      blocks: {
        sv: [
          h('Säljare'),
          p(
            `${SELLER}, organisationsnummer 556812-4470, Verkstadsvägen 14, 125 30 Älvsjö. E-post info@maskinbutiken.se, telefon 08-520 310 00.`,
          ),
          h('Priser'),
          p(
            'Som privatperson ser du priser inklusive moms, som företagskund exklusive moms. Priserna gäller i den marknad och valuta du har valt. Vi reserverar oss för tryckfel och slutförsäljning.',
          ),
          h('Beställning och betalning'),
          p(
            'När du har lagt en order får du en orderbekräftelse per e-post. Köpet är bindande när vi har bekräftat ordern. Du kan betala mot faktura med 30 dagars betalningstid eller med kort. Vid fakturaköp gör betalningsleverantören en kreditprövning.',
          ),
          h('Leverans, ångerrätt och reklamation'),
          p(
            'Leveranstider, ångerrätt och reklamation beskrivs på sidan Leveranser och returer. Företagskunder har ingen ångerrätt; för dem gäller köplagen.',
          ),
          h('Tvister'),
          p(
            'Vi försöker alltid lösa problem direkt med dig. Som privatperson kan du också vända dig till Allmänna reklamationsnämnden (ARN) eller till EU:s plattform för tvistlösning online. Svensk lag gäller.',
          ),
        ],
        da: [
          h('Sælger'),
          p(
            `${SELLER}, organisationsnummer 556812-4470, Verkstadsvägen 14, 125 30 Älvsjö, Sverige. E-mail info@maskinbutiken.se, telefon +46 8 520 310 00.`,
          ),
          h('Priser'),
          p(
            'Som privatkunde ser du priser inklusive moms, som erhvervskunde eksklusive moms. Priserne gælder i det marked og den valuta, du har valgt. Vi tager forbehold for trykfejl og udsolgte varer.',
          ),
          h('Bestilling og betaling'),
          p(
            'Når du har afgivet en ordre, modtager du en ordrebekræftelse på e-mail. Købet er bindende, når vi har bekræftet ordren. Du kan betale med faktura med 30 dages betalingsfrist eller med kort. Ved køb på faktura foretager betalingsudbyderen en kreditvurdering.',
          ),
          h('Levering, fortrydelsesret og reklamation'),
          p(
            'Leveringstider, fortrydelsesret og reklamation er beskrevet på siden Levering og returnering. Erhvervskunder har ingen fortrydelsesret.',
          ),
          h('Tvister'),
          p(
            'Vi forsøger altid at løse problemer direkte med dig. Som forbruger kan du også klage via EU’s online klageportal. Aftalen er underlagt svensk ret, men du bevarer altid den beskyttelse, som forbrugerlovgivningen i dit land giver dig.',
          ),
        ],
        en: [
          h('Seller'),
          p(
            `${SELLER}, company registration number 556812-4470, Verkstadsvägen 14, 125 30 Älvsjö, Sweden. Email info@maskinbutiken.se, phone +46 8 520 310 00.`,
          ),
          h('Prices'),
          p(
            'Private customers see prices including VAT, business customers excluding VAT. Prices apply in the market and currency you have chosen. We reserve the right to correct misprints and to sell out.',
          ),
          h('Ordering and payment'),
          p(
            'Once you have placed an order, you receive an order confirmation by email. The purchase is binding when we have confirmed the order. You can pay by invoice within 30 days or by card. For invoice purchases, the payment provider carries out a credit check.',
          ),
          h('Delivery, withdrawal and complaints'),
          p(
            'Delivery times, the right of withdrawal and complaints are described on the Delivery and returns page. Business customers have no right of withdrawal.',
          ),
          h('Disputes'),
          p(
            'We always try to solve problems directly with you. As a consumer you can also turn to the Swedish National Board for Consumer Disputes (ARN) or to the EU’s online dispute resolution platform. Swedish law applies, without limiting the protection that the consumer law of your own country gives you.',
          ),
        ],
        fi: [
          h('Myyjä'),
          p(
            `${SELLER}, ruotsalainen organisaationumero 556812-4470, Verkstadsvägen 14, 125 30 Älvsjö, Ruotsi. Sähköposti info@maskinbutiken.se, puhelin +46 8 520 310 00.`,
          ),
          h('Hinnat'),
          p(
            'Yksityisasiakkaana näet hinnat arvonlisäveron kanssa, yritysasiakkaana ilman arvonlisäveroa. Hinnat ovat voimassa valitsemallasi markkina-alueella ja valuutassa. Pidätämme oikeuden korjata painovirheet ja myydä tuotteet loppuun.',
          ),
          h('Tilaaminen ja maksaminen'),
          p(
            'Kun olet tehnyt tilauksen, saat tilausvahvistuksen sähköpostiisi. Kauppa on sitova, kun olemme vahvistaneet tilauksen. Voit maksaa laskulla 30 päivän maksuajalla tai kortilla. Laskulla ostettaessa maksupalvelun tarjoaja tarkistaa luottotietosi.',
          ),
          h('Toimitus, peruuttaminen ja reklamaatiot'),
          p(
            'Toimitusajat, peruuttamisoikeus ja reklamaatiot on kuvattu sivulla Toimitukset ja palautukset. Yritysasiakkailla ei ole peruuttamisoikeutta.',
          ),
          h('Riitojen ratkaiseminen'),
          p(
            'Pyrimme aina ratkaisemaan ongelmat suoraan kanssasi. Kuluttajana voit kääntyä myös EU:n verkkovälitteisen riidanratkaisun foorumin puoleen. Sopimukseen sovelletaan Ruotsin lakia, mutta se ei rajoita sitä suojaa, jonka oman maasi kuluttajansuojalainsäädäntö sinulle antaa.',
          ),
        ],
        nb: [
          h('Selger'),
          p(
            `${SELLER}, organisasjonsnummer 556812-4470, Verkstadsvägen 14, 125 30 Älvsjö, Sverige. E-post info@maskinbutiken.se, telefon +46 8 520 310 00.`,
          ),
          h('Priser'),
          p(
            'Som privatkunde ser du priser inkludert merverdiavgift, som bedriftskunde eksklusive merverdiavgift. Prisene gjelder i markedet og valutaen du har valgt. Vi tar forbehold om trykkfeil og utsolgte varer.',
          ),
          h('Bestilling og betaling'),
          p(
            'Når du har lagt inn en bestilling, får du en ordrebekreftelse på e-post. Kjøpet er bindende når vi har bekreftet bestillingen. Du kan betale med faktura med 30 dagers betalingsfrist eller med kort. Ved kjøp på faktura foretar betalingsleverandøren en kredittvurdering.',
          ),
          h('Levering, angrerett og reklamasjon'),
          p(
            'Leveringstider, angrerett og reklamasjon er beskrevet på siden Levering og retur. Bedriftskunder har ikke angrerett.',
          ),
          h('Tvister'),
          p(
            'Vi prøver alltid å løse problemer direkte med deg. Som forbruker kan du også bruke EUs klageportal for nettbasert tvisteløsning. Svensk rett gjelder, uten at det begrenser vernet som forbrukerlovgivningen i ditt eget land gir deg.',
          ),
        ],
      },
    },
  ],
};

export const rentalTerms: ContentPageSeed = {
  alias: 'hyresvillkor',
  published: true,
  title: {
    sv: 'Hyresvillkor',
    da: 'Lejebetingelser',
    en: 'Rental terms',
    fi: 'Vuokraehdot',
    nb: 'Leievilkår',
  },
  metaDescription: {
    sv: 'Villkor för att hyra maskiner och släp hos Maskinbutiken: legitimation, hyrtid, bränsle, skador och avbokning.',
    da: 'Betingelser for leje af maskiner og trailere hos Maskinbutiken: legitimation, lejeperiode, brændstof, skader og afbestilling.',
    en: 'Terms for renting machines and trailers from Maskinbutiken: ID, rental periods, fuel, damage and cancellation.',
    fi: 'Maskinbutikenin koneiden ja peräkärryjen vuokraehdot: henkilöllisyystodistus, vuokra-aika, polttoaine, vahingot ja peruutukset.',
    nb: 'Vilkår for leie av maskiner og tilhengere hos Maskinbutiken: legitimasjon, leieperiode, drivstoff, skader og avbestilling.',
  },
  sections: [
    {
      layout: 'full',
      blocks: {
        sv: [
          h('Vem kan hyra'),
          p(
            'Du ska vara minst 18 år och visa giltig legitimation. Företag hyr mot faktura; privatpersoner betalar med kort när maskinen hämtas.',
          ),
          h('Hyrtid'),
          dl(
            ['Dag', 'Hämtas från klockan 7 och lämnas senast klockan 18 samma dag'],
            ['Helg', 'Hämtas fredag efter klockan 12 och lämnas måndag före klockan 9'],
            ['Vecka', 'Sju dagar i följd från hämtningsdagen'],
          ),
          h('Bränsle och rengöring'),
          p(
            'Maskinen lämnas ut tankad och rengjord och ska lämnas tillbaka i samma skick. Saknas bränsle tar vi betalt för det vi fyller på. Grov rengöring debiteras enligt prislista.',
          ),
          h('Ansvar och försäkring'),
          p(
            'Du ansvarar för maskinen under hyrtiden och ska använda den enligt instruktionerna. Maskinen är försäkrad; vid skada eller stöld betalar du en självrisk på 5 000 kr. Skador ska anmälas till oss direkt.',
          ),
          h('Avbokning'),
          p(
            'Avbokning är kostnadsfri fram till 24 timmar före hyrtidens början. Vid senare avbokning debiteras en dags hyra.',
          ),
        ],
        da: [
          h('Hvem kan leje'),
          p(
            'Du skal være mindst 18 år og vise gyldig legitimation. Virksomheder lejer mod faktura; privatpersoner betaler med kort, når maskinen afhentes.',
          ),
          h('Lejeperiode'),
          dl(
            ['Dag', 'Afhentes fra kl. 7 og afleveres senest kl. 18 samme dag'],
            ['Weekend', 'Afhentes fredag efter kl. 12 og afleveres mandag inden kl. 9'],
            ['Uge', 'Syv dage i træk fra afhentningsdagen'],
          ),
          h('Brændstof og rengøring'),
          p(
            'Maskinen udleveres tanket og rengjort og skal afleveres i samme stand. Mangler der brændstof, betaler du for det, vi fylder på. Grov rengøring faktureres efter prisliste.',
          ),
          h('Ansvar og forsikring'),
          p(
            'Du har ansvaret for maskinen i lejeperioden og skal bruge den efter vejledningen. Maskinen er forsikret; ved skade eller tyveri betaler du en selvrisiko på 5.000 svenske kroner. Skader skal meldes til os med det samme.',
          ),
          h('Afbestilling'),
          p(
            'Afbestilling er gratis indtil 24 timer før lejeperiodens start. Ved senere afbestilling opkræves en dags leje.',
          ),
        ],
        en: [
          h('Who can rent'),
          p(
            'You must be at least 18 and show valid ID. Businesses rent on invoice; private customers pay by card when collecting the machine.',
          ),
          h('Rental periods'),
          dl(
            ['Day', 'Collect from 7:00 and return by 18:00 the same day'],
            ['Weekend', 'Collect on Friday after 12:00 and return on Monday before 9:00'],
            ['Week', 'Seven days in a row from the day of collection'],
          ),
          h('Fuel and cleaning'),
          p(
            'The machine is handed over fuelled and clean and must be returned in the same condition. If fuel is missing, we charge for what we top up. Heavy cleaning is charged according to the price list.',
          ),
          h('Responsibility and insurance'),
          p(
            'You are responsible for the machine during the rental and must use it according to the instructions. The machine is insured; in the event of damage or theft you pay an excess of SEK 5,000. Report any damage to us straight away.',
          ),
          h('Cancellation'),
          p(
            'Cancellation is free of charge up to 24 hours before the rental starts. Later cancellations are charged one day’s rent.',
          ),
        ],
        fi: [
          h('Kuka voi vuokrata'),
          p(
            'Sinun on oltava vähintään 18-vuotias ja esitettävä voimassa oleva henkilöllisyystodistus. Yritykset vuokraavat laskulla; yksityishenkilöt maksavat kortilla konetta noutaessaan.',
          ),
          h('Vuokra-aika'),
          dl(
            ['Päivä', 'Nouto kello 7 alkaen ja palautus samana päivänä viimeistään kello 18'],
            ['Viikonloppu', 'Nouto perjantaina kello 12 jälkeen ja palautus maanantaina ennen kello 9'],
            ['Viikko', 'Seitsemän peräkkäistä päivää noutopäivästä alkaen'],
          ),
          h('Polttoaine ja puhdistus'),
          p(
            'Kone luovutetaan tankattuna ja puhdistettuna, ja se on palautettava samassa kunnossa. Jos polttoainetta puuttuu, veloitamme lisäämämme polttoaineen. Perusteellisesta puhdistuksesta veloitetaan hinnaston mukaan.',
          ),
          h('Vastuu ja vakuutus'),
          p(
            'Olet vastuussa koneesta vuokra-ajan ja käytät sitä ohjeiden mukaisesti. Kone on vakuutettu; vahingon tai varkauden sattuessa maksat 5 000 kruunun omavastuun. Ilmoita vahingoista meille heti.',
          ),
          h('Peruutus'),
          p(
            'Peruutus on maksuton 24 tuntiin asti ennen vuokra-ajan alkua. Myöhemmästä peruutuksesta veloitetaan yhden päivän vuokra.',
          ),
        ],
        nb: [
          h('Hvem kan leie'),
          p(
            'Du må være minst 18 år og vise gyldig legitimasjon. Bedrifter leier mot faktura; privatpersoner betaler med kort når maskinen hentes.',
          ),
          h('Leieperiode'),
          dl(
            ['Dag', 'Hentes fra kl. 7 og leveres tilbake senest kl. 18 samme dag'],
            ['Helg', 'Hentes fredag etter kl. 12 og leveres tilbake mandag før kl. 9'],
            ['Uke', 'Sju dager på rad fra hentedagen'],
          ),
          h('Drivstoff og rengjøring'),
          p(
            'Maskinen leveres ut fylt og rengjort og skal leveres tilbake i samme stand. Mangler det drivstoff, betaler du for det vi fyller på. Grov rengjøring faktureres etter prisliste.',
          ),
          h('Ansvar og forsikring'),
          p(
            'Du har ansvaret for maskinen i leieperioden og skal bruke den etter instruksjonene. Maskinen er forsikret; ved skade eller tyveri betaler du en egenandel på 5 000 svenske kroner. Skader skal meldes til oss med en gang.',
          ),
          h('Avbestilling'),
          p(
            'Avbestilling er gratis fram til 24 timer før leieperioden starter. Ved senere avbestilling belastes én dags leie.',
          ),
        ],
      },
    },
  ],
};

export const privacy: ContentPageSeed = {
  alias: 'integritet-och-cookies',
  published: true,
  title: {
    sv: 'Integritet och cookies',
    da: 'Privatliv og cookies',
    en: 'Privacy and cookies',
    fi: 'Tietosuoja ja evästeet',
    nb: 'Personvern og informasjonskapsler',
  },
  metaDescription: {
    sv: 'Så behandlar Maskinbutiken dina personuppgifter och vilka cookies webbplatsen använder.',
    da: 'Sådan behandler Maskinbutiken dine personoplysninger, og hvilke cookies hjemmesiden bruger.',
    en: 'How Maskinbutiken handles your personal data and which cookies the website uses.',
    fi: 'Näin Maskinbutiken käsittelee henkilötietojasi ja mitä evästeitä verkkosivusto käyttää.',
    nb: 'Slik behandler Maskinbutiken personopplysningene dine, og hvilke informasjonskapsler nettstedet bruker.',
  },
  sections: [
    {
      layout: 'full',
      blocks: {
        sv: [
          h('Personuppgiftsansvarig'),
          p(
            `${SELLER} ansvarar för behandlingen av dina personuppgifter. Frågor skickar du till info@maskinbutiken.se.`,
          ),
          h('Vilka uppgifter vi behandlar och varför'),
          ul(
            'Namn, adress, e-post och telefonnummer – för att leverera din order och kontakta dig om den',
            'Orderhistorik – för reklamationer, service och bokföring, som enligt lag sparas i sju år',
            'Personnummer eller organisationsnummer – för kreditprövningen vid fakturaköp, som betalningsleverantören gör',
          ),
          p(
            'Vi delar bara uppgifter med dem som behövs för att fullfölja ditt köp: fraktbolag och betalningsleverantör. Vi säljer aldrig dina uppgifter.',
          ),
          h('Dina rättigheter'),
          p(
            'Du har rätt att få veta vilka uppgifter vi har om dig, att få dem rättade eller raderade och att invända mot behandlingen. Är du missnöjd kan du klaga hos Integritetsskyddsmyndigheten (IMY).',
          ),
          h('Cookies'),
          p(
            'Webbplatsen använder nödvändiga cookies som kommer ihåg din varukorg, marknad, ditt språk och din kundtyp. De sparas i upp till ett år. Cookies för statistik och marknadsföring används bara om du har godkänt dem.',
          ),
        ],
        da: [
          h('Dataansvarlig'),
          p(
            `${SELLER} er dataansvarlig for behandlingen af dine personoplysninger. Spørgsmål kan sendes til info@maskinbutiken.se.`,
          ),
          h('Hvilke oplysninger vi behandler, og hvorfor'),
          ul(
            'Navn, adresse, e-mail og telefonnummer – for at levere din ordre og kontakte dig om den',
            'Ordrehistorik – til reklamationer, service og bogføring, som efter loven gemmes i syv år',
            'Personnummer eller CVR-nummer – til kreditvurderingen ved køb på faktura, som betalingsudbyderen foretager',
          ),
          p(
            'Vi deler kun oplysninger med dem, der er nødvendige for at gennemføre dit køb: fragtfirmaer og betalingsudbyderen. Vi sælger aldrig dine oplysninger.',
          ),
          h('Dine rettigheder'),
          p(
            'Du har ret til indsigt i de oplysninger, vi har om dig, til at få dem rettet eller slettet og til at gøre indsigelse mod behandlingen. Er du utilfreds, kan du klage til den svenske tilsynsmyndighed Integritetsskyddsmyndigheten (IMY) eller til Datatilsynet.',
          ),
          h('Cookies'),
          p(
            'Hjemmesiden bruger nødvendige cookies, der husker din kurv, dit marked, dit sprog og din kundetype. De gemmes i op til et år. Cookies til statistik og markedsføring bruges kun, hvis du har accepteret dem.',
          ),
        ],
        en: [
          h('Data controller'),
          p(
            `${SELLER} is responsible for processing your personal data. Send any questions to info@maskinbutiken.se.`,
          ),
          h('What we process and why'),
          ul(
            'Name, address, email and phone number – to deliver your order and contact you about it',
            'Order history – for complaints, service and bookkeeping, which the law requires us to keep for seven years',
            'Personal identity number or company registration number – for the credit check on invoice purchases, carried out by the payment provider',
          ),
          p(
            'We share data only with those needed to complete your purchase: carriers and the payment provider. We never sell your data.',
          ),
          h('Your rights'),
          p(
            'You have the right to know what data we hold about you, to have it corrected or erased and to object to its processing. If you are not satisfied, you can complain to the Swedish Authority for Privacy Protection (IMY).',
          ),
          h('Cookies'),
          p(
            'The website uses necessary cookies that remember your cart, market, language and customer type. They are kept for up to one year. Cookies for statistics and marketing are only used if you have accepted them.',
          ),
        ],
        fi: [
          h('Rekisterinpitäjä'),
          p(
            `${SELLER} vastaa henkilötietojesi käsittelystä. Voit lähettää kysymyksiä osoitteeseen info@maskinbutiken.se.`,
          ),
          h('Mitä tietoja käsittelemme ja miksi'),
          ul(
            'Nimi, osoite, sähköposti ja puhelinnumero – tilauksesi toimittamiseen ja siihen liittyvään yhteydenpitoon',
            'Tilaushistoria – reklamaatioita, huoltoa ja kirjanpitoa varten; laki edellyttää, että säilytämme sen seitsemän vuotta',
            'Henkilötunnus tai Y-tunnus – laskuostojen luottotietojen tarkistukseen, jonka maksupalvelun tarjoaja tekee',
          ),
          p(
            'Jaamme tietoja vain niille, joita tarvitaan ostoksesi toteuttamiseen: kuljetusyhtiöille ja maksupalvelun tarjoajalle. Emme koskaan myy tietojasi.',
          ),
          h('Oikeutesi'),
          p(
            'Sinulla on oikeus saada tietää, mitä tietoja meillä on sinusta, saada ne oikaistuiksi tai poistetuiksi ja vastustaa niiden käsittelyä. Jos olet tyytymätön, voit tehdä valituksen Ruotsin tietosuojaviranomaiselle (IMY) tai Suomen tietosuojavaltuutetulle.',
          ),
          h('Evästeet'),
          p(
            'Verkkosivusto käyttää välttämättömiä evästeitä, jotka muistavat ostoskorisi, markkina-alueesi, kielesi ja asiakastyyppisi. Ne säilyvät enintään vuoden. Tilasto- ja markkinointievästeitä käytetään vain, jos olet hyväksynyt ne.',
          ),
        ],
        nb: [
          h('Behandlingsansvarlig'),
          p(
            `${SELLER} er behandlingsansvarlig for personopplysningene dine. Spørsmål kan sendes til info@maskinbutiken.se.`,
          ),
          h('Hvilke opplysninger vi behandler, og hvorfor'),
          ul(
            'Navn, adresse, e-post og telefonnummer – for å levere bestillingen din og kontakte deg om den',
            'Ordrehistorikk – for reklamasjoner, service og regnskap, som loven krever at vi oppbevarer i sju år',
            'Fødselsnummer eller organisasjonsnummer – for kredittvurderingen ved kjøp på faktura, som betalingsleverandøren utfører',
          ),
          p(
            'Vi deler bare opplysninger med dem som trengs for å gjennomføre kjøpet ditt: fraktselskaper og betalingsleverandøren. Vi selger aldri opplysningene dine.',
          ),
          h('Rettighetene dine'),
          p(
            'Du har rett til innsyn i opplysningene vi har om deg, til å få dem rettet eller slettet og til å protestere mot behandlingen. Er du misfornøyd, kan du klage til den svenske tilsynsmyndigheten Integritetsskyddsmyndigheten (IMY) eller til Datatilsynet.',
          ),
          h('Informasjonskapsler'),
          p(
            'Nettstedet bruker nødvendige informasjonskapsler som husker handlekurven, markedet, språket og kundetypen din. De lagres i opptil ett år. Informasjonskapsler for statistikk og markedsføring brukes bare hvis du har godtatt dem.',
          ),
        ],
      },
    },
  ],
};

/** Not yet published: reachable only in preview. */
export const winterStorage: ContentPageSeed = {
  alias: 'vinterforvaring',
  published: false,
  title: {
    sv: 'Vinterförvaring och service',
    da: 'Vinteropbevaring og service',
    en: 'Winter storage and service',
    fi: 'Talvisäilytys ja huolto',
    nb: 'Vinterlagring og service',
  },
  metaDescription: {
    sv: 'Lämna in trädgårdsmaskinen i oktober – vi servar den och förvarar den torrt till våren.',
    da: 'Aflever havemaskinen i oktober – vi servicerer den og opbevarer den tørt til foråret.',
    en: 'Bring your garden machine in October – we service it and store it dry until spring.',
    fi: 'Tuo puutarhakoneesi lokakuussa – huollamme sen ja säilytämme sen kuivassa kevääseen asti.',
    nb: 'Lever hagemaskinen i oktober – vi utfører service og lagrer den tørt til våren.',
  },
  sections: [
    {
      layout: 'full',
      blocks: {
        sv: [
          p(
            'Lämna in gräsklipparen, åkgräsklipparen eller robotgräsklipparen hos oss i oktober, så servar vi den under vintern och förvarar den torrt till våren. Maskinen är klar att hämta i april.',
          ),
          ul('Service enligt tillverkarens schema', 'Slipning av kniv', 'Torr och försäkrad förvaring'),
          p('Bokningen öppnar i september.'),
        ],
        da: [
          p(
            'Aflever plæneklipperen, rideren eller robotplæneklipperen hos os i oktober, så servicerer vi den i løbet af vinteren og opbevarer den tørt til foråret. Maskinen er klar til afhentning i april.',
          ),
          ul('Service efter producentens plan', 'Slibning af kniven', 'Tør og forsikret opbevaring'),
          p('Bookingen åbner i september.'),
        ],
        en: [
          p(
            'Bring your lawn mower, ride-on mower or robot mower to us in October, and we will service it over the winter and store it dry until spring. The machine is ready for collection in April.',
          ),
          ul('Service to the manufacturer’s schedule', 'Blade sharpening', 'Dry, insured storage'),
          p('Booking opens in September.'),
        ],
        fi: [
          p(
            'Tuo ruohonleikkuri, ajoleikkuri tai robottiruohonleikkuri meille lokakuussa, niin huollamme sen talven aikana ja säilytämme sen kuivassa kevääseen asti. Kone on noudettavissa huhtikuussa.',
          ),
          ul('Huolto valmistajan ohjelman mukaan', 'Terän teroitus', 'Kuiva ja vakuutettu säilytys'),
          p('Varaukset alkavat syyskuussa.'),
        ],
        nb: [
          p(
            'Lever gressklipperen, sittegressklipperen eller robotgressklipperen hos oss i oktober, så utfører vi service i løpet av vinteren og lagrer den tørt til våren. Maskinen er klar til henting i april.',
          ),
          ul('Service etter produsentens plan', 'Sliping av kniven', 'Tørr og forsikret lagring'),
          p('Bestillingen åpner i september.'),
        ],
      },
    },
  ],
};
