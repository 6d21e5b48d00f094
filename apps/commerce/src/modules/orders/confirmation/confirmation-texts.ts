import type { LanguageCode } from '#src/modules/channels/index.ts';

/** The order confirmation's words in one language; {placeholders} are filled from the order. */
export interface ConfirmationTexts {
  subject: string;
  greeting: string;
  thanks: string;
  orderNumber: string;
  lines: string;
  /** A line's colour: {colour}. */
  colour: string;
  /** A line's size: {size}. */
  size: string;
  items: string;
  discount: string;
  shipping: string;
  giftCard: string;
  accountBalance: string;
  total: string;
  vat: string;
  exVat: string;
  delivery: string;
  pickupAt: string;
  deliverTo: string;
  backordered: string;
  /** A hire's handover: {name}, the days {from} and {to}, the {time} and the {depot}. */
  rentalHandover: string;
  /** A hire delivered to its site: {name}, the days {from} and {to}, the site's {zip}, the {price} of both trips. */
  rentalDelivery: string;
  /** A hire's damage waiver taken: {name}, the {price} of it. */
  rentalDamageWaiver: string;
  payment: string;
  invoiceTerms: string;
  /** The signed link to the invoice, which opens it until {date}. */
  invoiceLink: string;
  message: string;
  action: string;
  footer: string;
  signature: string;
}

