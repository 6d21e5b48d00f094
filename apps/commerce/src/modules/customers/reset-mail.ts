import { type LanguageCode, type LinkScope, storefrontLink } from '#src/modules/channels/index.ts';
import { type LinkMailTexts, linkMail, type MailContent } from '#src/modules/mail/index.ts';

/** The storefront's reset page (route `resetPassword`); it reads `?resetKey=`. */
const RESET_PASSWORD_PATH = '/account/reset-password';

const TEXTS: Record<LanguageCode, LinkMailTexts> = {
  sv: {
    subject: 'Återställ ditt lösenord',
    greeting: 'Hej!',
    intro: 'Vi har fått en begäran om att återställa lösenordet till ditt konto hos Maskinbutiken.',
    action: 'Välj ett nytt lösenord',
    validity: 'Länken gäller i en timme och kan användas en gång.',
    ignore:
      'Har du inte bett om att återställa lösenordet kan du bortse från det här mejlet: ditt lösenord ändras inte.',
    signature: 'Vänliga hälsningar\nMaskinbutiken',
  },
  da: {
    subject: 'Nulstil din adgangskode',
    greeting: 'Hej!',
    intro: 'Vi har modtaget en anmodning om at nulstille adgangskoden til din konto hos Maskinbutiken.',
    action: 'Vælg en ny adgangskode',
    validity: 'Linket gælder i en time og kan bruges én gang.',
    ignore:
      'Har du ikke bedt om at nulstille adgangskoden, kan du se bort fra denne e-mail: din adgangskode ændres ikke.',
    signature: 'Venlig hilsen\nMaskinbutiken',
  },
  en: {
    subject: 'Reset your password',
    greeting: 'Hello,',
    intro: 'We received a request to reset the password of your Maskinbutiken account.',
    action: 'Choose a new password',
    validity: 'The link is valid for one hour and can be used once.',
    ignore:
      'If you did not ask to reset your password, you can ignore this email: your password does not change.',
    signature: 'Kind regards\nMaskinbutiken',
  },
  fi: {
    subject: 'Palauta salasanasi',
    greeting: 'Hei!',
    intro: 'Saimme pyynnön palauttaa Maskinbutiken-tilisi salasana.',
    action: 'Valitse uusi salasana',
    validity: 'Linkki on voimassa tunnin, ja sitä voi käyttää kerran.',
    ignore:
      'Jos et pyytänyt salasanan palauttamista, voit jättää tämän viestin huomiotta: salasanasi ei muutu.',
    signature: 'Ystävällisin terveisin\nMaskinbutiken',
  },
  nb: {
    subject: 'Tilbakestill passordet ditt',
    greeting: 'Hei!',
    intro: 'Vi har mottatt en forespørsel om å tilbakestille passordet til kontoen din hos Maskinbutiken.',
    action: 'Velg et nytt passord',
    validity: 'Lenken gjelder i én time og kan brukes én gang.',
    ignore:
      'Har du ikke bedt om å tilbakestille passordet, kan du se bort fra denne e-posten: passordet ditt endres ikke.',
    signature: 'Vennlig hilsen\nMaskinbutiken',
  },
};

/** The reset page's address with the key, in the storefront's path form. */
export function resetLink(scope: LinkScope, resetKey: string): string {
  return storefrontLink(scope, `${RESET_PASSWORD_PATH}?resetKey=${encodeURIComponent(resetKey)}`);
}

/** The reset mail in one language. */
export function resetMail(scope: LinkScope, resetKey: string): MailContent {
  return linkMail(scope.languageCode, TEXTS[scope.languageCode], resetLink(scope, resetKey));
}
