import type { LanguageCode } from '#src/modules/channels/index.ts';
import { type LinkScope, storefrontLink } from '#src/modules/channels/index.ts';
import { type LinkMailTexts, linkMail, type MailContent } from '#src/modules/mail/index.ts';

/** The storefront's confirmation page (route `newsletterConfirm`); it reads `?token=`. */
const CONFIRM_PATH = '/newsletter/confirm';

/** Every language the shop speaks; a missing one fails the type check (ADR 26). */
const TEXTS: Record<LanguageCode, LinkMailTexts> = {
  sv: {
    subject: 'Bekräfta att du vill få vårt nyhetsbrev',
    greeting: 'Hej!',
    intro:
      'Någon, förhoppningsvis du, har anmält den här adressen till Maskinbutikens nyhetsbrev. Bekräfta med knappen så börjar vi skicka det.',
    action: 'Ja, skicka nyhetsbrevet',
    validity: 'Länken gäller i sju dagar och kan användas en gång.',
    ignore:
      'Har du inte anmält dig kan du bortse från det här mejlet: utan bekräftelse skickar vi inget mer.',
    signature: 'Vänliga hälsningar\nMaskinbutiken',
  },
  da: {
    subject: 'Bekræft, at du vil have vores nyhedsbrev',
    greeting: 'Hej!',
    intro:
      'Nogen, forhåbentlig dig, har tilmeldt denne adresse til Maskinbutikens nyhedsbrev. Bekræft med knappen, så begynder vi at sende det.',
    action: 'Ja, send nyhedsbrevet',
    validity: 'Linket gælder i syv dage og kan bruges én gang.',
    ignore:
      'Har du ikke tilmeldt dig, kan du se bort fra denne e-mail: uden bekræftelse sender vi ikke mere.',
    signature: 'Venlig hilsen\nMaskinbutiken',
  },
  en: {
    subject: 'Confirm that you want our newsletter',
    greeting: 'Hello,',
    intro:
      "Someone, hopefully you, signed this address up for Maskinbutiken's newsletter. Confirm with the button and we will start sending it.",
    action: 'Yes, send me the newsletter',
    validity: 'The link is valid for seven days and can be used once.',
    ignore: 'If you did not sign up, you can ignore this email: without a confirmation we send nothing more.',
    signature: 'Kind regards\nMaskinbutiken',
  },
  fi: {
    subject: 'Vahvista uutiskirjeen tilaus',
    greeting: 'Hei!',
    intro:
      'Joku, toivottavasti sinä, on tilannut Maskinbutikenin uutiskirjeen tähän osoitteeseen. Vahvista tilaus painikkeella, niin alamme lähettää sitä.',
    action: 'Kyllä, lähettäkää uutiskirje',
    validity: 'Linkki on voimassa seitsemän päivää, ja sitä voi käyttää kerran.',
    ignore:
      'Jos et tilannut uutiskirjettä, voit jättää tämän viestin huomiotta: ilman vahvistusta emme lähetä mitään.',
    signature: 'Ystävällisin terveisin\nMaskinbutiken',
  },
  nb: {
    subject: 'Bekreft at du vil ha nyhetsbrevet vårt',
    greeting: 'Hei!',
    intro:
      'Noen, forhåpentlig deg, har meldt denne adressen på nyhetsbrevet til Maskinbutiken. Bekreft med knappen, så begynner vi å sende det.',
    action: 'Ja, send meg nyhetsbrevet',
    validity: 'Lenken gjelder i sju dager og kan brukes én gang.',
    ignore:
      'Har du ikke meldt deg på, kan du se bort fra denne e-posten: uten bekreftelse sender vi ikke mer.',
    signature: 'Vennlig hilsen\nMaskinbutiken',
  },
};

/** The confirmation page's address with the token, in the storefront's path form. */
export function confirmLink(scope: LinkScope, token: string): string {
  return storefrontLink(scope, `${CONFIRM_PATH}?token=${encodeURIComponent(token)}`);
}

/** The double opt-in mail in one language. */
export function confirmMail(scope: LinkScope, token: string): MailContent {
  return linkMail(scope.languageCode, TEXTS[scope.languageCode], confirmLink(scope, token));
}
