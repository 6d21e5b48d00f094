import { type LanguageCode, type LinkScope, storefrontLink } from '#src/modules/channels/index.ts';
import { type LinkMailTexts, linkMail, type MailContent } from '#src/modules/mail/index.ts';

/** The storefront's confirmation page (route `emailConfirm`); it reads `?token=`. */
const CONFIRM_EMAIL_PATH = '/account/confirm-email';

/** Every language the shop speaks; a missing one fails the type check (ADR 26). The link works seven days. */
const TEXTS: Record<LanguageCode, LinkMailTexts> = {
  sv: {
    subject: 'Bekräfta din e-postadress',
    greeting: 'Hej!',
    intro:
      'Tack för att du skapade ett konto hos Maskinbutiken. Bekräfta med knappen att e-postadressen är din. Då hamnar också de beställningar du har gjort som gäst med den här adressen bland kontots ordrar.',
    action: 'Bekräfta e-postadressen',
    validity: 'Länken gäller i sju dagar och kan användas en gång.',
    ignore:
      'Har du inte skapat något konto kan du bortse från det här mejlet: utan bekräftelse kopplas inga beställningar till kontot.',
    signature: 'Vänliga hälsningar\nMaskinbutiken',
  },
  da: {
    subject: 'Bekræft din e-mailadresse',
    greeting: 'Hej!',
    intro:
      'Tak, fordi du har oprettet en konto hos Maskinbutiken. Bekræft med knappen, at e-mailadressen er din. Så kommer de bestillinger, du har afgivet som gæst med denne adresse, også med blandt kontoens ordrer.',
    action: 'Bekræft e-mailadressen',
    validity: 'Linket gælder i syv dage og kan bruges én gang.',
    ignore:
      'Har du ikke oprettet en konto, kan du se bort fra denne e-mail: uden bekræftelse knyttes ingen bestillinger til kontoen.',
    signature: 'Venlig hilsen\nMaskinbutiken',
  },
  en: {
    subject: 'Confirm your email address',
    greeting: 'Hello,',
    intro:
      "Thank you for creating an account at Maskinbutiken. Confirm with the button that this email address is yours. Orders you placed as a guest with this address then join your account's orders too.",
    action: 'Confirm my email address',
    validity: 'The link is valid for seven days and can be used once.',
    ignore:
      'If you did not create an account, you can ignore this email: without a confirmation no orders are joined to it.',
    signature: 'Kind regards\nMaskinbutiken',
  },
  fi: {
    subject: 'Vahvista sähköpostiosoitteesi',
    greeting: 'Hei!',
    intro:
      'Kiitos, että loit tilin Maskinbutikeniin. Vahvista painikkeella, että sähköpostiosoite on sinun. Silloin myös tällä osoitteella vieraana tekemäsi tilaukset näkyvät tilisi tilauksissa.',
    action: 'Vahvista sähköpostiosoite',
    validity: 'Linkki on voimassa seitsemän päivää, ja sitä voi käyttää kerran.',
    ignore:
      'Jos et luonut tiliä, voit jättää tämän viestin huomiotta: ilman vahvistusta tiliin ei liitetä tilauksia.',
    signature: 'Ystävällisin terveisin\nMaskinbutiken',
  },
  nb: {
    subject: 'Bekreft e-postadressen din',
    greeting: 'Hei!',
    intro:
      'Takk for at du opprettet en konto hos Maskinbutiken. Bekreft med knappen at e-postadressen er din. Da kommer også bestillingene du har gjort som gjest med denne adressen, med blant kontoens ordrer.',
    action: 'Bekreft e-postadressen',
    validity: 'Lenken gjelder i sju dager og kan brukes én gang.',
    ignore:
      'Har du ikke opprettet en konto, kan du se bort fra denne e-posten: uten bekreftelse knyttes ingen bestillinger til kontoen.',
    signature: 'Vennlig hilsen\nMaskinbutiken',
  },
};

/** The confirmation page's address with the token, in the storefront's path form. */
export function confirmEmailLink(scope: LinkScope, token: string): string {
  return storefrontLink(scope, `${CONFIRM_EMAIL_PATH}?token=${encodeURIComponent(token)}`);
}

/** The mail that asks a new account to confirm its email, in one language. */
export function confirmEmailMail(scope: LinkScope, token: string): MailContent {
  return linkMail(scope.languageCode, TEXTS[scope.languageCode], confirmEmailLink(scope, token));
}
