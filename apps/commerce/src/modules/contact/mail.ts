import type { ContactKind } from '#src/db/schema.ts';
import type { LanguageCode } from '#src/modules/channels/index.ts';
import type { MailContent } from '#src/modules/mail/index.ts';
import type { ContactField, ContactForm, DELIVERY_OPTIONS, SERVICE_TYPES } from './rules.ts';

interface ContactMailTexts {
  /** "Service enquiry from {name}". */
  subject: Record<ContactKind, string>;
  greeting: string;
  intro: string;
  labels: Record<ContactField | 'productLink' | 'image' | 'language', string>;
  /** "{quantity} pcs". */
  pieces: string;
  deliveryOptions: Record<(typeof DELIVERY_OPTIONS)[number], string>;
  serviceTypes: Record<(typeof SERVICE_TYPES)[number], string>;
  /** The language the shopper wrote in, named in the mail's language. */
  languages: Record<LanguageCode, string>;
  replyHint: string;
  signature: string;
}

const TEXTS: Record<LanguageCode, ContactMailTexts> = {
  sv: {
    subject: {
      sales: 'Förfrågan om köp från {name}',
      service: 'Serviceförfrågan från {name}',
      parts: 'Reservdelsförfrågan från {name}',
      rental: 'Hyresförfrågan från {name}',
    },
    greeting: 'Hej!',
    intro: 'En kund har skickat kontaktformuläret i webbutiken.',
    labels: {
      fullName: 'Namn',
      company: 'Företag',
      email: 'E-post',
      phone: 'Telefon',
      message: 'Meddelande',
      product: 'Produkt',
      productLink: 'Produktlänk',
      serialNumber: 'Reg-/chassi-/serienummer',
      make: 'Märke',
      model: 'Modell',
      odometer: 'Mätarställning',
      parts: 'Reservdelar',
      deliveryOption: 'Leverans',
      serviceType: 'Typ av service',
      rentalObject: 'Hyresobjekt',
      preferredDate: 'Önskat datum',
      rentalFrom: 'Hyra från',
      rentalTo: 'Hyra till',
      image: 'Bild',
      language: 'Språk',
    },
    pieces: '{quantity} st',
    deliveryOptions: { pickup: 'Hämtas i butiken', shipping: 'Skickas' },
    serviceTypes: {
      maintenance: 'Service',
      repair: 'Reparation',
      warranty: 'Garantiärende',
      inspection: 'Besiktning',
      other: 'Annat',
    },
    languages: { sv: 'svenska', da: 'danska', en: 'engelska', fi: 'finska', nb: 'norska' },
    replyHint: 'Svara kunden direkt på e-postadressen eller telefonnumret ovan.',
    signature: 'Webbutiken Maskinbutiken',
  },
  da: {
    subject: {
      sales: 'Forespørgsel om køb fra {name}',
      service: 'Serviceforespørgsel fra {name}',
      parts: 'Reservedelsforespørgsel fra {name}',
      rental: 'Lejeforespørgsel fra {name}',
    },
    greeting: 'Hej!',
    intro: 'En kunde har sendt kontaktformularen i webshoppen.',
    labels: {
      fullName: 'Navn',
      company: 'Firma',
      email: 'E-mail',
      phone: 'Telefon',
      message: 'Besked',
      product: 'Produkt',
      productLink: 'Produktlink',
      serialNumber: 'Reg.-/stel-/serienummer',
      make: 'Mærke',
      model: 'Model',
      odometer: 'Kilometer-/timetæller',
      parts: 'Reservedele',
      deliveryOption: 'Levering',
      serviceType: 'Type service',
      rentalObject: 'Lejeobjekt',
      preferredDate: 'Ønsket dato',
      rentalFrom: 'Leje fra',
      rentalTo: 'Leje til',
      image: 'Billede',
      language: 'Sprog',
    },
    pieces: '{quantity} stk.',
    deliveryOptions: { pickup: 'Afhentes i butikken', shipping: 'Sendes' },
    serviceTypes: {
      maintenance: 'Service',
      repair: 'Reparation',
      warranty: 'Garantisag',
      inspection: 'Syn',
      other: 'Andet',
    },
    languages: { sv: 'svensk', da: 'dansk', en: 'engelsk', fi: 'finsk', nb: 'norsk' },
    replyHint: 'Svar kunden direkte på e-mailadressen eller telefonnummeret ovenfor.',
    signature: 'Webshoppen Maskinbutiken',
  },
  en: {
    subject: {
      sales: 'Sales enquiry from {name}',
      service: 'Service enquiry from {name}',
      parts: 'Parts enquiry from {name}',
      rental: 'Rental enquiry from {name}',
    },
    greeting: 'Hello,',
    intro: 'A customer has sent the contact form in the web shop.',
    labels: {
      fullName: 'Name',
      company: 'Company',
      email: 'Email',
      phone: 'Phone',
      message: 'Message',
      product: 'Product',
      productLink: 'Product link',
      serialNumber: 'Registration/chassis/serial number',
      make: 'Make',
      model: 'Model',
      odometer: 'Odometer',
      parts: 'Parts',
      deliveryOption: 'Delivery',
      serviceType: 'Type of service',
      rentalObject: 'Rental object',
      preferredDate: 'Preferred date',
      rentalFrom: 'Rent from',
      rentalTo: 'Rent until',
      image: 'Image',
      language: 'Language',
    },
    pieces: '{quantity} pcs',
    deliveryOptions: { pickup: 'Collect from the store', shipping: 'Ship' },
    serviceTypes: {
      maintenance: 'Maintenance',
      repair: 'Repair',
      warranty: 'Warranty claim',
      inspection: 'Inspection',
      other: 'Other',
    },
    languages: { sv: 'Swedish', da: 'Danish', en: 'English', fi: 'Finnish', nb: 'Norwegian' },
    replyHint: 'Reply to the customer directly at the email address or phone number above.',
    signature: 'The Maskinbutiken web shop',
  },
  fi: {
    subject: {
      sales: 'Ostokysely lähettäjältä {name}',
      service: 'Huoltokysely lähettäjältä {name}',
      parts: 'Varaosakysely lähettäjältä {name}',
      rental: 'Vuokrauskysely lähettäjältä {name}',
    },
    greeting: 'Hei!',
    intro: 'Asiakas on lähettänyt verkkokaupan yhteydenottolomakkeen.',
    labels: {
      fullName: 'Nimi',
      company: 'Yritys',
      email: 'Sähköposti',
      phone: 'Puhelin',
      message: 'Viesti',
      product: 'Tuote',
      productLink: 'Tuotelinkki',
      serialNumber: 'Rekisteri-/runko-/sarjanumero',
      make: 'Merkki',
      model: 'Malli',
      odometer: 'Mittarilukema',
      parts: 'Varaosat',
      deliveryOption: 'Toimitus',
      serviceType: 'Huollon tyyppi',
      rentalObject: 'Vuokrattava kohde',
      preferredDate: 'Toivottu päivä',
      rentalFrom: 'Vuokra alkaen',
      rentalTo: 'Vuokra päättyen',
      image: 'Kuva',
      language: 'Kieli',
    },
    pieces: '{quantity} kpl',
    deliveryOptions: { pickup: 'Nouto myymälästä', shipping: 'Lähetys' },
    serviceTypes: {
      maintenance: 'Määräaikaishuolto',
      repair: 'Korjaus',
      warranty: 'Takuuasia',
      inspection: 'Katsastus',
      other: 'Muu',
    },
    languages: { sv: 'ruotsi', da: 'tanska', en: 'englanti', fi: 'suomi', nb: 'norja' },
    replyHint: 'Vastaa asiakkaalle suoraan yllä olevaan sähköpostiosoitteeseen tai puhelinnumeroon.',
    signature: 'Maskinbutikenin verkkokauppa',
  },
  nb: {
    subject: {
      sales: 'Forespørsel om kjøp fra {name}',
      service: 'Serviceforespørsel fra {name}',
      parts: 'Reservedelsforespørsel fra {name}',
      rental: 'Leieforespørsel fra {name}',
    },
    greeting: 'Hei!',
    intro: 'En kunde har sendt kontaktskjemaet i nettbutikken.',
    labels: {
      fullName: 'Navn',
      company: 'Firma',
      email: 'E-post',
      phone: 'Telefon',
      message: 'Melding',
      product: 'Produkt',
      productLink: 'Produktlenke',
      serialNumber: 'Reg.-/chassis-/serienummer',
      make: 'Merke',
      model: 'Modell',
      odometer: 'Kilometer-/timeteller',
      parts: 'Reservedeler',
      deliveryOption: 'Levering',
      serviceType: 'Type service',
      rentalObject: 'Leieobjekt',
      preferredDate: 'Ønsket dato',
      rentalFrom: 'Leie fra',
      rentalTo: 'Leie til',
      image: 'Bilde',
      language: 'Språk',
    },
    pieces: '{quantity} stk.',
    deliveryOptions: { pickup: 'Hentes i butikken', shipping: 'Sendes' },
    serviceTypes: {
      maintenance: 'Service',
      repair: 'Reparasjon',
      warranty: 'Garantisak',
      inspection: 'EU-kontroll',
      other: 'Annet',
    },
    languages: { sv: 'svensk', da: 'dansk', en: 'engelsk', fi: 'finsk', nb: 'norsk' },
    replyHint: 'Svar kunden direkte på e-postadressen eller telefonnummeret ovenfor.',
    signature: 'Nettbutikken Maskinbutiken',
  },
};

