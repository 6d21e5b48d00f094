import type { Localized } from './assortment/index.ts';

export interface CampaignSeed {
  id: number;
  alias: string;
  name: Localized;
  description: Localized;
  discountBp: number;
  startsAt: Date;
  endsAt: Date | null;
  imageKinds: string[];
}

export const campaignSeeds: CampaignSeed[] = [
  {
    id: 1,
    alias: 'hostrea-tradgard',
    name: {
      sv: 'Höstrea trädgård',
      da: 'Efterårsudsalg have',
      en: 'Autumn garden sale',
      fi: 'Puutarhan syysalennukset',
      nb: 'Høstsalg hage',
    },
    description: {
      sv: 'Sänkta priser på gräsklippare, trimmers och motorsågar inför säsongsskiftet.',
      da: 'Nedsatte priser på plæneklippere, trimmere og motorsave inden sæsonskiftet.',
      en: 'Lower prices on lawn mowers, trimmers and chainsaws before the season changes.',
      fi: 'Alennetut hinnat ruohonleikkureista, trimmereistä ja moottorisahoista ennen kauden vaihtumista.',
      nb: 'Reduserte priser på gressklippere, trimmere og motorsager før sesongskiftet.',
    },
    discountBp: 2000,
    startsAt: new Date(Date.UTC(2026, 8, 1)),
    endsAt: null,
    imageKinds: [
      'lawn-mower',
      'robot-mower',
      'ride-on-mower',
      'trimmer',
      'hedge-trimmer',
      'leaf-blower',
      'chainsaw',
    ],
  },
  {
    id: 2,
    alias: 'vinterklar',
    name: {
      sv: 'Vinterklar',
      da: 'Klar til vinteren',
      en: 'Ready for winter',
      fi: 'Talvivalmis',
      nb: 'Klar for vinteren',
    },
    description: {
      sv: 'Snöslungor, elverk och batterier till kampanjpris – var redo när snön kommer.',
      da: 'Sneslynger, generatorer og batterier til kampagnepris – vær klar, når sneen kommer.',
      en: 'Snow blowers, generators and batteries at campaign prices – be ready when the snow comes.',
      fi: 'Lumilingot, aggregaatit ja akut kampanjahintaan – ole valmis, kun lumi tulee.',
      nb: 'Snøfresere, aggregater og batterier til kampanjepris – vær klar når snøen kommer.',
    },
    discountBp: 1500,
    startsAt: new Date(Date.UTC(2026, 9, 15)),
    endsAt: null,
    imageKinds: ['snow-blower', 'generator', 'battery'],
  },
  {
    id: 3,
    alias: 'fyrhjulingsveckor',
    name: {
      sv: 'Fyrhjulingsveckorna',
      da: 'ATV-ugerne',
      en: 'ATV weeks',
      fi: 'Mönkijäviikot',
      nb: 'ATV-ukene',
    },
    description: {
      sv: 'Fyrhjulingar, UTV:er och släp med extra rabatt.',
      da: 'ATV’er, UTV’er og trailere med ekstra rabat.',
      en: 'Quad bikes, UTVs and trailers with an extra discount.',
      fi: 'Mönkijät, UTV:t ja perävaunut lisäalennuksella.',
      nb: 'ATV-er, UTV-er og tilhengere med ekstra rabatt.',
    },
    discountBp: 1000,
    startsAt: new Date(Date.UTC(2026, 9, 1)),
    endsAt: null,
    imageKinds: ['quad-bike', 'utv', 'trailer', 'helmet'],
  },
  {
    id: 4,
    alias: 'varrea-reservdelar',
    name: {
      sv: 'Vårrea reservdelar',
      da: 'Forårsudsalg reservedele',
      en: 'Spring parts sale',
      fi: 'Varaosien kevätalennukset',
      nb: 'Vårsalg reservedeler',
    },
    description: {
      sv: 'Kampanjen är avslutad.',
      da: 'Kampagnen er afsluttet.',
      en: 'The campaign has ended.',
      fi: 'Kampanja on päättynyt.',
      nb: 'Kampanjen er avsluttet.',
    },
    discountBp: 2500,
    startsAt: new Date(Date.UTC(2026, 2, 1)),
    endsAt: new Date(Date.UTC(2026, 3, 30)),
    imageKinds: ['filter', 'belt', 'spark-plug', 'oil'],
  },
];
