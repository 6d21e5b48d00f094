import { dl, h, type PerLanguage, p, type TextBlock, ul } from './blocks.ts';

export interface ContentPageSeed {
  alias: string;
  published: boolean;
  title: PerLanguage<string>;
  metaDescription: PerLanguage<string>;
  /** Text widgets of the page, in order; half-width ones that follow each other sit side by side. */
  sections: { layout: 'full' | 'half'; blocks: PerLanguage<TextBlock[]> }[];
}

const phones = {
  shop: ['08-520 310 00', '+46 8 520 310 00', 'info@maskinbutiken.se'],
  workshop: ['08-520 310 20', '+46 8 520 310 20', 'verkstad@maskinbutiken.se'],
  rental: ['08-520 310 30', '+46 8 520 310 30', 'uthyrning@maskinbutiken.se'],
} as const;
const local = (k: keyof typeof phones) => `${phones[k][0]}, ${phones[k][2]}`;
const intl = (k: keyof typeof phones) => `${phones[k][1]}, ${phones[k][2]}`;

export const aboutUs: ContentPageSeed = {
  alias: 'om-oss',
  published: true,
  title: { sv: 'Om oss', da: 'Om os', en: 'About us', fi: 'Meistä', nb: 'Om oss' },
  metaDescription: {
    sv: 'Maskinbutiken i Stockholm säljer, servar och hyr ut bygg- och trädgårdsmaskiner sedan 1987.',
    da: 'Maskinbutiken i Stockholm har solgt, serviceret og udlejet bygge- og havemaskiner siden 1987.',
    en: 'Maskinbutiken in Stockholm has sold, serviced and rented out construction and garden machines since 1987.',
    fi: 'Maskinbutiken Tukholmassa on myynyt, huoltanut ja vuokrannut rakennus- ja puutarhakoneita vuodesta 1987.',
    nb: 'Maskinbutiken i Stockholm har solgt, servicet og leid ut bygge- og hagemaskiner siden 1987.',
  },
  sections: [
    {
      layout: 'full',
      blocks: {
        sv: [
          p(
            'Maskinbutiken är en familjeägd maskinhandlare i Älvsjö i södra Stockholm. Sedan 1987 säljer vi bygg- och trädgårdsmaskiner, fyrhjulingar och reservdelar till både privatpersoner och företag.',
          ),
          h('Butik, verkstad och uthyrning under samma tak'),
          p(
            'I butiken hittar du maskiner från ett tjugotal tillverkare. I verkstaden servar och reparerar våra mekaniker allt vi säljer – och mycket annat. Behöver du en maskin bara för ett jobb hyr du den hos oss per dag, helg eller vecka.',
          ),
          h('Därför väljer kunderna oss'),
          ul(
            'Personlig rådgivning av folk som själva använder maskinerna',
            'Leverans färdigmonterad och provkörd',
            'Reservdelar och service under hela maskinens livslängd',
            'Samma priser i butiken och på nätet',
          ),
        ],
        da: [
          p(
            'Maskinbutiken er en familieejet maskinforhandler i Älvsjö i det sydlige Stockholm. Siden 1987 har vi solgt bygge- og havemaskiner, ATV’er og reservedele til både private og virksomheder.',
          ),
          h('Butik, værksted og udlejning under samme tag'),
          p(
            'I butikken finder du maskiner fra omkring tyve producenter. På værkstedet servicerer og reparerer vores mekanikere alt, hvad vi sælger – og meget andet. Har du kun brug for en maskine til en enkelt opgave, kan du leje den hos os for en dag, en weekend eller en uge.',
          ),
          h('Derfor vælger kunderne os'),
          ul(
            'Personlig rådgivning fra folk, der selv bruger maskinerne',
            'Levering færdigmonteret og prøvekørt',
            'Reservedele og service i hele maskinens levetid',
            'Samme priser i butikken og på nettet',
          ),
        ],
        en: [
          p(
            'Maskinbutiken is a family-owned machine dealer in Älvsjö, in the south of Stockholm. Since 1987 we have sold construction and garden machines, quad bikes and spare parts to private customers and businesses alike.',
          ),
          h('Shop, workshop and rental under one roof'),
          p(
            'In the shop you will find machines from some twenty manufacturers. In the workshop our mechanics service and repair everything we sell – and much more. If you only need a machine for one job, rent it from us by the day, weekend or week.',
          ),
          h('Why customers choose us'),
          ul(
            'Personal advice from people who use the machines themselves',
            'Delivered assembled and test-run',
            'Spare parts and service for the whole life of the machine',
            'The same prices in the shop and online',
          ),
        ],
        fi: [
          p(
            'Maskinbutiken on perheomisteinen konekauppa Älvsjössä Etelä-Tukholmassa. Olemme myyneet rakennus- ja puutarhakoneita, mönkijöitä ja varaosia sekä yksityisille että yrityksille vuodesta 1987.',
          ),
          h('Myymälä, korjaamo ja vuokraamo saman katon alla'),
          p(
            'Myymälästä löydät noin kahdenkymmenen valmistajan koneet. Korjaamossamme mekaanikot huoltavat ja korjaavat kaiken, mitä myymme – ja paljon muutakin. Jos tarvitset konetta vain yhteen työhön, vuokraa se meiltä päiväksi, viikonlopuksi tai viikoksi.',
          ),
          h('Siksi asiakkaat valitsevat meidät'),
          ul(
            'Henkilökohtaista neuvontaa ihmisiltä, jotka käyttävät koneita itsekin',
            'Toimitus koottuna ja koeajettuna',
            'Varaosat ja huolto koko koneen käyttöiän ajan',
            'Samat hinnat myymälässä ja verkossa',
          ),
        ],
        nb: [
          p(
            'Maskinbutiken er en familieeid maskinforhandler i Älvsjö sør i Stockholm. Siden 1987 har vi solgt bygge- og hagemaskiner, ATV-er og reservedeler til både privatpersoner og bedrifter.',
          ),
          h('Butikk, verksted og utleie under samme tak'),
          p(
            'I butikken finner du maskiner fra rundt tjue produsenter. På verkstedet utfører mekanikerne våre service og reparasjoner på alt vi selger – og mye annet. Trenger du en maskin bare til én jobb, kan du leie den hos oss for en dag, en helg eller en uke.',
          ),
          h('Derfor velger kundene oss'),
          ul(
            'Personlig rådgivning fra folk som bruker maskinene selv',
            'Levering ferdig montert og prøvekjørt',
            'Reservedeler og service i hele maskinens levetid',
            'Samme priser i butikken og på nett',
          ),
        ],
      },
    },
  ],
};