/** What the mail tells besides the form: where it was written and what came with it. */
export interface ContactMailFacts {
  shopperLanguage: LanguageCode;
  productLink: string | null;
  imageName: string | null;
}

/** The dealer's mail of one submission, in the dealer's language: each filled field on a line. */
export function contactMail(language: LanguageCode, form: ContactForm, facts: ContactMailFacts): MailContent {
  const t = TEXTS[language];
  const choice = (value: string | null, names: Record<string, string>) =>
    value ? (names[value] ?? value) : null;
  const rows: [string, string | number | null][] = [
    [t.labels.fullName, form.fullName],
    [t.labels.company, form.company],
    [t.labels.email, form.email],
    [t.labels.phone, form.phone],
    [t.labels.product, form.product],
    [t.labels.serviceType, choice(form.serviceType, t.serviceTypes)],
    [t.labels.serialNumber, form.serialNumber],
    [t.labels.make, form.make],
    [t.labels.model, form.model],
    [t.labels.odometer, form.odometer],
    [t.labels.preferredDate, form.preferredDate],
    [t.labels.rentalObject, form.rentalObject],
    [t.labels.rentalFrom, form.rentalFrom],
    [t.labels.rentalTo, form.rentalTo],
    [t.labels.deliveryOption, choice(form.deliveryOption, t.deliveryOptions)],
    [t.labels.image, facts.imageName],
    [t.labels.language, t.languages[facts.shopperLanguage]],
  ];
  const fields = rows
    .filter(([, value]) => value !== null && value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
  const parts = form.parts.map(
    (part) => `${part.articleNumber}: ${t.pieces.replace('{quantity}', String(part.quantity))}`,
  );
  return {
    languageCode: language,
    subject: t.subject[form.kind].replace('{name}', form.fullName),
    greeting: t.greeting,
    paragraphs: [
      t.intro,
      fields,
      ...(parts.length > 0 ? [`${t.labels.parts}:\n${parts.join('\n')}`] : []),
      ...(form.message ? [`${t.labels.message}:\n${form.message}`] : []),
    ],
    ...(facts.productLink ? { action: { label: t.labels.productLink, url: facts.productLink } } : {}),
    footer: [t.replyHint],
    signature: t.signature,
  };
}
