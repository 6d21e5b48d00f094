import type { LanguageCode } from '#src/modules/channels/index.ts';
import { type LinkScope, storefrontLink } from '#src/modules/channels/index.ts';
import type { MailContent } from '#src/modules/mail/index.ts';

interface AlertTexts {
  /** With {product}. */
  subject: string;
  greeting: string;
  /** With {product}. */
  intro: string;
  hurry: string;
  action: string;
  why: string;
  signature: string;
}

/** Every language the shop speaks; a missing one fails the type check (ADR 26). */
const TEXTS: Record<LanguageCode, AlertTexts> = {
  sv: {
    subject: '{product} finns i lager igen',
    greeting: 'Hej!',
    intro: 'Du bad oss säga till när {product} går att köpa igen. Nu finns den i lager.',
    hurry: 'Lagret kan ta slut igen, så vänta inte för länge.',
    action: 'Till produkten',
    why: 'Du får det här mejlet en gång, eftersom du bad om en bevakning i vår webbutik. Vi sparar inte adressen till något annat.',
    signature: 'Vänliga hälsningar\nMaskinbutiken',
  },
  da: {
    subject: '{product} er på lager igen',
    greeting: 'Hej!',
    intro: 'Du bad os give besked, når {product} kan købes igen. Nu er den på lager.',
    hurry: 'Lageret kan slippe op igen, så vent ikke for længe.',
    action: 'Til produktet',
    why: 'Du får denne e-mail én gang, fordi du bad om besked i vores webshop. Vi bruger ikke adressen til andet.',
    signature: 'Venlig hilsen\nMaskinbutiken',
  },
  en: {
    subject: '{product} is back in stock',
    greeting: 'Hello,',
    intro: 'You asked us to tell you when {product} could be bought again. It is in stock now.',
    hurry: 'Stock may run out again, so do not wait too long.',
    action: 'Go to the product',
    why: 'You get this email once, because you asked to be notified in our web shop. We do not use the address for anything else.',
    signature: 'Kind regards\nMaskinbutiken',
  },
  fi: {
    subject: '{product} on taas varastossa',
    greeting: 'Hei!',
    intro: 'Pyysit meitä kertomaan, kun {product} on taas ostettavissa. Nyt se on varastossa.',
    hurry: 'Varasto voi loppua uudelleen, joten älä odota liian kauan.',
    action: 'Siirry tuotteeseen',
    why: 'Saat tämän viestin kerran, koska pyysit ilmoitusta verkkokaupassamme. Emme käytä osoitetta muuhun.',
    signature: 'Ystävällisin terveisin\nMaskinbutiken',
  },
  nb: {
    subject: '{product} er på lager igjen',
    greeting: 'Hei!',
    intro: 'Du ba oss si fra når {product} kunne kjøpes igjen. Nå er den på lager.',
    hurry: 'Lageret kan gå tomt igjen, så ikke vent for lenge.',
    action: 'Til produktet',
    why: 'Du får denne e-posten én gang, fordi du ba om varsel i nettbutikken vår. Vi bruker ikke adressen til noe annet.',
    signature: 'Vennlig hilsen\nMaskinbutiken',
  },
};

/** The back-in-stock mail in the subscriber's language, with a link to the product page. */
export function alertMail(scope: LinkScope, product: { name: string; alias: string }): MailContent {
  const texts = TEXTS[scope.languageCode];
  const fill = (text: string) => text.replaceAll('{product}', product.name);
  return {
    languageCode: scope.languageCode,
    subject: fill(texts.subject),
    greeting: texts.greeting,
    paragraphs: [fill(texts.intro), texts.hurry],
    action: { label: texts.action, url: storefrontLink(scope, `/p/${encodeURIComponent(product.alias)}`) },
    footer: [texts.why],
    signature: texts.signature,
  };
}
