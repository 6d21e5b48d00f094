import { p } from './blocks.ts';

export interface WidgetSeed {
  family: string;
  areaName: string;
  pageAlias?: string;
  layout: 'full' | 'half' | 'third';
  name: 'hero' | 'product-carousel' | 'category-tiles' | 'text' | 'trust-rating';
  configuration: Record<string, unknown>;
  images?: string[];
}

const CAMPAIGN = 'hostrea-tradgard';

/** The shop's own rating: the API counts the stars; the widget holds only its title. */
export const trustRatingWidget: WidgetSeed = {
  family: 'Frontpage',
  areaName: 'main',
  layout: 'full',
  name: 'trust-rating',
  configuration: {
    title: {
      sv: 'Vad kunderna tycker om våra produkter',
      da: 'Hvad kunderne synes om vores produkter',
      en: 'What customers think of our products',
      fi: 'Mitä asiakkaat ajattelevat tuotteistamme',
      nb: 'Hva kundene synes om produktene våre',
    },
  },
};

/** The home page: a hero on top; campaign, categories, news and two service texts below. */
export const frontpageWidgets: WidgetSeed[] = [
  {
    family: 'Frontpage',
    areaName: 'top',
    layout: 'full',
    name: 'hero',
    configuration: {
      title: {
        sv: 'Maskiner för bygge, trädgård och fritid',
        da: 'Maskiner til byggeri, have og fritid',
        en: 'Machines for building, gardens and leisure',
        fi: 'Koneet rakentamiseen, puutarhaan ja vapaa-aikaan',
        nb: 'Maskiner for bygg, hage og fritid',
      },
      text: {
        sv: 'Köp, hyr eller boka service hos oss. Vi har maskinerna, delarna och verkstaden – och hjälper dig välja rätt.',
        da: 'Køb, lej eller book service hos os. Vi har maskinerne, delene og værkstedet – og hjælper dig med at vælge rigtigt.',
        en: 'Buy, rent or book a service with us. We have the machines, the parts and the workshop – and we help you choose the right one.',
        fi: 'Osta, vuokraa tai varaa huolto meiltä. Meiltä löytyvät koneet, osat ja korjaamo – ja autamme sinua valitsemaan oikein.',
        nb: 'Kjøp, lei eller bestill service hos oss. Vi har maskinene, delene og verkstedet – og hjelper deg å velge riktig.',
      },
      link: {
        url: `/dc/${CAMPAIGN}`,
        label: {
          sv: 'Till höstrean',
          da: 'Til efterårsudsalget',
          en: 'Shop the autumn sale',
          fi: 'Syysalennuksiin',
          nb: 'Til høstsalget',
        },
      },
    },
    // A generated illustration, drawn and served by this API like the product images.
    images: ['excavator-f2a900-0.svg'],
  },
  {
    family: 'Frontpage',
    areaName: 'main',
    layout: 'full',
    name: 'product-carousel',
    configuration: {
      title: {
        sv: 'Höstrea i trädgården – 20 % rabatt',
        da: 'Efterårsudsalg i haven – 20 % rabat',
        en: 'Autumn garden sale – 20% off',
        fi: 'Puutarhan syysalennukset – 20 % alennus',
        nb: 'Høstsalg i hagen – 20 % rabatt',
      },
      source: 'campaign',
      campaignAlias: CAMPAIGN,
      take: 12,
      link: {
        url: `/dc/${CAMPAIGN}`,
        label: {
          sv: 'Se hela kampanjen',
          da: 'Se hele kampagnen',
          en: 'See the whole campaign',
          fi: 'Katso koko kampanja',
          nb: 'Se hele kampanjen',
        },
      },
    },
  },
  {
    family: 'Frontpage',
    areaName: 'main',
    layout: 'full',
    name: 'category-tiles',
    configuration: {
      title: { sv: 'Kategorier', da: 'Kategorier', en: 'Categories', fi: 'Kategoriat', nb: 'Kategorier' },
    },
  },
  {
    family: 'Frontpage',
    areaName: 'main',
    layout: 'full',
    name: 'product-carousel',
    configuration: {
      title: {
        sv: 'Nytt i sortimentet',
        da: 'Nyt i sortimentet',
        en: 'New in the range',
        fi: 'Uutta valikoimassa',
        nb: 'Nytt i sortimentet',
      },
      source: 'latest',
      take: 12,
      link: {
        route: 'news',
        label: {
          sv: 'Alla nyheter',
          da: 'Alle nyheder',
          en: 'All new products',
          fi: 'Kaikki uutuudet',
          nb: 'Alle nyheter',
        },
      },
    },
  },
  {
    family: 'Frontpage',
    areaName: 'main',
    layout: 'half',
    name: 'text',
    configuration: {
      title: {
        sv: 'Service i egen verkstad',
        da: 'Service på eget værksted',
        en: 'Service in our own workshop',
        fi: 'Huolto omalla korjaamolla',
        nb: 'Service på eget verksted',
      },
      blocks: {
        sv: [
          p(
            'Våra mekaniker servar gräsklippare, motorsågar, byggmaskiner och fyrhjulingar – oavsett var du har köpt dem. Boka i god tid inför säsongen.',
          ),
        ],
        da: [
          p(
            'Vores mekanikere servicerer plæneklippere, motorsave, byggemaskiner og ATV’er – uanset hvor du har købt dem. Book i god tid før sæsonen.',
          ),
        ],
        en: [
          p(
            'Our mechanics service lawn mowers, chainsaws, construction machines and quad bikes – wherever you bought them. Book in good time before the season.',
          ),
        ],
        fi: [
          p(
            'Mekaanikkomme huoltavat ruohonleikkurit, moottorisahat, rakennuskoneet ja mönkijät – riippumatta siitä, mistä olet ne ostanut. Varaa aika hyvissä ajoin ennen kautta.',
          ),
        ],
        nb: [
          p(
            'Mekanikerne våre utfører service på gressklippere, motorsager, anleggsmaskiner og ATV-er – uansett hvor du har kjøpt dem. Bestill i god tid før sesongen.',
          ),
        ],
      },
      link: {
        url: '/kontakt',
        label: {
          sv: 'Kontakta verkstaden',
          da: 'Kontakt værkstedet',
          en: 'Contact the workshop',
          fi: 'Ota yhteyttä korjaamoon',
          nb: 'Kontakt verkstedet',
        },
      },
    },
  },
  {
    family: 'Frontpage',
    areaName: 'main',
    layout: 'half',
    name: 'text',
    configuration: {
      title: {
        sv: 'Hyr i stället för att köpa',
        da: 'Lej i stedet for at købe',
        en: 'Rent instead of buying',
        fi: 'Vuokraa ostamisen sijaan',
        nb: 'Lei i stedet for å kjøpe',
      },
      blocks: {
        sv: [
          p(
            'Minigrävare, markvibratorer, släp och trädgårdsmaskiner finns att hyra per dag, helg eller vecka. Maskinerna är servade, tankade och klara att använda.',
          ),
        ],
        da: [
          p(
            'Minigravere, pladevibratorer, trailere og havemaskiner kan lejes for en dag, en weekend eller en uge. Maskinerne er serviceret, tanket og klar til brug.',
          ),
        ],
        en: [
          p(
            'Mini excavators, plate compactors, trailers and garden machines can be rented by the day, weekend or week. The machines are serviced, fuelled and ready to use.',
          ),
        ],
        fi: [
          p(
            'Minikaivinkoneita, täryttimiä, peräkärryjä ja puutarhakoneita voi vuokrata päiväksi, viikonlopuksi tai viikoksi. Koneet ovat huollettuja, tankattuja ja käyttövalmiita.',
          ),
        ],
        nb: [
          p(
            'Minigravere, markvibratorer, tilhengere og hagemaskiner kan leies for en dag, en helg eller en uke. Maskinene er servicet, fylt og klare til bruk.',
          ),
        ],
      },
      link: {
        url: '/hyresvillkor',
        label: {
          sv: 'Läs hyresvillkoren',
          da: 'Læs lejebetingelserne',
          en: 'Read the rental terms',
          fi: 'Lue vuokraehdot',
          nb: 'Les leievilkårene',
        },
      },
    },
  },
  trustRatingWidget,
  {
    family: 'Frontpage',
    areaName: 'main',
    layout: 'full',
    name: 'text',
    configuration: {
      // Prepared ahead: shows only in preview until it is published.
      visibility: { draft: true },
      title: {
        sv: 'Öppettider i jul',
        da: 'Åbningstider i julen',
        en: 'Christmas opening hours',
        fi: 'Joulun aukioloajat',
        nb: 'Åpningstider i julen',
      },
      blocks: {
        sv: [p('Julafton, juldagen och nyårsdagen har vi stängt. I mellandagarna har butiken öppet 10–15.')],
        da: [
          p('Juleaften, juledag og nytårsdag har vi lukket. Mellem jul og nytår har butikken åbent 10–15.'),
        ],
        en: [
          p(
            'We are closed on Christmas Eve, Christmas Day and New Year’s Day. Between Christmas and New Year the shop is open 10:00–15:00.',
          ),
        ],
        fi: [
          p(
            'Olemme suljettuina jouluaattona, joulupäivänä ja uudenvuodenpäivänä. Joulun ja uudenvuoden välisenä aikana myymälä on auki klo 10–15.',
          ),
        ],
        nb: [p('Julaften, første juledag og nyttårsdag har vi stengt. I romjulen har butikken åpent 10–15.')],
      },
    },
  },
];
