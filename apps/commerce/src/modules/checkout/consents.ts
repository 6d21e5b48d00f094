import type { LocalizedText } from '#src/db/schema.ts';

/** The terms of purchase: an order is placed only with this consent among acceptedConsents. */
export const ORDER_CONSENT = 'ORDER';

export interface Consent {
  type: string;
  name: LocalizedText;
  description: LocalizedText;
  required: boolean;
}

/** The consents the checkout asks for, as the platform's ConsentType lists them. */
export const CONSENTS: readonly Consent[] = [
  {
    type: ORDER_CONSENT,
    name: {
      sv: 'Jag godkänner köpvillkoren',
      da: 'Jeg accepterer købsbetingelserne',
      en: 'I accept the terms of purchase',
      fi: 'Hyväksyn ostoehdot',
      nb: 'Jeg godtar kjøpsvilkårene',
    },
    description: {
      sv: 'Köpet sker på faktura med 30 dagars betalningsvillkor.',
      da: 'Købet sker på faktura med 30 dages betalingsfrist.',
      en: 'You buy on invoice and pay within 30 days.',
      fi: 'Ostos tehdään laskulla, maksuaika 30 päivää.',
      nb: 'Kjøpet skjer på faktura med 30 dagers betalingsfrist.',
    },
    required: true,
  },
];