export const contact: ContentPageSeed = {
  alias: 'kontakt',
  published: true,
  title: {
    sv: 'Kontakt och öppettider',
    da: 'Kontakt og åbningstider',
    en: 'Contact and opening hours',
    fi: 'Yhteystiedot ja aukioloajat',
    nb: 'Kontakt og åpningstider',
  },
  metaDescription: {
    sv: 'Adress, telefon, e-post och öppettider för Maskinbutikens butik, verkstad och uthyrning i Älvsjö, Stockholm.',
    da: 'Adresse, telefon, e-mail og åbningstider for Maskinbutikens butik, værksted og udlejning i Älvsjö, Stockholm.',
    en: 'Address, phone, email and opening hours of the Maskinbutiken shop, workshop and rental depot in Älvsjö, Stockholm.',
    fi: 'Maskinbutikenin myymälän, korjaamon ja vuokraamon osoite, puhelinnumerot, sähköposti ja aukioloajat Älvsjössä Tukholmassa.',
    nb: 'Adresse, telefon, e-post og åpningstider for Maskinbutikens butikk, verksted og utleie i Älvsjö, Stockholm.',
  },
  sections: [
    {
      layout: 'half',
      blocks: {
        sv: [
          p('Välkommen att ringa, mejla eller besöka oss. Vi svarar på e-post inom en arbetsdag.'),
          h('Besöksadress'),
          p('Maskinbutiken, Verkstadsvägen 14, 125 30 Älvsjö'),
          h('Telefon och e-post'),
          dl(
            ['Butik och kundservice', local('shop')],
            ['Verkstad', local('workshop')],
            ['Uthyrning', local('rental')],
          ),
        ],
        da: [
          p(
            'Du er velkommen til at ringe, skrive eller besøge os. Vi besvarer e-mails inden for en arbejdsdag.',
          ),
          h('Besøgsadresse'),
          p('Maskinbutiken, Verkstadsvägen 14, 125 30 Älvsjö, Sverige'),
          h('Telefon og e-mail'),
          dl(
            ['Butik og kundeservice', intl('shop')],
            ['Værksted', intl('workshop')],
            ['Udlejning', intl('rental')],
          ),
        ],
        en: [
          p('You are welcome to call, email or visit us. We answer emails within one working day.'),
          h('Visiting address'),
          p('Maskinbutiken, Verkstadsvägen 14, 125 30 Älvsjö, Sweden'),
          h('Phone and email'),
          dl(
            ['Shop and customer service', intl('shop')],
            ['Workshop', intl('workshop')],
            ['Rental', intl('rental')],
          ),
        ],
        fi: [
          p(
            'Soita, lähetä sähköpostia tai tule käymään. Vastaamme sähköposteihin yhden arkipäivän kuluessa.',
          ),
          h('Käyntiosoite'),
          p('Maskinbutiken, Verkstadsvägen 14, 125 30 Älvsjö, Ruotsi'),
          h('Puhelin ja sähköposti'),
          dl(
            ['Myymälä ja asiakaspalvelu', intl('shop')],
            ['Korjaamo', intl('workshop')],
            ['Vuokraamo', intl('rental')],
          ),
        ],
        nb: [
          p(
            'Du er velkommen til å ringe, sende e-post eller besøke oss. Vi svarer på e-post innen én arbeidsdag.',
          ),
          h('Besøksadresse'),
          p('Maskinbutiken, Verkstadsvägen 14, 125 30 Älvsjö, Sverige'),
          h('Telefon og e-post'),
          dl(
            ['Butikk og kundeservice', intl('shop')],
            ['Verksted', intl('workshop')],
            ['Utleie', intl('rental')],
          ),
        ],
      },
    },
    {
      layout: 'half',
      blocks: {
        sv: [
          h('Öppettider'),
          dl(
            ['Butik', 'Måndag–fredag 7–18, lördag 10–15, söndag stängt'],
            ['Verkstad', 'Måndag–fredag 7–16'],
            ['Uthyrning', 'Måndag–fredag 6.30–18, lördag 8–12'],
          ),
          p('Kring jul, nyår och midsommar har vi särskilda öppettider. Vi meddelar dem här i god tid.'),
        ],
        da: [
          h('Åbningstider'),
          dl(
            ['Butik', 'Mandag–fredag 7–18, lørdag 10–15, søndag lukket'],
            ['Værksted', 'Mandag–fredag 7–16'],
            ['Udlejning', 'Mandag–fredag 6.30–18, lørdag 8–12'],
          ),
          p('Omkring jul, nytår og midsommer har vi særlige åbningstider. Vi oplyser dem her i god tid.'),
        ],
        en: [
          h('Opening hours'),
          dl(
            ['Shop', 'Monday–Friday 7:00–18:00, Saturday 10:00–15:00, closed on Sundays'],
            ['Workshop', 'Monday–Friday 7:00–16:00'],
            ['Rental', 'Monday–Friday 6:30–18:00, Saturday 8:00–12:00'],
          ),
          p(
            'Opening hours differ around Christmas, New Year and Midsummer. We announce them here in good time.',
          ),
        ],
        fi: [
          h('Aukioloajat'),
          dl(
            ['Myymälä', 'Maanantaista perjantaihin 7–18, lauantaisin 10–15, sunnuntaisin suljettu'],
            ['Korjaamo', 'Maanantaista perjantaihin 7–16'],
            ['Vuokraamo', 'Maanantaista perjantaihin 6.30–18, lauantaisin 8–12'],
          ),
          p(
            'Joulun, uudenvuoden ja juhannuksen aikaan aukioloajat poikkeavat. Ilmoitamme niistä täällä hyvissä ajoin.',
          ),
        ],
        nb: [
          h('Åpningstider'),
          dl(
            ['Butikk', 'Mandag–fredag 7–18, lørdag 10–15, søndag stengt'],
            ['Verksted', 'Mandag–fredag 7–16'],
            ['Utleie', 'Mandag–fredag 6.30–18, lørdag 8–12'],
          ),
          p('Rundt jul, nyttår og sankthans har vi egne åpningstider. Vi kunngjør dem her i god tid.'),
        ],
      },
    },
  ],
};