/** Every language the shop speaks; a missing one fails the type check (ADR 26). */
export const CONFIRMATION_TEXTS: Record<LanguageCode, ConfirmationTexts> = {
  sv: {
    subject: 'Orderbekräftelse {orderNumber}',
    greeting: 'Hej {firstName}!',
    thanks: 'Tack för din beställning. Vi har tagit emot den och börjar behandla den nu.',
    orderNumber: 'Ordernummer: {orderNumber} ({date})',
    lines: 'Artiklar',
    colour: 'Färg: {colour}',
    size: 'Storlek: {size}',
    items: 'Varor',
    discount: 'Rabatt',
    shipping: 'Frakt – {name}',
    giftCard: 'Betalt med presentkort',
    accountBalance: 'Betalt från ditt saldo',
    total: 'Att betala',
    vat: 'varav moms {rate} %',
    exVat: 'exkl. moms',
    delivery: 'Leverans',
    pickupAt: 'Hämtas hos: {place}',
    deliverTo: 'Levereras till: {address}',
    backordered: '{quantity} st av {name} beställs från leverantör och levereras om 1–3 veckor.',
    rentalHandover:
      '{name}: hämtas {from} och lämnas tillbaka {to}, båda dagarna klockan {time}, hos {depot}.',
    rentalDelivery:
      '{name}: levereras {from} till platsen med postnummer {zip} och hämtas där {to}; leverans och hämtning {price}.',
    rentalDamageWaiver: '{name}: skadeskydd ingår i hyran, {price}.',
    payment: 'Betalning',
    invoiceTerms:
      'Faktura, betalas senast {dueDate} till bankgiro {bankgiro} med OCR-nummer {ocr}. Fakturan finns bifogad som PDF.',
    invoiceLink: 'Fakturan som PDF (länken gäller till och med {date}): {url}',
    message: 'Ditt meddelande: {message}',
    action: 'Se din order',
    footer: 'Frågor om ordern? Svara på det här mejlet eller ring oss på 08-123 45 60.',
    signature: 'Vänliga hälsningar\nMaskinbutiken',
  },
  da: {
    subject: 'Ordrebekræftelse {orderNumber}',
    greeting: 'Hej {firstName}!',
    thanks: 'Tak for din bestilling. Vi har modtaget den og går i gang med den nu.',
    orderNumber: 'Ordrenummer: {orderNumber} ({date})',
    lines: 'Varer',
    colour: 'Farve: {colour}',
    size: 'Størrelse: {size}',
    items: 'Varer i alt',
    discount: 'Rabat',
    shipping: 'Fragt – {name}',
    giftCard: 'Betalt med gavekort',
    accountBalance: 'Betalt fra din saldo',
    total: 'At betale',
    vat: 'heraf moms {rate} %',
    exVat: 'ekskl. moms',
    delivery: 'Levering',
    pickupAt: 'Afhentes hos: {place}',
    deliverTo: 'Leveres til: {address}',
    backordered: '{quantity} stk. af {name} bestilles hos leverandøren og leveres om 1–3 uger.',
    rentalHandover: '{name}: afhentes {from} og afleveres {to}, begge dage klokken {time}, hos {depot}.',
    rentalDelivery:
      '{name}: leveres {from} til stedet med postnummer {zip} og hentes der {to}; levering og afhentning {price}.',
    rentalDamageWaiver: '{name}: skadesdækning er med i lejen, {price}.',
    payment: 'Betaling',
    invoiceTerms:
      'Faktura, betales senest {dueDate} til bankgiro {bankgiro} med OCR-nummer {ocr}. Fakturaen er vedhæftet som PDF.',
    invoiceLink: 'Fakturaen som PDF (linket gælder til og med {date}): {url}',
    message: 'Din besked: {message}',
    action: 'Se din ordre',
    footer: 'Spørgsmål til ordren? Svar på denne mail eller ring til os på +46 8 123 45 60.',
    signature: 'Venlig hilsen\nMaskinbutiken',
  },
  en: {
    subject: 'Order confirmation {orderNumber}',
    greeting: 'Hello {firstName},',
    thanks: 'Thank you for your order. We have received it and are starting on it now.',
    orderNumber: 'Order number: {orderNumber} ({date})',
    lines: 'Items',
    colour: 'Colour: {colour}',
    size: 'Size: {size}',
    items: 'Items total',
    discount: 'Discount',
    shipping: 'Shipping – {name}',
    giftCard: 'Paid by gift card',
    accountBalance: 'Paid from your balance',
    total: 'To pay',
    vat: 'of which VAT {rate}%',
    exVat: 'excl. VAT',
    delivery: 'Delivery',
    pickupAt: 'Collect at: {place}',
    deliverTo: 'Delivered to: {address}',
    backordered: '{quantity} of {name} are ordered from the supplier and delivered in 1–3 weeks.',
    rentalHandover: '{name}: collect on {from} and return on {to}, at {time} on both days, at {depot}.',
    rentalDelivery:
      '{name}: delivered on {from} to the site at postcode {zip} and collected from there on {to}; delivery and collection {price}.',
    rentalDamageWaiver: '{name}: damage waiver included in the hire, {price}.',
    payment: 'Payment',
    invoiceTerms:
      'Invoice, to be paid by {dueDate} to bankgiro {bankgiro} with OCR reference {ocr}. The invoice is attached as a PDF.',
    invoiceLink: 'The invoice as a PDF (the link works until {date}): {url}',
    message: 'Your message: {message}',
    action: 'View your order',
    footer: 'Questions about your order? Reply to this email or call us on +46 8 123 45 60.',
    signature: 'Kind regards\nMaskinbutiken',
  },
  fi: {
    subject: 'Tilausvahvistus {orderNumber}',
    greeting: 'Hei {firstName}!',
    thanks: 'Kiitos tilauksestasi. Olemme vastaanottaneet sen ja aloitamme sen käsittelyn nyt.',
    orderNumber: 'Tilausnumero: {orderNumber} ({date})',
    lines: 'Tuotteet',
    colour: 'Väri: {colour}',
    size: 'Koko: {size}',
    items: 'Tuotteet yhteensä',
    discount: 'Alennus',
    shipping: 'Toimitus – {name}',
    giftCard: 'Maksettu lahjakortilla',
    accountBalance: 'Maksettu saldostasi',
    total: 'Maksettavaa',
    vat: 'josta ALV {rate} %',
    exVat: 'ilman ALV:tä',
    delivery: 'Toimitus',
    pickupAt: 'Nouto: {place}',
    deliverTo: 'Toimitusosoite: {address}',
    backordered: '{quantity} kpl tuotetta {name} tilataan toimittajalta, toimitus 1–3 viikossa.',
    rentalHandover:
      '{name}: nouto {from} ja palautus {to}, molempina päivinä kello {time}, osoitteessa {depot}.',
    rentalDelivery:
      '{name}: toimitetaan {from} kohteeseen postinumerolla {zip} ja noudetaan sieltä {to}; toimitus ja nouto {price}.',
    rentalDamageWaiver: '{name}: vuokraan sisältyy vahinkoturva, {price}.',
    payment: 'Maksu',
    invoiceTerms:
      'Lasku, maksetaan viimeistään {dueDate} pankkigirotilille {bankgiro} viitteellä {ocr}. Lasku on liitteenä PDF-tiedostona.',
    invoiceLink: 'Lasku PDF-tiedostona (linkki toimii {date} asti): {url}',
    message: 'Viestisi: {message}',
    action: 'Katso tilauksesi',
    footer: 'Kysyttävää tilauksesta? Vastaa tähän viestiin tai soita meille +46 8 123 45 60.',
    signature: 'Ystävällisin terveisin\nMaskinbutiken',
  },
  nb: {
    subject: 'Ordrebekreftelse {orderNumber}',
    greeting: 'Hei {firstName}!',
    thanks: 'Takk for bestillingen. Vi har mottatt den og begynner å behandle den nå.',
    orderNumber: 'Ordrenummer: {orderNumber} ({date})',
    lines: 'Varer',
    colour: 'Farge: {colour}',
    size: 'Størrelse: {size}',
    items: 'Varer totalt',
    discount: 'Rabatt',
    shipping: 'Frakt – {name}',
    giftCard: 'Betalt med gavekort',
    accountBalance: 'Betalt fra saldoen din',
    total: 'Å betale',
    vat: 'herav mva. {rate} %',
    exVat: 'ekskl. mva.',
    delivery: 'Levering',
    pickupAt: 'Hentes hos: {place}',
    deliverTo: 'Leveres til: {address}',
    backordered: '{quantity} stk. av {name} bestilles fra leverandør og leveres om 1–3 uker.',
    rentalHandover: '{name}: hentes {from} og leveres tilbake {to}, begge dager klokken {time}, hos {depot}.',
    rentalDelivery:
      '{name}: leveres {from} til stedet med postnummer {zip} og hentes der {to}; levering og henting {price}.',
    rentalDamageWaiver: '{name}: skadedekning er med i leien, {price}.',
    payment: 'Betaling',
    invoiceTerms:
      'Faktura, betales senest {dueDate} til bankgiro {bankgiro} med OCR-nummer {ocr}. Fakturaen er vedlagt som PDF.',
    invoiceLink: 'Fakturaen som PDF (lenken gjelder til og med {date}): {url}',
    message: 'Din melding: {message}',
    action: 'Se ordren din',
    footer: 'Spørsmål om ordren? Svar på denne e-posten eller ring oss på +46 8 123 45 60.',
    signature: 'Vennlig hilsen\nMaskinbutiken',
  },
};