export const deliveryAndReturns: ContentPageSeed = {
  alias: 'leveranser-och-returer',
  published: true,
  title: {
    sv: 'Leveranser och returer',
    da: 'Levering og returnering',
    en: 'Delivery and returns',
    fi: 'Toimitukset ja palautukset',
    nb: 'Levering og retur',
  },
  metaDescription: {
    sv: 'Fri frakt på paket över 499 kr, lastbilsfrakt för maskiner, leveranstider, ångerrätt och reklamation hos Maskinbutiken.',
    da: 'Gratis fragt på pakker over 499 svenske kroner, lastbilsfragt for maskiner, leveringstider, fortrydelsesret og reklamation hos Maskinbutiken.',
    en: 'Free delivery of parcels over SEK 499, lorry freight for machines, delivery times, the right of withdrawal and complaints at Maskinbutiken.',
    fi: 'Ilmainen pakettitoimitus yli 499 kruunun tilauksille, koneiden rahtitoimitus, toimitusajat, peruuttamisoikeus ja reklamaatiot Maskinbutikenissa.',
    nb: 'Fri frakt på pakker over 499 svenske kroner, lastebilfrakt for maskiner, leveringstider, angrerett og reklamasjon hos Maskinbutiken.',
  },
  sections: [
    {
      layout: 'full',
      blocks: {
        sv: [
          h('Frakt'),
          p(
            'Paket skickas fraktfritt när du handlar för mer än 499 kr. Mindre varor skickas som paket hem eller till ett utlämningsställe nära dig. Maskiner och beställningar över 100 kg levereras med lastbil till din adress; den frakten räknas på vikten och är aldrig fri. Du ser den i varukorgen innan du går till kassan.',
          ),
          h('Leveranstider'),
          dl(
            ['Varor i lager', '1–3 arbetsdagar'],
            ['Varor från leverantörens lager', '2–5 arbetsdagar'],
            ['Beställningsvaror', '1–3 veckor'],
            ['Maskiner med hemleverans', '3–7 arbetsdagar – vi ringer och bokar tid'],
          ),
          p('Du kan också hämta din order utan kostnad i butiken i Älvsjö. Vi meddelar dig när den är klar.'),
          h('Ångerrätt'),
          p(
            'Som privatperson har du 14 dagars ångerrätt från den dag du tog emot varan. Kontakta oss innan du skickar tillbaka den; returfrakten betalar du själv. Vi betalar tillbaka inom 14 dagar från att vi fått ditt besked.',
          ),
          p(
            'Har varan använts mer än vad som behövs för att pröva den, till exempel tankats och körts, gör vi avdrag för värdeminskningen. Ångerrätten gäller inte tjänster som redan har utförts.',
          ),
          h('Reklamation'),
          p(
            'Är något fel på varan har du som privatperson tre års reklamationsrätt enligt konsumentköplagen. Kontakta kundservice så hjälper vi dig – ofta kan felet åtgärdas direkt i vår verkstad.',
          ),
        ],
        da: [
          h('Fragt'),
          p(
            'Pakker sendes gratis, når du handler for mere end 499 svenske kroner eller det tilsvarende beløb i din valuta. Mindre varer sendes som pakke hjem eller til et udleveringssted nær dig. Maskiner og bestillinger over 100 kg leveres med lastbil til din adresse; den fragt beregnes efter vægten og er aldrig gratis. Du ser den i kurven, før du går til kassen.',
          ),
          h('Leveringstider'),
          dl(
            ['Varer på lager', '1–3 arbejdsdage'],
            ['Varer fra leverandørens lager', '2–5 arbejdsdage'],
            ['Bestillingsvarer', '1–3 uger'],
            ['Maskiner med levering til døren', '3–7 arbejdsdage – vi ringer og aftaler tid'],
          ),
          p('Du kan også hente din ordre gratis i butikken i Älvsjö. Vi giver besked, når den er klar.'),
          h('Fortrydelsesret'),
          p(
            'Som forbruger har du 14 dages fortrydelsesret fra den dag, du modtog varen. Kontakt os, før du sender den retur; returfragten betaler du selv. Vi tilbagebetaler beløbet senest 14 dage efter, at vi har modtaget din meddelelse.',
          ),
          p(
            'Er varen brugt mere end nødvendigt for at afprøve den, for eksempel tanket og kørt, fratrækker vi værdiforringelsen. Fortrydelsesretten gælder ikke tjenester, der allerede er udført.',
          ),
          h('Reklamation'),
          p(
            'Er der fejl på varen, har du som forbruger to års reklamationsret efter købeloven. Kontakt kundeservice, så hjælper vi dig – ofte kan fejlen udbedres med det samme på vores værksted.',
          ),
        ],
        en: [
          h('Delivery charges'),
          p(
            'Parcels ship free when you spend more than SEK 499 or the equivalent in your currency. Smaller items are sent as parcels to your door or a pick-up point near you. Machines and orders over 100 kg are delivered by lorry to your address; that freight is priced by weight and is never free. You see it in the cart before you check out.',
          ),
          h('Delivery times'),
          dl(
            ['Items in stock', '1–3 working days'],
            ['Items from the supplier’s warehouse', '2–5 working days'],
            ['Items ordered in for you', '1–3 weeks'],
            ['Machines delivered to your door', '3–7 working days – we call you to book a time'],
          ),
          p(
            'You can also collect your order free of charge from the shop in Älvsjö. We let you know when it is ready.',
          ),
          h('Right of withdrawal'),
          p(
            'As a consumer you may withdraw from your purchase within 14 days of receiving the goods. Contact us before you send them back; you pay for the return delivery. We refund you within 14 days of receiving your notice.',
          ),
          p(
            'If the goods have been used more than needed to try them out – fuelled and run, for example – we deduct the loss in value. The right of withdrawal does not cover services that have already been carried out.',
          ),
          h('Complaints'),
          p(
            'If something is wrong with the goods, you have three years to complain under the Swedish Consumer Sales Act. Contact customer service and we will help you – often the fault can be fixed straight away in our workshop.',
          ),
        ],
        fi: [
          h('Toimituskulut'),
          p(
            'Paketit toimitetaan ilmaiseksi, kun ostat yli 499 kruunulla tai vastaavalla summalla omassa valuutassasi. Pienet tuotteet lähetetään pakettina kotiin tai lähelläsi olevaan noutopisteeseen. Koneet ja yli 100 kg:n tilaukset toimitetaan kuorma-autolla osoitteeseesi; rahti lasketaan painon mukaan, eikä se ole koskaan ilmainen. Näet sen ostoskorissa ennen kassalle siirtymistä.',
          ),
          h('Toimitusajat'),
          dl(
            ['Varastossa olevat tuotteet', '1–3 arkipäivää'],
            ['Toimittajan varastosta', '2–5 arkipäivää'],
            ['Tilaustuotteet', '1–3 viikkoa'],
            ['Koneet kotiinkuljetuksella', '3–7 arkipäivää – soitamme ja sovimme ajan'],
          ),
          p('Voit myös noutaa tilauksesi maksutta myymälästämme Älvsjöstä. Ilmoitamme, kun se on valmis.'),
          h('Peruuttamisoikeus'),
          p(
            'Kuluttajana voit peruuttaa ostoksesi 14 päivän kuluessa siitä, kun olet vastaanottanut tuotteen. Ota meihin yhteyttä ennen kuin lähetät tuotteen takaisin; maksat palautuksen toimituskulut itse. Palautamme rahat 14 päivän kuluessa ilmoituksesi saapumisesta.',
          ),
          p(
            'Jos tuotetta on käytetty enemmän kuin sen kokeilemiseen tarvitaan – esimerkiksi tankattu ja ajettu – vähennämme arvon alenemisen. Peruuttamisoikeus ei koske jo suoritettuja palveluja.',
          ),
          h('Reklamaatiot'),
          p(
            'Jos tuotteessa on virhe, voit kuluttajansuojalain mukaan tehdä reklamaation kohtuullisessa ajassa virheen havaitsemisesta. Ota yhteyttä asiakaspalveluun, niin autamme – usein vika voidaan korjata heti korjaamollamme.',
          ),
        ],
        nb: [
          h('Frakt'),
          p(
            'Pakker sendes fraktfritt når du handler for mer enn 499 svenske kroner eller tilsvarende beløp i din valuta. Mindre varer sendes som pakke hjem eller til et utleveringssted nær deg. Maskiner og bestillinger over 100 kg leveres med lastebil til adressen din; den frakten beregnes etter vekten og er aldri gratis. Du ser den i handlekurven før du går til kassen.',
          ),
          h('Leveringstider'),
          dl(
            ['Varer på lager', '1–3 virkedager'],
            ['Varer fra leverandørens lager', '2–5 virkedager'],
            ['Bestillingsvarer', '1–3 uker'],
            ['Maskiner med levering på døren', '3–7 virkedager – vi ringer og avtaler tid'],
          ),
          p('Du kan også hente bestillingen din gratis i butikken i Älvsjö. Vi gir beskjed når den er klar.'),
          h('Angrerett'),
          p(
            'Som forbruker har du 14 dagers angrerett fra dagen du mottok varen. Kontakt oss før du sender den tilbake; returfrakten betaler du selv. Vi betaler tilbake innen 14 dager etter at vi har mottatt meldingen din.',
          ),
          p(
            'Er varen brukt mer enn det som trengs for å prøve den, for eksempel fylt og kjørt, trekker vi fra verdireduksjonen. Angreretten gjelder ikke tjenester som allerede er utført.',
          ),
          h('Reklamasjon'),
          p(
            'Er det feil på varen, har du reklamasjonsrett etter forbrukerkjøpsloven – to år, eller fem år for varer som er ment å vare vesentlig lenger, slik de fleste maskiner er. Kontakt kundeservice, så hjelper vi deg.',
          ),
        ],
      },
    },
  ],
};
