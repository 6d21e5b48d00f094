import type { Localized, ProductLine, SpecDef } from './types.ts';

/** Localized spec names, shared so that a key is always named the same way. */
const SPEC_NAMES = {
  weight: { sv: 'Vikt', da: 'Vægt', en: 'Weight', fi: 'Paino', nb: 'Vekt' },
  'engine-power': {
    sv: 'Motoreffekt',
    da: 'Motoreffekt',
    en: 'Engine power',
    fi: 'Moottorin teho',
    nb: 'Motoreffekt',
  },
  displacement: {
    sv: 'Slagvolym',
    da: 'Slagvolumen',
    en: 'Displacement',
    fi: 'Iskutilavuus',
    nb: 'Slagvolum',
  },
  fuel: { sv: 'Drivkälla', da: 'Drivkilde', en: 'Power source', fi: 'Käyttövoima', nb: 'Drivkilde' },
  'cutting-width': {
    sv: 'Klippbredd',
    da: 'Klippebredde',
    en: 'Cutting width',
    fi: 'Leikkuuleveys',
    nb: 'Klippebredde',
  },
  'max-cutting-height': {
    sv: 'Max klipphöjd',
    da: 'Maks. klippehøjde',
    en: 'Max. cutting height',
    fi: 'Suurin leikkuukorkeus',
    nb: 'Maks. klippehøyde',
  },
  'working-area': {
    sv: 'Arbetsyta',
    da: 'Arbejdsareal',
    en: 'Working area',
    fi: 'Työalue',
    nb: 'Arbeidsareal',
  },
  'max-slope': {
    sv: 'Max lutning',
    da: 'Maks. hældning',
    en: 'Max. slope',
    fi: 'Suurin kaltevuus',
    nb: 'Maks. helning',
  },
  'battery-voltage': {
    sv: 'Batterispänning',
    da: 'Batterispænding',
    en: 'Battery voltage',
    fi: 'Akun jännite',
    nb: 'Batterispenning',
  },
  'battery-capacity': {
    sv: 'Batterikapacitet',
    da: 'Batterikapacitet',
    en: 'Battery capacity',
    fi: 'Akun kapasiteetti',
    nb: 'Batterikapasitet',
  },
  'tooth-spacing': {
    sv: 'Tandavstånd',
    da: 'Tandafstand',
    en: 'Tooth spacing',
    fi: 'Hammasväli',
    nb: 'Tannavstand',
  },
  'bar-length': {
    sv: 'Svärdlängd',
    da: 'Sværdlængde',
    en: 'Bar length',
    fi: 'Laipan pituus',
    nb: 'Sverdlengde',
  },
  'blade-length': {
    sv: 'Knivlängd',
    da: 'Knivlængde',
    en: 'Blade length',
    fi: 'Terän pituus',
    nb: 'Knivlengde',
  },
  'clearing-width': {
    sv: 'Arbetsbredd',
    da: 'Arbejdsbredde',
    en: 'Clearing width',
    fi: 'Työleveys',
    nb: 'Arbeidsbredde',
  },
  'throw-distance': {
    sv: 'Kastlängd',
    da: 'Kastelængde',
    en: 'Throw distance',
    fi: 'Heittopituus',
    nb: 'Kastelengde',
  },
  'air-speed': {
    sv: 'Lufthastighet',
    da: 'Lufthastighed',
    en: 'Air speed',
    fi: 'Ilman nopeus',
    nb: 'Lufthastighet',
  },
  'air-volume': { sv: 'Luftflöde', da: 'Luftmængde', en: 'Air volume', fi: 'Ilmavirta', nb: 'Luftmengde' },
  pressure: {
    sv: 'Arbetstryck',
    da: 'Arbejdstryk',
    en: 'Working pressure',
    fi: 'Työpaine',
    nb: 'Arbeidstrykk',
  },
  flow: { sv: 'Vattenflöde', da: 'Vandmængde', en: 'Water flow', fi: 'Vesimäärä', nb: 'Vannmengde' },
  output: {
    sv: 'Märkeffekt',
    da: 'Nominel effekt',
    en: 'Rated output',
    fi: 'Nimellisteho',
    nb: 'Merkeeffekt',
  },
  'tank-volume': {
    sv: 'Tankvolym',
    da: 'Tankvolumen',
    en: 'Fuel tank capacity',
    fi: 'Polttoainesäiliön tilavuus',
    nb: 'Tankvolum',
  },
  runtime: { sv: 'Drifttid', da: 'Driftstid', en: 'Runtime', fi: 'Käyntiaika', nb: 'Driftstid' },
  'noise-level': { sv: 'Ljudnivå', da: 'Lydniveau', en: 'Noise level', fi: 'Melutaso', nb: 'Lydnivå' },
  'collector-volume': {
    sv: 'Uppsamlarvolym',
    da: 'Opsamlervolumen',
    en: 'Collector volume',
    fi: 'Keräimen tilavuus',
    nb: 'Oppsamlervolum',
  },
  transmission: {
    sv: 'Transmission',
    da: 'Transmission',
    en: 'Transmission',
    fi: 'Voimansiirto',
    nb: 'Transmisjon',
  },
  'wheel-drive': { sv: 'Drivning', da: 'Træk', en: 'Drive', fi: 'Veto', nb: 'Drift' },
} satisfies Record<string, Localized>;

type SpecKey = keyof typeof SPEC_NAMES;

/** A numeric spec picked in a range. */
function num(key: SpecKey, unit: string, range: [number, number], step: number): SpecDef {
  return { key, name: SPEC_NAMES[key], unit, range, step };
}

/** A spec picked among localized values. */
function pick(key: SpecKey, values: Localized[]): SpecDef {
  return { key, name: SPEC_NAMES[key], values };
}

const PETROL: Localized = { sv: 'Bensin', da: 'Benzin', en: 'Petrol', fi: 'Bensiini', nb: 'Bensin' };
const BATTERY: Localized = { sv: 'Batteri', da: 'Batteri', en: 'Battery', fi: 'Akku', nb: 'Batteri' };
const MAINS: Localized = {
  sv: 'El (230 V)',
  da: 'El (230 V)',
  en: 'Mains (230 V)',
  fi: 'Verkkovirta (230 V)',
  nb: 'Strøm (230 V)',
};
const DIESEL: Localized = { sv: 'Diesel', da: 'Diesel', en: 'Diesel', fi: 'Diesel', nb: 'Diesel' };

export const gardenLines: ProductLine[] = [
  // ── Gräsklippare ────────────────────────────────────────────────────────
  {
    category: 'grasklippare',
    image: 'lawn-mower',
    kind: 'machine',
    noun: {
      sv: 'Bensindriven gräsklippare',
      da: 'Benzindrevet plæneklipper',
      en: 'Petrol lawn mower',
      fi: 'Bensiiniruohonleikkuri',
      nb: 'Bensindrevet gressklipper',
    },
    brands: ['skogsberg', 'svea-garden', 'grona-linjen'],
    models: ['P 420', 'P 460', 'P 460 M', 'P 480 C', 'P 510 Pro'],
    priceSek: [2990, 6990],
    hasColors: true,
    specs: [
      num('cutting-width', 'cm', [42, 51], 1),
      num('engine-power', 'kW', [1.8, 2.8], 0.1),
      num('max-cutting-height', 'mm', [60, 80], 5),
      num('collector-volume', 'l', [50, 70], 5),
      num('weight', 'kg', [24, 36], 0.5),
    ],
    descriptions: {
      sv: [
        '{name} är en pålitlig bensindriven gräsklippare för villaträdgården. Motorn på {spec:engine-power} startar lätt och orkar även när gräset hunnit bli högt. Med {spec:cutting-width} klippbredd och en uppsamlare på {spec:collector-volume} blir det färre vändor till komposten.',
        'Klassisk handskjuten klippare från {brand} med rejäl stålkåpa och stora bakhjul som rullar lätt över ojämna gräsmattor. Klipphöjden ställs in centralt upp till {spec:max-cutting-height}, och du väljer fritt mellan uppsamling, bakutkast och mulching. {model} väger {spec:weight} och är smidig att manövrera runt rabatterna.',
        '{noun} som gör jobbet utan krångel: fyll tanken, dra i startsnöret och sätt igång. {name} har {spec:cutting-width} klippbredd och passar gräsmattor upp till ett par tusen kvadratmeter. Spolanslutningen på kåpan gör rengöringen enkel när säsongen är slut.',
      ],
      da: [
        '{name} er en pålidelig benzinplæneklipper til parcelhushaven. Motoren på {spec:engine-power} starter let og har kræfter nok, selv når græsset har fået lov at gro. Med en klippebredde på {spec:cutting-width} og en opsamler på {spec:collector-volume} bliver der færre ture til kompostbunken.',
        'Klassisk skubbeplæneklipper fra {brand} med solidt stålskjold og store baghjul, der ruller let hen over en ujævn plæne. Klippehøjden indstilles centralt op til {spec:max-cutting-height}, og du vælger frit mellem opsamling, bagudkast og mulching. {model} vejer {spec:weight} og er nem at manøvrere rundt om bedene.',
        '{noun}, der klarer opgaven uden besvær: fyld tanken, træk i startsnoren, og gå i gang. {name} har en klippebredde på {spec:cutting-width} og passer til plæner på op til et par tusind kvadratmeter. Spuletilslutningen på skjoldet gør rengøringen nem, når sæsonen er slut.',
      ],
      en: [
        'The {name} is a dependable petrol mower for the family garden. Its {spec:engine-power} engine starts easily and keeps going even when the grass has got long. With a {spec:cutting-width} cutting width and a {spec:collector-volume} grass box, you will make fewer trips to the compost heap.',
        'A classic push mower from {brand} with a sturdy steel deck and large rear wheels that roll easily over uneven lawns. Cutting height is set centrally up to {spec:max-cutting-height}, and you can switch freely between collecting, rear discharge and mulching. The {model} weighs {spec:weight} and is easy to steer around flower beds.',
        '{noun} that simply gets the job done: fill the tank, pull the cord and off you go. The {name} has a {spec:cutting-width} cutting width and suits lawns of up to a couple of thousand square metres. A hose connector on the deck makes cleaning easy at the end of the season.',
      ],
      fi: [
        '{name} on luotettava bensiinikäyttöinen ruohonleikkuri omakotitalon pihalle. Moottori käynnistyy helposti, ja tehoa on {spec:engine-power}, joten leikkuri jaksaa myös pitkäksi kasvaneessa nurmessa. Leikkuuleveys on {spec:cutting-width} ja keräimen tilavuus {spec:collector-volume}, joten kompostilla tarvitsee käydä harvemmin.',
        'Perinteinen työnnettävä leikkuri, jossa on tukeva teräskansi ja suuret takapyörät, jotka rullaavat kevyesti epätasaisellakin nurmikolla. Leikkuukorkeus säädetään keskitetysti, ja suurin leikkuukorkeus on {spec:max-cutting-height}. Valittavana on keräys, takaheitto tai multaus. {model} painaa {spec:weight}, ja sitä on helppo ohjailla kukkapenkkien ympärillä.',
        '{noun} hoitaa työn ilman turhaa säätämistä: tankkaa, nykäise käynnistysnarusta ja aloita. {name} on leikkuuleveydeltään {spec:cutting-width}, ja se sopii jopa parin tuhannen neliömetrin nurmikoille. Kannen huuhteluliitännän ansiosta puhdistus on helppoa kauden päätteeksi.',
      ],
      nb: [
        '{name} er en pålitelig bensingressklipper for villahagen. Motoren på {spec:engine-power} starter lett og har nok krefter selv når gresset har fått vokse seg langt. Med {spec:cutting-width} klippebredde og en oppsamler på {spec:collector-volume} blir det færre turer til komposten.',
        'Klassisk skyvegressklipper fra {brand} med solid klippedekk i stål og store bakhjul som ruller lett over ujevn plen. Klippehøyden stilles sentralt opptil {spec:max-cutting-height}, og du velger fritt mellom oppsamling, bakutkast og mulching. {model} veier {spec:weight} og er lett å manøvrere rundt bedene.',
        '{noun} som gjør jobben uten styr: fyll tanken, dra i startsnoren og sett i gang. {name} har {spec:cutting-width} klippebredde og passer til plener på opptil et par tusen kvadratmeter. Spylekoblingen på klippedekket gjør rengjøringen enkel når sesongen er over.',
      ],
    },
  },
  {
    category: 'grasklippare',
    image: 'lawn-mower',
    kind: 'machine',
    noun: {
      sv: 'Självgående gräsklippare',
      da: 'Selvkørende plæneklipper',
      en: 'Self-propelled lawn mower',
      fi: 'Itsevetävä ruohonleikkuri',
      nb: 'Selvgående gressklipper',
    },
    brands: ['skogsberg', 'hedlund', 'svea-garden'],
    models: ['S 460 V', 'S 480 VE', 'S 530 V', 'S 530 VX', 'S 560 Pro', 'S 560 Pro AWD'],
    priceSek: [4990, 12990],
    specs: [
      num('cutting-width', 'cm', [46, 56], 1),
      num('engine-power', 'kW', [2.2, 3.6], 0.1),
      num('max-cutting-height', 'mm', [70, 100], 5),
      num('collector-volume', 'l', [60, 80], 5),
      num('weight', 'kg', [32, 48], 0.5),
    ],
    descriptions: {
      sv: [
        '{name} driver sig själv framåt, så du slipper knuffa – inte ens i uppförsbackar eller på stora ytor. Hastigheten anpassas steglöst efter hur fort du går, och motorn på {spec:engine-power} har gott om kraft i tjockt gräs. Med {spec:cutting-width} klippbredd blir även stora gräsmattor klara på kort tid.',
        'En självgående klippare från {brand} för dig som har mycket gräs att klippa. Den breda stålkåpan ger ett jämnt klippresultat, och uppsamlaren rymmer {spec:collector-volume}. Klipphöjden justeras med ett enda grepp upp till {spec:max-cutting-height}.',
        '{noun} med bakhjulsdrift som ger bra grepp i slänter och i fuktigt gräs. {model} har kullagrade hjul och fällbart handtag och kan ställas på högkant, så att den tar mindre plats i förrådet. Vikt: {spec:weight}.',
      ],
      da: [
        '{name} trækker selv, så du slipper for at skubbe – heller ikke op ad bakke eller på store plæner. Hastigheden tilpasses trinløst efter dit gangtempo, og motoren på {spec:engine-power} har masser af kræfter i tæt græs. Med en klippebredde på {spec:cutting-width} bliver selv store plæner hurtigt klaret.',
        'En selvkørende plæneklipper fra {brand} til dig, der har meget græs at slå. Det brede stålskjold giver et jævnt klipperesultat, og opsamleren rummer {spec:collector-volume}. Klippehøjden justeres med ét greb op til {spec:max-cutting-height}.',
        '{noun} med baghjulstræk, der giver godt greb på skråninger og i fugtigt græs. {model} har kuglelejrede hjul og sammenklappeligt håndtag og kan stilles på højkant, så den fylder mindre i skuret. Vægt: {spec:weight}.',
      ],
      en: [
        'The {name} drives itself forward, so there is no pushing – not even uphill or on large lawns. Speed adapts smoothly to your walking pace, and the {spec:engine-power} engine has plenty of power for thick grass. With a {spec:cutting-width} cutting width, even big lawns are done in no time.',
        'A self-propelled mower from {brand} for anyone with plenty of grass to cut. The wide steel deck leaves an even finish, and the grass box holds {spec:collector-volume}. Cutting height is adjusted with a single lever up to {spec:max-cutting-height}.',
        '{noun} with rear-wheel drive for good grip on slopes and damp grass. The {model} has ball-bearing wheels and a folding handle, and it can be stored upright to save space in the shed. Weight: {spec:weight}.',
      ],
      fi: [
        '{name} kulkee omalla vedollaan, joten työntää ei tarvitse edes ylämäessä tai laajoilla nurmikoilla. Nopeus mukautuu portaattomasti kävelytahtiisi, ja moottorin teho on {spec:engine-power}, mikä riittää hyvin tiheäänkin nurmeen. Leikkuuleveys on {spec:cutting-width}, joten isokin nurmikko tulee leikatuksi nopeasti.',
        'Itsevetävä leikkuri niille, joilla on paljon leikattavaa. Leveä teräskansi jättää tasaisen jäljen, ja keräimen tilavuus on {spec:collector-volume}. Leikkuukorkeus säädetään yhdellä vivulla, ja suurin leikkuukorkeus on {spec:max-cutting-height}.',
        '{noun} on takavetoinen, joten pito säilyy rinteissä ja kosteassa nurmessa. {model} on varustettu kuulalaakeroiduilla pyörillä ja taittuvalla kahvalla, ja sen voi säilyttää pystyasennossa, jolloin se vie vähemmän tilaa vajassa. Paino on {spec:weight}.',
      ],
      nb: [
        '{name} trekker seg selv fremover, så du slipper å skyve – heller ikke i motbakker eller på store plener. Hastigheten tilpasser seg trinnløst etter gangfarten din, og motoren på {spec:engine-power} har god kraft i tett gress. Med {spec:cutting-width} klippebredde blir selv store plener raskt ferdigklipt.',
        'En selvgående gressklipper fra {brand} for deg som har mye gress å klippe. Det brede klippedekket i stål gir et jevnt resultat, og oppsamleren rommer {spec:collector-volume}. Klippehøyden justeres med ett grep opptil {spec:max-cutting-height}.',
        '{noun} med bakhjulsdrift som gir godt grep i skråninger og i fuktig gress. {model} har kulelagrede hjul og sammenleggbart håndtak, og den kan lagres stående for å spare plass i boden. Vekt: {spec:weight}.',
      ],
    },
  },
  {
    category: 'grasklippare',
    image: 'lawn-mower',
    kind: 'machine',
    noun: {
      sv: 'Batteridriven gräsklippare',
      da: 'Batteridrevet plæneklipper',
      en: 'Cordless lawn mower',
      fi: 'Akkuruohonleikkuri',
      nb: 'Batteridrevet gressklipper',
    },
    brands: ['lovkraft', 'grona-linjen', 'skogsberg', 'hedlund'],
    models: ['B 34', 'B 38', 'B 42 S', 'B 46 SP', 'B 48 Duo', 'B 52 SP Pro'],
    priceSek: [2490, 9990],
    hasColors: true,
    specs: [
      num('cutting-width', 'cm', [34, 52], 1),
      num('battery-voltage', 'V', [36, 56], 4),
      num('battery-capacity', 'Ah', [2.5, 6], 0.5),
      num('working-area', 'm²', [300, 900], 50),
      num('max-cutting-height', 'mm', [60, 80], 5),
      num('weight', 'kg', [13, 30], 0.5),
    ],
    descriptions: {
      sv: [
        '{name} klipper tyst och utan avgaser – perfekt när grannarna sitter ute på altanen. Batteriet på {spec:battery-capacity} räcker till ungefär {spec:working-area} per laddning, och du startar med en knapptryckning. Inget bränsle, inga oljebyten och inget startsnöre att slita i.',
        'Lätt och lättmanövrerad klippare från {brand} som drivs av märkets batterisystem på {spec:battery-voltage}. Samma batteri passar i märkets trimrar, häcksaxar och lövblåsar, så det blir billigare att bygga ut verktygsparken. Med {spec:cutting-width} klippbredd och mulchfunktion blir gräsmattan snygg utan att du behöver tömma någon uppsamlare.',
        '{noun} för små och medelstora gräsmattor. {model} väger bara {spec:weight}, har fällbart handtag och kan hängas upp på väggen i förrådet. Klipphöjden ställs in i flera lägen upp till {spec:max-cutting-height}.',
      ],
      da: [
        '{name} klipper stille og uden udstødning – perfekt, når naboerne sidder ude på terrassen. Batteriet på {spec:battery-capacity} rækker til omkring {spec:working-area} pr. opladning, og du starter med et tryk på en knap. Intet brændstof, ingen olieskift og ingen startsnor.',
        'Let og adræt plæneklipper fra {brand}, der kører på mærkets batterisystem på {spec:battery-voltage}. Det samme batteri passer i mærkets trimmere, hækkeklippere og løvblæsere, så det bliver billigere at udbygge værktøjsparken. Med en klippebredde på {spec:cutting-width} og mulchfunktion bliver plænen pæn, uden at du skal tømme opsamleren.',
        '{noun} til små og mellemstore plæner. {model} vejer kun {spec:weight}, har sammenklappeligt håndtag og kan hænges op på væggen i skuret. Klippehøjden indstilles i flere trin op til {spec:max-cutting-height}.',
      ],
      en: [
        'The {name} mows quietly and with zero exhaust – ideal when the neighbours are out on the patio. The {spec:battery-capacity} battery covers around {spec:working-area} per charge, and the mower starts at the push of a button. No fuel, no oil changes and no pull cord.',
        "A light, nimble mower from {brand} that runs on the brand's {spec:battery-voltage} battery system. The same battery fits the range's trimmers, hedge trimmers and leaf blowers, so expanding your tool kit costs less. With a {spec:cutting-width} cutting width and a mulching function, the lawn looks neat without emptying a grass box.",
        '{noun} for small and medium-sized lawns. The {model} weighs just {spec:weight}, has a folding handle and can be hung on the wall of the shed. Cutting height adjusts in several steps up to {spec:max-cutting-height}.',
      ],
      fi: [
        '{name} leikkaa hiljaa ja ilman pakokaasuja – juuri sopiva, kun naapurit istuvat terassilla. Akun kapasiteetti on {spec:battery-capacity}, ja yhdellä latauksella leikkaat noin {spec:working-area}. Ei polttoainetta, ei öljynvaihtoja eikä käynnistysnarua.',
        'Kevyt ja ketterä leikkuri, jonka akkujärjestelmän jännite on {spec:battery-voltage}. Sama akku sopii saman sarjan siimaleikkureihin, pensasleikkureihin ja lehtipuhaltimiin, joten laitevalikoimaa on edullista laajentaa. Leikkuuleveys on {spec:cutting-width}, ja multaustoiminnon ansiosta nurmikko pysyy siistinä ilman keräimen tyhjentelyä.',
        '{noun} sopii pienille ja keskikokoisille nurmikoille. {model} painaa vain {spec:weight}, sen kahva taittuu kokoon ja leikkurin voi ripustaa vajan seinälle. Leikkuukorkeuden voi säätää usealle tasolle, ja suurin leikkuukorkeus on {spec:max-cutting-height}.',
      ],
      nb: [
        '{name} klipper stille og uten eksos – perfekt når naboene sitter ute på terrassen. Batteriet på {spec:battery-capacity} rekker til rundt {spec:working-area} per lading, og du starter med et knappetrykk. Ingen bensin, ingen oljeskift og ingen startsnor.',
        'Lett og lettstyrt gressklipper fra {brand} som går på merkets batterisystem på {spec:battery-voltage}. Det samme batteriet passer i merkets trimmere, hekksakser og løvblåsere, så det blir rimeligere å bygge ut verktøyparken. Med {spec:cutting-width} klippebredde og mulchefunksjon blir plenen pen uten at du trenger å tømme oppsamleren.',
        '{noun} for små og mellomstore plener. {model} veier bare {spec:weight}, har sammenleggbart håndtak og kan henges på veggen i boden. Klippehøyden stilles i flere trinn opptil {spec:max-cutting-height}.',
      ],
    },
  },
  // ── Robotgräsklippare ───────────────────────────────────────────────────
  {
    category: 'robotgrasklippare',
    image: 'robot-mower',
    kind: 'machine',
    noun: {
      sv: 'Robotgräsklippare',
      da: 'Robotplæneklipper',
      en: 'Robot lawn mower',
      fi: 'Robottiruohonleikkuri',
      nb: 'Robotgressklipper',
    },
    brands: ['viva-robot', 'skogsberg', 'hedlund'],
    models: ['R 300', 'R 500', 'R 600 C', 'R 800 Connect', 'R 1000 Connect'],
    priceSek: [5990, 16990],
    hasColors: true,
    specs: [
      num('working-area', 'm²', [300, 1200], 100),
      num('max-slope', '%', [25, 40], 5),
      num('cutting-width', 'cm', [18, 24], 1),
      num('noise-level', 'dB', [55, 62], 1),
      num('battery-capacity', 'Ah', [2, 3], 0.5),
      num('weight', 'kg', [7, 11], 0.1),
    ],
    descriptions: {
      sv: [
        '{name} sköter gräsmattan medan du gör annat. Den klarar trädgårdar upp till {spec:working-area} och lutningar på upp till {spec:max-slope}, och när batteriet börjar ta slut kör den själv tillbaka till laddstationen. Gräset klipps lite i taget, så att klippet blir till naturlig gödning.',
        '{noun} från {brand}, så tyst att den kan köras på natten – ljudnivån är bara {spec:noise-level}. Klippschema och zoner ställer du in direkt på displayen eller i appen. Regnsensorn ser till att den tar paus när det regnar.',
        'Kompakt robotklippare för villatomten med en klippbredd på {spec:cutting-width}. {model} tar sig fram genom smala passager och runt rabatter, och den flytande klippskivan följer markens ojämnheter. Installationskit med begränsningskabel och märlor ingår.',
      ],
      da: [
        '{name} passer plænen, mens du laver noget andet. Den klarer haver på op til {spec:working-area} og hældninger på op til {spec:max-slope}, og når batteriet er ved at løbe tør, kører den selv tilbage til ladestationen. Græsset klippes lidt ad gangen, så det afklippede bliver til naturlig gødning.',
        '{noun} fra {brand}, så stille at den kan køre om natten – lydniveauet er kun {spec:noise-level}. Klippeplan og zoner indstiller du direkte på displayet eller i appen. Regnsensoren sørger for, at den holder pause, når det regner.',
        'Kompakt robotplæneklipper til parcelhusgrunden med en klippebredde på {spec:cutting-width}. {model} finder vej gennem smalle passager og rundt om bedene, og den flydende klippeskive følger terrænets ujævnheder. Installationssæt med afgrænsningskabel og kramper medfølger.',
      ],
      en: [
        'The {name} looks after the lawn while you get on with other things. It handles gardens of up to {spec:working-area} and slopes of up to {spec:max-slope}, and when the battery runs low it drives back to its charging station by itself. The grass is trimmed a little at a time, so the clippings act as natural fertiliser.',
        '{noun} from {brand}, quiet enough to run at night – the noise level is just {spec:noise-level}. Set the mowing schedule and zones directly on the display or in the app. A rain sensor makes it take a break when the showers roll in.',
        'A compact robot mower for the typical home garden, with a {spec:cutting-width} cutting width. The {model} finds its way through narrow passages and around flower beds, and the floating cutting disc follows the contours of the ground. An installation kit with boundary wire and pegs is included.',
      ],
      fi: [
        '{name} hoitaa nurmikon, kun sinä teet muuta. Se sopii pihoille, joiden pinta-ala on enintään {spec:working-area}, ja selviää rinteistä, joiden kaltevuus on enintään {spec:max-slope}. Kun akku alkaa hiipua, leikkuri palaa itse latausasemalle, ja koska ruohoa leikataan vähän kerrallaan, silppu toimii luonnollisena lannoitteena.',
        '{noun} on niin hiljainen, että sitä voi käyttää yölläkin – melutaso on vain {spec:noise-level}. Leikkuuaikataulun ja alueet asetat suoraan näytöltä tai sovelluksessa. Sadeanturin ansiosta leikkuri pitää tauon sateen ajaksi.',
        'Kompakti robottileikkuri omakotitalon pihalle, ja leikkuuleveys on {spec:cutting-width}. {model} pujottelee kapeista väleistä ja kukkapenkkien ympäri, ja kelluva leikkuulautanen myötäilee maaston epätasaisuuksia. Pakkaukseen sisältyy asennussarja, jossa on rajakaapeli ja kiinnitysnaulat.',
      ],
      nb: [
        '{name} tar seg av plenen mens du gjør noe annet. Den klarer hager på opptil {spec:working-area} og helninger på opptil {spec:max-slope}, og når batteriet begynner å gå tomt, kjører den selv tilbake til ladestasjonen. Gresset klippes litt om gangen, slik at klippet blir til naturlig gjødsel.',
        '{noun} fra {brand}, så stillegående at den kan gå om natten – lydnivået er bare {spec:noise-level}. Klippeplan og soner stiller du inn direkte på displayet eller i appen. Regnsensoren sørger for at den tar pause når det regner.',
        'Kompakt robotgressklipper for villatomta med {spec:cutting-width} klippebredde. {model} finner veien gjennom trange passasjer og rundt bedene, og den flytende klippeskiven følger ujevnhetene i terrenget. Installasjonssett med avgrensningskabel og plugger følger med.',
      ],
    },
  },
  {
    category: 'robotgrasklippare',
    image: 'robot-mower',
    kind: 'machine',
    noun: {
      sv: 'Fyrhjulsdriven robotgräsklippare',
      da: 'Firehjulstrukket robotplæneklipper',
      en: 'All-wheel-drive robot mower',
      fi: 'Nelivetoinen robottiruohonleikkuri',
      nb: 'Firehjulsdrevet robotgressklipper',
    },
    brands: ['viva-robot', 'hedlund', 'skogsberg'],
    models: ['R 2500 AWD', 'R 3500 AWD', 'R 5000 AWD', 'R 5000 AWD RTK', 'R 7000 AWD Pro'],
    priceSek: [24990, 59990],
    specs: [
      num('working-area', 'm²', [2500, 7000], 250),
      num('max-slope', '%', [45, 70], 5),
      num('cutting-width', 'cm', [22, 32], 1),
      num('max-cutting-height', 'mm', [60, 80], 5),
      num('battery-capacity', 'Ah', [5, 10], 0.5),
      num('weight', 'kg', [13, 19], 0.1),
    ],
    descriptions: {
      sv: [
        '{name} är byggd för stora och kuperade tomter. Fyrhjulsdriften tar den uppför lutningar på upp till {spec:max-slope}, och kapaciteten räcker till gräsmattor på {spec:working-area}. Grova däck och ett robust chassi gör att den klarar både trädrötter och mjuk mark.',
        'Fyrhjulsdriven robotklippare från {brand} med smart navigering som klipper i raka, systematiska banor i stället för slumpvisa rutter. Med {spec:cutting-width} klippbredd och ett batteri på {spec:battery-capacity} hinner den med stora ytor på kort tid. Zoner, tidsscheman och stöldskydd hanterar du i appen.',
        '{noun} för dig som har mycket gräs, branta slänter eller flera separata gräsytor. {model} väger {spec:weight} och ligger stadigt även i sidlut. Klipphöjden justeras elektroniskt upp till {spec:max-cutting-height}.',
      ],
      da: [
        '{name} er bygget til store og kuperede grunde. Firehjulstrækket bringer den op ad hældninger på op til {spec:max-slope}, og kapaciteten rækker til plæner på {spec:working-area}. Grove dæk og et robust chassis gør, at den klarer både trærødder og blød jord.',
        'Firehjulstrukket robotplæneklipper fra {brand} med intelligent navigation, der klipper i lige, systematiske baner i stedet for tilfældige ruter. Med en klippebredde på {spec:cutting-width} og et batteri på {spec:battery-capacity} når den store arealer på kort tid. Zoner, tidsplaner og tyverisikring styrer du i appen.',
        '{noun} til dig med meget græs, stejle skråninger eller flere adskilte græsarealer. {model} vejer {spec:weight} og ligger stabilt, selv når den kører på tværs af en skråning. Klippehøjden justeres elektronisk op til {spec:max-cutting-height}.',
      ],
      en: [
        'The {name} is built for large, hilly plots. All-wheel drive takes it up gradients of up to {spec:max-slope}, and its capacity covers lawns of {spec:working-area}. Chunky tyres and a robust chassis let it handle both tree roots and soft ground.',
        'An all-wheel-drive robot mower from {brand} with smart navigation that mows in straight, systematic lines instead of random paths. With a {spec:cutting-width} cutting width and a {spec:battery-capacity} battery, it covers large areas in a short time. Zones, schedules and theft protection are all managed in the app.',
        '{noun} for gardens with lots of grass, steep banks or several separate lawns. The {model} weighs {spec:weight} and stays steady even across slopes. Cutting height is adjusted electronically up to {spec:max-cutting-height}.',
      ],
      fi: [
        '{name} on suunniteltu suurille ja mäkisille tonteille. Nelivedon ansiosta se nousee rinteisiin, joiden kaltevuus on enintään {spec:max-slope}, ja kapasiteetti riittää nurmikoille, joiden pinta-ala on jopa {spec:working-area}. Karkeakuvioiset renkaat ja tukeva runko selviävät sekä puunjuurista että pehmeästä maasta.',
        'Nelivetoinen robottileikkuri, jonka älykäs navigointi leikkaa suoria ja järjestelmällisiä kaistoja satunnaisten reittien sijaan. Leikkuuleveys on {spec:cutting-width} ja akun kapasiteetti {spec:battery-capacity}, joten laajatkin alueet tulevat leikatuiksi nopeasti. Leikkuualueita, aikatauluja ja varkaudenestoa hallitaan sovelluksella.',
        '{noun} sopii pihoille, joissa on paljon nurmea, jyrkkiä rinteitä tai useita erillisiä nurmialueita. {model} painaa {spec:weight} ja pysyy vakaana myös sivuttaiskaltevassa maastossa. Leikkuukorkeus säädetään sähköisesti, ja suurin leikkuukorkeus on {spec:max-cutting-height}.',
      ],
      nb: [
        '{name} er bygget for store og kuperte tomter. Firehjulsdriften tar den opp bakker med helning på opptil {spec:max-slope}, og kapasiteten rekker til plener på {spec:working-area}. Grove dekk og et robust chassis gjør at den takler både trerøtter og bløt mark.',
        'Firehjulsdrevet robotgressklipper fra {brand} med smart navigasjon som klipper i rette, systematiske baner i stedet for tilfeldige ruter. Med {spec:cutting-width} klippebredde og et batteri på {spec:battery-capacity} rekker den over store arealer på kort tid. Soner, tidsplaner og tyverisikring styrer du i appen.',
        '{noun} for deg med mye gress, bratte skråninger eller flere adskilte plenområder. {model} veier {spec:weight} og ligger stødig selv i sidehelling. Klippehøyden justeres elektronisk opptil {spec:max-cutting-height}.',
      ],
    },
  },
  // ── Åkgräsklippare ──────────────────────────────────────────────────────
  {
    category: 'akgrasklippare',
    image: 'ride-on-mower',
    kind: 'machine',
    noun: {
      sv: 'Åkgräsklippare',
      da: 'Rider',
      en: 'Ride-on mower',
      fi: 'Ajoleikkuri',
      nb: 'Sittegressklipper',
    },
    brands: ['skogsberg', 'hedlund', 'svea-garden'],
    models: ['RC 75', 'RC 85 H', 'RF 94 H', 'RF 103 AWD', 'RF 112 AWD Pro'],
    priceSek: [24990, 79990],
    specs: [
      num('cutting-width', 'cm', [75, 112], 1),
      num('engine-power', 'kW', [5, 12], 0.5),
      pick('wheel-drive', [
        {
          sv: 'Bakhjulsdrift',
          da: 'Baghjulstræk',
          en: 'Rear-wheel drive',
          fi: 'Takaveto',
          nb: 'Bakhjulsdrift',
        },
        {
          sv: 'Fyrhjulsdrift',
          da: 'Firehjulstræk',
          en: 'All-wheel drive',
          fi: 'Neliveto',
          nb: 'Firehjulsdrift',
        },
      ]),
      num('max-cutting-height', 'mm', [75, 90], 5),
      num('weight', 'kg', [180, 320], 5),
    ],
    descriptions: {
      sv: [
        '{name} har frontmonterat klippaggregat och midjestyrning, så att du kommer ända fram till husväggar, buskar och staket. Vändradien är liten, och maskinen svänger runt träd utan att lämna oklippta fläckar. Motorn på {spec:engine-power} och den hydrostatiska transmissionen gör körningen mjuk och enkel.',
        'Åkgräsklippare från {brand} med {spec:cutting-width} klippbredd för villatomter och sommarställen med stora gräsytor. Klipphöjden ställs in med en spak från förarplatsen, upp till {spec:max-cutting-height}. Klippaggregatet fälls upp för enkel rengöring och service.',
        '{noun} med bekväm förarstol, tydlig instrumentering och farthållare. {model} väger {spec:weight} och är byggd för att klara många säsonger i nordiskt klimat. Utrustad med snöblad, sandspridare eller släpkärra gör den nytta året runt.',
      ],
      da: [
        '{name} har frontmonteret klippebord og knækstyring, så du kommer helt ind til husmure, buske og hegn. Venderadiussen er lille, og maskinen drejer rundt om træer uden at efterlade uklippede pletter. Motoren på {spec:engine-power} og den hydrostatiske transmission gør kørslen blød og nem.',
        'Rider fra {brand} med en klippebredde på {spec:cutting-width} til parcelhuse og sommerhusgrunde med store græsarealer. Klippehøjden indstilles med et håndtag fra førersædet op til {spec:max-cutting-height}. Klippebordet kan vippes op for nem rengøring og service.',
        '{noun} med komfortabelt førersæde, overskuelige instrumenter og fartpilot. {model} vejer {spec:weight} og er bygget til at holde i mange sæsoner i nordisk klima. Udstyret med sneblad, sandspreder eller trailer gør den nytte hele året.',
      ],
      en: [
        'The {name} has a front-mounted cutting deck and articulated steering, so you can mow right up to walls, shrubs and fences. The turning circle is tight, and it swings around trees without leaving uncut patches. The {spec:engine-power} engine and hydrostatic transmission make for smooth, easy driving.',
        "A ride-on mower from {brand} with a {spec:cutting-width} cutting width for larger gardens and summer-house plots. Cutting height is set with a lever from the driver's seat, up to {spec:max-cutting-height}. The deck tilts up for easy cleaning and servicing.",
        '{noun} with a comfortable seat, clear instruments and cruise control. The {model} weighs {spec:weight} and is built to last for many seasons in a Nordic climate. Fit a snow blade, gritter or trailer and it earns its keep all year round.',
      ],
      fi: [
        '{name} on ajoleikkuri, jossa on eteen asennettu leikkuulaite ja runko-ohjaus, joten pääset leikkaamaan aivan seinien, pensaiden ja aitojen vierestä. Kääntösäde on pieni, ja kone kiertää puut jättämättä leikkaamattomia kohtia. Moottorin teho on {spec:engine-power}, ja hydrostaattinen voimansiirto tekee ajamisesta pehmeää ja helppoa.',
        'Suurille omakotitonteille ja mökkipihoille sopivan ajoleikkurin leikkuuleveys on {spec:cutting-width}. Leikkuukorkeus säädetään vivulla suoraan kuljettajan paikalta, ja suurin leikkuukorkeus on {spec:max-cutting-height}. Leikkuulaitteen voi kääntää ylös puhdistusta ja huoltoa varten.',
        '{noun} on varustettu mukavalla istuimella, selkeillä mittareilla ja vakionopeudensäätimellä. {model} painaa {spec:weight} ja on rakennettu kestämään monta kautta pohjoisen ilmastossa. Lumilevyn, hiekoittimen tai peräkärryn kanssa siitä on hyötyä ympäri vuoden.',
      ],
      nb: [
        '{name} har frontmontert klippebord og midjestyring, så du kommer helt inntil husvegger, busker og gjerder. Svingradiusen er liten, og maskinen svinger rundt trær uten å etterlate uklipte flekker. Motoren på {spec:engine-power} og den hydrostatiske girkassen gjør kjøringen myk og enkel.',
        'Sittegressklipper fra {brand} med {spec:cutting-width} klippebredde for store villatomter og hyttetomter. Klippehøyden stilles med en spak fra førersetet, opptil {spec:max-cutting-height}. Klippebordet kan vippes opp for enkel rengjøring og service.',
        '{noun} med komfortabelt førersete, oversiktlige instrumenter og cruisekontroll. {model} veier {spec:weight} og er bygget for å holde i mange sesonger i nordisk klima. Med snøskjær, strøspreder eller tilhenger gjør den nytte hele året.',
      ],
    },
  },
  {
    category: 'akgrasklippare',
    image: 'ride-on-mower',
    kind: 'machine',
    noun: {
      sv: 'Trädgårdstraktor',
      da: 'Havetraktor',
      en: 'Garden tractor',
      fi: 'Puutarhatraktori',
      nb: 'Hagetraktor',
    },
    brands: ['skogsberg', 'svea-garden', 'hedlund', 'grona-linjen'],
    models: ['T 92 H', 'T 107 H', 'T 107 HC', 'T 122 HD', 'T 122 HD Twin', 'T 137 HD Pro'],
    priceSek: [29990, 89990],
    specs: [
      num('cutting-width', 'cm', [92, 137], 1),
      num('engine-power', 'kW', [8, 16], 0.5),
      num('collector-volume', 'l', [240, 360], 20),
      pick('transmission', [
        {
          sv: 'Hydrostatisk',
          da: 'Hydrostatisk',
          en: 'Hydrostatic',
          fi: 'Hydrostaattinen',
          nb: 'Hydrostatisk',
        },
        {
          sv: 'Manuell växellåda',
          da: 'Manuel gearkasse',
          en: 'Manual gearbox',
          fi: 'Käsivaihteisto',
          nb: 'Manuell girkasse',
        },
      ]),
      num('weight', 'kg', [200, 330], 5),
    ],
    descriptions: {
      sv: [
        '{name} är en kraftfull trädgårdstraktor för stora gräsytor. Med {spec:cutting-width} klippbredd och en motor på {spec:engine-power} blir även tomter på flera tusen kvadratmeter snabbt klippta. Den bakre uppsamlaren rymmer {spec:collector-volume} och töms direkt från förarplatsen.',
        'Trädgårdstraktor från {brand} med sidoutkast, uppsamling och mulching i ett och samma klippaggregat. Den stora tanken och den bekväma stolen gör att du kan klippa länge i taget, och strålkastarna hjälper till under kvällspassen. Dragkrok är standard, så släpkärra och andra tillbehör kopplar du på direkt.',
        '{noun} med stabil stålram och breda däck som skonar gräsmattan. {model} väger {spec:weight} och har spolanslutning på klippaggregatet för enkel rengöring. Perfekt för dig som vill ha en maskin som klarar både gräsklippning och lättare dragarbete.',
      ],
      da: [
        '{name} er en kraftfuld havetraktor til store græsarealer. Med en klippebredde på {spec:cutting-width} og en motor på {spec:engine-power} bliver selv grunde på flere tusind kvadratmeter hurtigt slået. Opsamleren bagtil rummer {spec:collector-volume} og tømmes direkte fra førersædet.',
        'Havetraktor fra {brand} med sideudkast, opsamling og mulching i ét og samme klippebord. Den store tank og det komfortable sæde gør, at du kan klippe længe ad gangen, og forlygterne hjælper, når du kører om aftenen. Trækkrog er standard, så trailer og andet tilbehør kobles direkte på.',
        '{noun} med stabil stålramme og brede dæk, der skåner plænen. {model} vejer {spec:weight} og har spuletilslutning på klippebordet for nem rengøring. Perfekt til dig, der vil have én maskine, som klarer både græsslåning og lettere trækarbejde.',
      ],
      en: [
        'The {name} is a powerful garden tractor for large lawns. With a {spec:cutting-width} cutting width and a {spec:engine-power} engine, even plots of several thousand square metres are mown in no time. The rear collector holds {spec:collector-volume} and is emptied straight from the seat.',
        'A garden tractor from {brand} with side discharge, collection and mulching from one and the same deck. The large tank and comfortable seat let you mow for longer, and the headlights help on evening sessions. A tow hitch comes as standard, so trailers and other attachments hook straight on.',
        '{noun} with a sturdy steel frame and wide tyres that are kind to the lawn. The {model} weighs {spec:weight} and has a hose connector on the deck for easy cleaning. Ideal if you want one machine for mowing as well as lighter towing jobs.',
      ],
      fi: [
        '{name} on tehokas puutarhatraktori suurille nurmialueille. Leikkuuleveys on {spec:cutting-width} ja moottorin teho {spec:engine-power}, joten usean tuhannen neliömetrin tonttikin on nopeasti leikattu. Takakeräimen tilavuus on {spec:collector-volume}, ja sen voi tyhjentää suoraan kuljettajan paikalta.',
        'Puutarhatraktori, jonka samalla leikkuulaitteella onnistuvat sivuheitto, keräys ja multaus. Iso polttoainesäiliö ja mukava istuin mahdollistavat pitkät leikkuurupeamat, ja ajovalot auttavat iltaisin. Vetokoukku kuuluu vakiovarusteisiin, joten peräkärryn ja muut lisälaitteet voi kytkeä suoraan.',
        '{noun} on rakennettu tukevan teräsrungon varaan, ja leveät renkaat säästävät nurmikkoa. {model} painaa {spec:weight}, ja leikkuulaitteen huuhteluliitäntä helpottaa puhdistusta. Sopii erinomaisesti, kun haluat yhden koneen sekä ruohonleikkuuseen että kevyisiin vetotöihin.',
      ],
      nb: [
        '{name} er en kraftig hagetraktor for store gressarealer. Med {spec:cutting-width} klippebredde og en motor på {spec:engine-power} blir selv tomter på flere tusen kvadratmeter raskt klippet. Oppsamleren bak rommer {spec:collector-volume} og tømmes rett fra førersetet.',
        'Hagetraktor fra {brand} med sideutkast, oppsamling og mulching i ett og samme klippebord. Den store tanken og det komfortable setet gjør at du kan klippe lenge om gangen, og frontlysene hjelper på kveldsøktene. Hengerfeste er standard, så tilhenger og annet utstyr kobles rett på.',
        '{noun} med stabil stålramme og brede dekk som skåner plenen. {model} veier {spec:weight} og har spylekobling på klippebordet for enkel rengjøring. Perfekt for deg som vil ha én maskin til både gressklipping og lettere trekkarbeid.',
      ],
    },
  },
  // ── Motorsågar ──────────────────────────────────────────────────────────
  {
    category: 'motorsagar',
    image: 'chainsaw',
    kind: 'machine',
    noun: {
      sv: 'Motorsåg',
      da: 'Motorsav',
      en: 'Petrol chainsaw',
      fi: 'Moottorisaha',
      nb: 'Motorsag',
    },
    brands: ['skogsberg', 'hedlund', 'svea-garden'],
    models: ['MS 35', 'MS 40 e', 'MS 45', 'MS 50 X', 'MS 55 Pro', 'MS 62 Pro'],
    priceSek: [2990, 11990],
    specs: [
      num('bar-length', 'cm', [30, 50], 5),
      num('engine-power', 'kW', [1.5, 3.6], 0.1),
      num('displacement', 'cm³', [35, 62], 1),
      num('weight', 'kg', [4.2, 6.5], 0.1),
      num('noise-level', 'dB', [100, 108], 1),
    ],
    descriptions: {
      sv: [
        '{name} är en allroundsåg för vedkapning, röjning och trädfällning runt huset. Motorn på {spec:engine-power} ger bra dragkraft, och med {spec:bar-length} svärd klarar den även grövre stammar. Lättstart och kedjebroms är förstås standard.',
        'Motorsåg från {brand} med effektiv vibrationsdämpning och en bränslesnål motor på {spec:displacement} som ger lägre utsläpp. Sidomonterad kedjesträckare gör det enkelt att justera kedjan utan verktyg. {model} väger {spec:weight} utan svärd och kedja.',
        '{noun} för dig som eldar med ved eller sköter en egen skogsbit. {model} har balanserad viktfördelning och ett bekvämt grepp, så att du orkar arbeta längre. Ljudnivån är {spec:noise-level} – använd alltid hörselskydd, visir och skyddsbyxor.',
      ],
      da: [
        '{name} er en alsidig sav til brænde, rydning og fældning af træer omkring huset. Motoren på {spec:engine-power} giver godt træk, og med et sværd på {spec:bar-length} klarer den også kraftigere stammer. Letstart og kædebremse er naturligvis standard.',
        'Motorsav fra {brand} med effektiv vibrationsdæmpning og en brændstoføkonomisk motor på {spec:displacement}, der udleder mindre. Sidemonteret kædestrammer gør det nemt at justere kæden uden værktøj. {model} vejer {spec:weight} uden sværd og kæde.',
        '{noun} til dig, der fyrer med brænde eller passer dit eget stykke skov. {model} har en afbalanceret vægtfordeling og et behageligt greb, så du kan holde til at arbejde længere. Lydniveauet er {spec:noise-level} – brug altid høreværn, visir og skærebukser.',
      ],
      en: [
        'The {name} is an all-round saw for cutting firewood, clearing and felling trees around the house. The {spec:engine-power} engine delivers plenty of pulling power, and with a {spec:bar-length} bar it handles thicker trunks too. Easy start and a chain brake come as standard, of course.',
        'A chainsaw from {brand} with effective anti-vibration and a fuel-efficient {spec:displacement} engine with lower emissions. A side-mounted chain tensioner makes it easy to adjust the chain without tools. The {model} weighs {spec:weight} without bar and chain.',
        '{noun} for anyone who heats with wood or looks after a patch of forest. The {model} has well-balanced weight distribution and a comfortable grip, so you can keep working for longer. The noise level is {spec:noise-level} – always wear ear defenders, a visor and chainsaw trousers.',
      ],
      fi: [
        '{name} on monipuolinen saha polttopuiden tekoon, raivaukseen ja puiden kaatoon kodin ympärillä. Moottorin teho on {spec:engine-power} ja laipan pituus {spec:bar-length}, joten paksummatkin rungot sujuvat. Helppokäynnistys ja ketjujarru kuuluvat luonnollisesti vakiovarusteisiin.',
        'Moottorisaha, jossa on tehokas tärinänvaimennus ja taloudellinen, vähäpäästöinen moottori, jonka iskutilavuus on {spec:displacement}. Sivulta säädettävän ketjunkiristimen ansiosta ketjun säätö onnistuu ilman työkaluja. {model} painaa {spec:weight} ilman laippaa ja ketjua.',
        '{noun} sopii sinulle, joka lämmität puulla tai hoidat omaa metsäpalstaa. {model} on hyvin tasapainotettu, ja sen kahva on mukava, joten jaksat työskennellä pidempään. Melutaso on {spec:noise-level} – käytä aina kuulonsuojaimia, visiiriä ja viiltosuojahousuja.',
      ],
      nb: [
        '{name} er en allsidig sag til vedkapping, rydding og felling av trær rundt huset. Motoren på {spec:engine-power} gir godt trekk, og med {spec:bar-length} sverd klarer den også grovere stammer. Lettstart og kjedebrems er selvsagt standard.',
        'Motorsag fra {brand} med effektiv vibrasjonsdemping og en drivstoffgjerrig motor på {spec:displacement} med lavere utslipp. Sidemontert kjedestrammer gjør det enkelt å justere kjedet uten verktøy. {model} veier {spec:weight} uten sverd og kjede.',
        '{noun} for deg som fyrer med ved eller steller din egen skogteig. {model} har balansert vektfordeling og et behagelig grep, så du orker å jobbe lenger. Lydnivået er {spec:noise-level} – bruk alltid hørselvern, visir og sagbukse.',
      ],
    },
  },
  {
    category: 'motorsagar',
    image: 'chainsaw',
    kind: 'machine',
    noun: {
      sv: 'Batteridriven motorsåg',
      da: 'Batteridrevet motorsav',
      en: 'Cordless chainsaw',
      fi: 'Akkumoottorisaha',
      nb: 'Batteridrevet motorsag',
    },
    brands: ['lovkraft', 'grona-linjen', 'skogsberg'],
    models: ['BS 30', 'BS 35', 'BS 35 T', 'BS 40', 'BS 40 Pro'],
    priceSek: [1990, 7990],
    specs: [
      num('bar-length', 'cm', [25, 40], 5),
      num('battery-voltage', 'V', [36, 56], 4),
      num('battery-capacity', 'Ah', [2.5, 6], 0.5),
      num('weight', 'kg', [2.5, 4.8], 0.1),
      num('noise-level', 'dB', [88, 98], 1),
    ],
    descriptions: {
      sv: [
        '{name} startar direkt med ett tryck på gasreglaget – inget startsnöre, ingen choke och inga avgaser. Perfekt för beskärning, vedkapning och mindre fällningsjobb runt huset. Med ett batteri på {spec:battery-capacity} räcker en laddning långt.',
        'Batteridriven motorsåg från {brand} som drivs av märkets batterisystem på {spec:battery-voltage}. Den tysta gången ({spec:noise-level}) gör att du kan såga i bostadsområden utan att störa grannarna. Svärdet är {spec:bar-length} långt och kedjan spänns utan verktyg.',
        '{noun} som väger bara {spec:weight} och är lätt att hantera – även för dig som inte sågar så ofta. {model} har kedjebroms och automatisk kedjesmörjning, och oljenivån syns genom ett fönster i tanken.',
      ],
      da: [
        '{name} starter med det samme, når du trykker på gashåndtaget – ingen startsnor, ingen choker og ingen udstødning. Perfekt til beskæring, brændeskæring og mindre fældningsopgaver omkring huset. Med et batteri på {spec:battery-capacity} rækker én opladning langt.',
        'Batteridrevet motorsav fra {brand}, der kører på mærkets batterisystem på {spec:battery-voltage}. Den stille gang ({spec:noise-level}) gør, at du kan save i boligkvarterer uden at genere naboerne. Sværdet er {spec:bar-length} langt, og kæden strammes uden værktøj.',
        '{noun}, der kun vejer {spec:weight} og er nem at håndtere – også for dig, der ikke saver så ofte. {model} har kædebremse og automatisk kædesmøring, og olieniveauet kan ses gennem et vindue i tanken.',
      ],
      en: [
        'The {name} starts instantly at the squeeze of the trigger – no pull cord, no choke and no exhaust fumes. Ideal for pruning, cutting firewood and smaller felling jobs around the house. With a {spec:battery-capacity} battery, a single charge goes a long way.',
        "A cordless chainsaw from {brand} that runs on the brand's {spec:battery-voltage} battery system. Quiet operation ({spec:noise-level}) means you can cut in residential areas without disturbing the neighbours. The bar is {spec:bar-length} long, and the chain is tensioned without tools.",
        '{noun} weighing just {spec:weight} and easy to handle, even if you only pick up a saw now and then. The {model} has a chain brake and automatic chain lubrication, and the oil level is visible through a window in the tank.',
      ],
      fi: [
        '{name} käynnistyy heti, kun painat kaasuliipaisinta – ei käynnistysnarua, ei rikastinta eikä pakokaasuja. Se sopii erinomaisesti karsintaan, polttopuiden katkontaan ja pienempiin kaatotöihin kodin ympärillä. Akun kapasiteetti on {spec:battery-capacity}, joten yhdellä latauksella ehtii tehdä paljon.',
        'Akkumoottorisaha, jonka akkujärjestelmän jännite on {spec:battery-voltage}. Hiljaisen käynnin ansiosta (melutaso {spec:noise-level}) voit sahata asuinalueella häiritsemättä naapureita. Laipan pituus on {spec:bar-length}, ja ketju kiristetään ilman työkaluja.',
        '{noun} painaa vain {spec:weight}, joten se on helppo käsitellä, vaikka sahaisit vain silloin tällöin. {model} on varustettu ketjujarrulla ja automaattisella ketjun voitelulla, ja öljyn määrän näkee säiliön ikkunasta.',
      ],
      nb: [
        '{name} starter med en gang du trykker på gasshåndtaket – ingen startsnor, ingen choke og ingen eksos. Perfekt til beskjæring, vedkapping og mindre felling rundt huset. Med et batteri på {spec:battery-capacity} rekker én lading langt.',
        'Batteridrevet motorsag fra {brand} som går på merkets batterisystem på {spec:battery-voltage}. Den stillegående driften ({spec:noise-level}) gjør at du kan sage i boligområder uten å forstyrre naboene. Sverdet er {spec:bar-length} langt, og kjedet strammes uten verktøy.',
        '{noun} som veier bare {spec:weight} og er lett å håndtere – også for deg som ikke sager så ofte. {model} har kjedebrems og automatisk kjedesmøring, og oljenivået ser du gjennom et vindu i tanken.',
      ],
    },
  },
  // ── Trimmers och röjsågar ───────────────────────────────────────────────
  {
    category: 'trimmers-rojsagar',
    image: 'trimmer',
    kind: 'machine',
    noun: {
      sv: 'Grästrimmer',
      da: 'Græstrimmer',
      en: 'Grass trimmer',
      fi: 'Siimaleikkuri',
      nb: 'Gresstrimmer',
    },
    brands: ['lovkraft', 'grona-linjen', 'svea-garden', 'skogsberg'],
    models: ['GT 25', 'GT 28 B', 'GT 30', 'GT 33 B', 'GT 36 Pro'],
    priceSek: [990, 4490],
    specs: [
      pick('fuel', [PETROL, BATTERY]),
      num('cutting-width', 'cm', [25, 40], 1),
      num('weight', 'kg', [2.4, 5.8], 0.1),
      num('noise-level', 'dB', [85, 100], 1),
    ],
    descriptions: {
      sv: [
        '{name} tar hand om kanterna där gräsklipparen inte kommer åt – längs staket, runt träd och intill husgrunden. Trimmerhuvudet med dubbla trådar ger {spec:cutting-width} klippbredd, och tråden matas fram med en lätt knackning mot marken. Ett perfekt komplement till gräsklipparen eller robotklipparen.',
        'Lätt och välbalanserad trimmer från {brand} med justerbart stödhandtag och delbart skaft för smidig förvaring. {model} väger {spec:weight}, så du orkar hålla på länge utan att bli trött i armarna.',
        '{noun} för villaträdgården, med vridbart trimmerhuvud som gör det enkelt att kantklippa längs gångar och rabatter. Ljudnivån är {spec:noise-level}, och ett stänkskydd håller gräsresterna borta från benen.',
      ],
      da: [
        '{name} tager sig af kanterne, hvor plæneklipperen ikke kan komme til – langs hegn, rundt om træer og ind til husets sokkel. Trimmerhovedet med dobbelt tråd giver en klippebredde på {spec:cutting-width}, og tråden fremføres med et let bump mod jorden. Et perfekt supplement til plæneklipperen eller robotplæneklipperen.',
        'Let og velafbalanceret trimmer fra {brand} med justerbart støttegreb og delbart skaft, så den er nem at opbevare. {model} vejer {spec:weight}, så du kan holde til at arbejde længe uden at blive træt i armene.',
        '{noun} til parcelhushaven med drejeligt trimmerhoved, der gør det nemt at klippe kanter langs stier og bede. Lydniveauet er {spec:noise-level}, og en beskyttelsesskærm holder græsresterne væk fra benene.',
      ],
      en: [
        'The {name} takes care of the edges the mower cannot reach – along fences, around trees and right up to the house. The twin-line head gives a {spec:cutting-width} cutting width, and the line feeds out with a light tap on the ground. The perfect companion to your lawn mower or robot mower.',
        'A light, well-balanced trimmer from {brand} with an adjustable auxiliary handle and a split shaft for easy storage. The {model} weighs {spec:weight}, so you can keep going for a long time without tired arms.',
        '{noun} for the home garden, with a rotating head that makes edging along paths and beds easy. The noise level is {spec:noise-level}, and a guard keeps grass clippings off your legs.',
      ],
      fi: [
        '{name} hoitaa reunat, joihin ruohonleikkuri ei ylety – esimerkiksi aitojen vierustat, puiden ympärykset ja sokkelin reunat. Kaksisiimaisen leikkuupään leikkuuleveys on {spec:cutting-width}, ja siimaa syötetään lisää napauttamalla leikkuupäätä kevyesti maahan. Se täydentää mainiosti ruohonleikkuria tai robottileikkuria.',
        'Kevyt ja hyvin tasapainotettu siimaleikkuri, jossa on säädettävä tukikahva ja jaettava varsi, joten se on helppo säilyttää. {model} painaa {spec:weight}, joten jaksat työskennellä pitkään käsien väsymättä.',
        '{noun} on kätevä apuri omakotitalon pihalla, ja käännettävän leikkuupään ansiosta reunat on helppo viimeistellä käytävien ja kukkapenkkien varrelta. Melutaso on {spec:noise-level}, ja suojus pitää ruohonsilpun poissa jaloista.',
      ],
      nb: [
        '{name} tar seg av kantene der gressklipperen ikke kommer til – langs gjerder, rundt trær og inntil grunnmuren. Trimmerhodet med dobbel tråd gir {spec:cutting-width} klippebredde, og tråden mates frem med et lett dunk mot bakken. Et perfekt supplement til gressklipperen eller robotklipperen.',
        'Lett og godt balansert trimmer fra {brand} med justerbart støttehåndtak og delbart skaft for enkel oppbevaring. {model} veier {spec:weight}, så du kan jobbe lenge uten å bli sliten i armene.',
        '{noun} for villahagen, med dreibart trimmerhode som gjør det enkelt å kantklippe langs ganger og bed. Lydnivået er {spec:noise-level}, og en skjerm holder gressrestene unna beina.',
      ],
    },
  },
  {
    category: 'trimmers-rojsagar',
    image: 'trimmer',
    kind: 'machine',
    noun: {
      sv: 'Röjsåg',
      da: 'Buskrydder',
      en: 'Brush cutter',
      fi: 'Raivaussaha',
      nb: 'Ryddesag',
    },
    brands: ['skogsberg', 'hedlund', 'svea-garden'],
    models: ['RS 35', 'RS 43 X', 'RS 45 Pro', 'RS 53 Pro', 'RS 53 Pro H'],
    priceSek: [3990, 12990],
    specs: [
      num('engine-power', 'kW', [1.2, 2.8], 0.1),
      num('displacement', 'cm³', [35, 53], 1),
      num('cutting-width', 'cm', [40, 48], 1),
      num('weight', 'kg', [5.8, 9.5], 0.1),
      num('noise-level', 'dB', [100, 110], 1),
    ],
    descriptions: {
      sv: [
        '{name} är en kraftfull röjsåg för sly, högt gräs och tät vegetation. Motorn på {spec:engine-power} orkar med långa arbetspass, och bärselen fördelar vikten över axlar och höfter. Med sågklinga, gräskniv eller trimmerhuvud anpassar du maskinen efter jobbet.',
        'Röjsåg från {brand} för dig som röjer diken, hagmarker och skogsbryn. Motorn på {spec:displacement} är utvecklad för hög effekt och låg bränsleförbrukning, och cykelstyret ger god kontroll. {model} väger {spec:weight} utan skärutrustning.',
        '{noun} med effektiv vibrationsdämpning som skonar händer och armar under långa dagar. Med trimmerhuvud är klippbredden {spec:cutting-width}. Ljudnivån är {spec:noise-level}, så hjälm med hörselskydd och visir är ett måste.',
      ],
      da: [
        '{name} er en kraftfuld buskrydder til krat, højt græs og tæt bevoksning. Motoren på {spec:engine-power} klarer lange arbejdsdage, og bæreselen fordeler vægten over skuldre og hofter. Med savklinge, græskniv eller trimmerhoved tilpasser du maskinen til opgaven.',
        'Buskrydder fra {brand} til dig, der rydder grøfter, græsningsarealer og skovbryn. Motoren på {spec:displacement} er udviklet til høj ydelse og lavt brændstofforbrug, og cykelstyret giver god kontrol. {model} vejer {spec:weight} uden skæreudstyr.',
        '{noun} med effektiv vibrationsdæmpning, der skåner hænder og arme på lange dage. Med trimmerhoved er klippebredden {spec:cutting-width}. Lydniveauet er {spec:noise-level}, så hjelm med høreværn og visir er et must.',
      ],
      en: [
        'The {name} is a powerful brush cutter for saplings, tall grass and dense undergrowth. The {spec:engine-power} engine copes with long working days, and the harness spreads the weight across shoulders and hips. Fit a saw blade, grass blade or trimmer head to suit the job.',
        'A brush cutter from {brand} for clearing ditches, pastures and woodland edges. The {spec:displacement} engine is designed for high output and low fuel consumption, and the bike-style handlebar gives good control. The {model} weighs {spec:weight} without cutting attachment.',
        '{noun} with effective anti-vibration that spares your hands and arms on long days. With the trimmer head fitted, the cutting width is {spec:cutting-width}. The noise level is {spec:noise-level}, so a helmet with ear defenders and visor is a must.',
      ],
      fi: [
        '{name} on tehokas raivaussaha vesakon, korkean heinikon ja tiheän kasvillisuuden raivaukseen. Moottorin teho on {spec:engine-power}, joten se jaksaa pitkätkin työpäivät, ja valjaat jakavat painon hartioille ja lantiolle. Raivausterän, ruohoterän tai siimapään avulla koneen saa sovitettua kuhunkin työhön.',
        'Raivaussaha ojanvarsien, laidunten ja metsänreunojen raivaukseen. Moottorin iskutilavuus on {spec:displacement}, ja se on suunniteltu antamaan paljon tehoa pienellä polttoaineenkulutuksella. Polkupyörätyyppinen ohjaustanko antaa hyvän hallinnan, ja {model} painaa {spec:weight} ilman leikkuuvarustetta.',
        '{noun} on varustettu tehokkaalla tärinänvaimennuksella, joka säästää käsiä pitkinä työpäivinä. Siimapäällä leikkuuleveys on {spec:cutting-width}. Melutaso on {spec:noise-level}, joten kuulonsuojaimilla ja visiirillä varustettu kypärä on välttämätön.',
      ],
      nb: [
        '{name} er en kraftig ryddesag for kratt, høyt gress og tett vegetasjon. Motoren på {spec:engine-power} tåler lange arbeidsøkter, og bæreselen fordeler vekten over skuldre og hofter. Med sagblad, gresskniv eller trimmerhode tilpasser du maskinen til jobben.',
        'Ryddesag fra {brand} for deg som rydder grøfter, beitemark og skogkanter. Motoren på {spec:displacement} er utviklet for høy ytelse og lavt drivstofforbruk, og sykkelstyret gir god kontroll. {model} veier {spec:weight} uten skjæreutstyr.',
        '{noun} med effektiv vibrasjonsdemping som skåner hender og armer på lange dager. Med trimmerhode er klippebredden {spec:cutting-width}. Lydnivået er {spec:noise-level}, så hjelm med hørselvern og visir er et must.',
      ],
    },
  },
  // ── Lövblåsar ───────────────────────────────────────────────────────────
  {
    category: 'lovblasare',
    image: 'leaf-blower',
    kind: 'machine',
    noun: {
      sv: 'Lövblås',
      da: 'Løvblæser',
      en: 'Leaf blower',
      fi: 'Lehtipuhallin',
      nb: 'Løvblåser',
    },
    brands: ['lovkraft', 'grona-linjen', 'skogsberg', 'svea-garden'],
    models: ['LB 200', 'LB 260 B', 'LB 300', 'LB 360 B', 'LB 420 Pro'],
    priceSek: [1290, 5990],
    specs: [
      pick('fuel', [PETROL, BATTERY, MAINS]),
      num('air-speed', 'm/s', [45, 90], 1),
      num('air-volume', 'm³/h', [600, 1500], 50),
      num('weight', 'kg', [2.2, 5.5], 0.1),
      num('noise-level', 'dB', [90, 104], 1),
    ],
    descriptions: {
      sv: [
        '{name} gör snabbt slut på höstlöven på gräsmattan, uppfarten och altanen. Med en lufthastighet på {spec:air-speed} flyttar den även blöta löv och grus från plattgångarna. Steglös gasreglering gör det lätt att arbeta varsamt runt rabatterna.',
        'Lövblås från {brand} med ett luftflöde på {spec:air-volume} – perfekt för stora tomter, parkeringsplatser och bostadsgårdar. Ergonomiskt handtag och låg vikt ({spec:weight}) gör den bekväm att arbeta med under längre pass.',
        '{noun} som håller rent året runt: löv på hösten, gräsklipp på sommaren och lätt nysnö på vintern. {model} har en ljudnivå på {spec:noise-level} och ett smalt munstycke som ger extra kraft i hörn och skrevor.',
      ],
      da: [
        '{name} gør hurtigt kål på efterårets blade på plænen, indkørslen og terrassen. Med en lufthastighed på {spec:air-speed} flytter den også våde blade og grus fra fliserne. Trinløs gasregulering gør det nemt at arbejde forsigtigt rundt om bedene.',
        'Løvblæser fra {brand} med en luftmængde på {spec:air-volume} – perfekt til store grunde, parkeringspladser og boligforeningens fællesarealer. Ergonomisk håndtag og lav vægt ({spec:weight}) gør den behagelig at arbejde med i længere tid.',
        '{noun}, der holder rent hele året: blade om efteråret, afklippet græs om sommeren og let nysne om vinteren. {model} har et lydniveau på {spec:noise-level} og en smal dyse, der giver ekstra kraft i hjørner og sprækker.',
      ],
      en: [
        'The {name} makes short work of autumn leaves on the lawn, driveway and patio. With an air speed of {spec:air-speed}, it shifts wet leaves and gravel off paving too. Variable speed control makes it easy to work gently around flower beds.',
        'A leaf blower from {brand} with an air volume of {spec:air-volume} – perfect for large plots, car parks and shared courtyards. An ergonomic handle and low weight ({spec:weight}) keep it comfortable during longer sessions.',
        '{noun} that keeps things tidy all year round: leaves in autumn, grass clippings in summer and light fresh snow in winter. The {model} has a noise level of {spec:noise-level} and a narrow nozzle that adds extra power in corners and crevices.',
      ],
      fi: [
        '{name} tekee nopeasti selvää syksyn lehdistä nurmikolla, pihatiellä ja terassilla. Ilman nopeus on {spec:air-speed}, joten märätkin lehdet ja sora lähtevät laatoituksilta. Portaaton nopeudensäätö helpottaa varovaista työskentelyä kukkapenkkien ympärillä.',
        'Lehtipuhallin, jonka ilmavirta on {spec:air-volume} – täydellinen suurille tonteille, pysäköintialueille ja taloyhtiöiden pihoille. Ergonominen kahva ja keveys (paino {spec:weight}) tekevät siitä mukavan käyttää pidempäänkin.',
        '{noun} pitää pihan siistinä ympäri vuoden: syksyllä lehdet, kesällä ruohosilppu ja talvella kevyt uusi lumi. {model} on melutasoltaan {spec:noise-level}, ja kapea suutin antaa lisätehoa nurkkiin ja rakoihin.',
      ],
      nb: [
        '{name} gjør raskt slutt på høstløvet på plenen, innkjørselen og terrassen. Med en lufthastighet på {spec:air-speed} flytter den også vått løv og grus fra hellene. Trinnløs gassregulering gjør det lett å jobbe forsiktig rundt bedene.',
        'Løvblåser fra {brand} med en luftmengde på {spec:air-volume} – perfekt for store tomter, parkeringsplasser og borettslagets fellesområder. Ergonomisk håndtak og lav vekt ({spec:weight}) gjør den behagelig å bruke over lengre tid.',
        '{noun} som holder det rent hele året: løv om høsten, gressklipp om sommeren og lett nysnø om vinteren. {model} har et lydnivå på {spec:noise-level} og et smalt munnstykke som gir ekstra kraft i hjørner og sprekker.',
      ],
    },
  },
  // ── Häcksaxar ───────────────────────────────────────────────────────────
  {
    category: 'hacksaxar',
    image: 'hedge-trimmer',
    kind: 'machine',
    noun: {
      sv: 'Häcksax',
      da: 'Hækkeklipper',
      en: 'Hedge trimmer',
      fi: 'Pensasleikkuri',
      nb: 'Hekksaks',
    },
    brands: ['lovkraft', 'grona-linjen', 'hedlund', 'skogsberg'],
    models: ['HS 45', 'HS 55 B', 'HS 60', 'HS 65 B', 'HS 75 Pro'],
    priceSek: [990, 5990],
    specs: [
      pick('fuel', [PETROL, BATTERY, MAINS]),
      num('blade-length', 'cm', [45, 75], 5),
      num('tooth-spacing', 'mm', [18, 32], 1),
      num('weight', 'kg', [2.5, 5.5], 0.1),
      num('noise-level', 'dB', [85, 100], 1),
    ],
    descriptions: {
      sv: [
        '{name} ger raka, snygga häckar med minimal ansträngning. Det dubbelsidiga knivbladet på {spec:blade-length} klipper åt båda hållen, och med {spec:tooth-spacing} tandavstånd tar den även lite grövre grenar.',
        'Häcksax från {brand} med vridbart bakre handtag som gör det bekvämt att klippa både ovansidan och sidorna på häcken. {model} väger {spec:weight} och är välbalanserad, så du orkar klippa hela tomtgränsen utan paus.',
        '{noun} för trädgårdens häckar, buskar och formklippta växter. Knivskyddet i spetsen skonar bladet när du klipper nära murar och mark, och ljudnivån ligger på {spec:noise-level}.',
      ],
      da: [
        '{name} giver lige, flotte hække med et minimum af besvær. Det dobbeltsidede knivblad på {spec:blade-length} klipper i begge retninger, og med en tandafstand på {spec:tooth-spacing} tager den også lidt kraftigere grene.',
        'Hækkeklipper fra {brand} med drejeligt baghåndtag, der gør det behageligt at klippe både toppen og siderne af hækken. {model} vejer {spec:weight} og er velafbalanceret, så du kan klippe hele skellet uden pause.',
        '{noun} til havens hække, buske og formklippede planter. Knivbeskyttelsen i spidsen skåner bladet, når du klipper tæt på mure og jorden, og lydniveauet ligger på {spec:noise-level}.',
      ],
      en: [
        'The {name} gives you straight, tidy hedges with minimal effort. The double-sided {spec:blade-length} blade cuts in both directions, and with {spec:tooth-spacing} tooth spacing it handles slightly thicker branches too.',
        'A hedge trimmer from {brand} with a rotating rear handle that makes it comfortable to cut both the top and the sides of the hedge. The {model} weighs {spec:weight} and is well balanced, so you can trim the whole boundary without a break.',
        '{noun} for hedges, shrubs and topiary in the home garden. A tip guard protects the blade when you cut close to walls and the ground, and the noise level is {spec:noise-level}.',
      ],
      fi: [
        '{name} tekee pensasaidoista suoria ja siistejä vähällä vaivalla. Kaksipuolinen terä leikkaa molempiin suuntiin, ja terän pituus on {spec:blade-length}. Hammasväli on {spec:tooth-spacing}, joten vähän paksummatkin oksat katkeavat.',
        'Pensasleikkuri, jonka kääntyvän takakahvan ansiosta aidan yläpinnan ja sivujen leikkaaminen on mukavaa. {model} painaa {spec:weight} ja on hyvin tasapainotettu, joten jaksat leikata koko tontin rajan kerralla.',
        '{noun} sopii pihan pensasaidoille, pensaille ja muotoon leikattaville kasveille. Kärjen suojus suojaa terää, kun leikkaat lähellä muureja ja maata, ja melutaso on {spec:noise-level}.',
      ],
      nb: [
        '{name} gir rette, pene hekker med minimal innsats. Det tosidige knivbladet på {spec:blade-length} klipper begge veier, og med {spec:tooth-spacing} tannavstand tar den også litt grovere greiner.',
        'Hekksaks fra {brand} med dreibart bakre håndtak som gjør det behagelig å klippe både toppen og sidene av hekken. {model} veier {spec:weight} og er godt balansert, så du orker å klippe hele tomtegrensen uten pause.',
        '{noun} for hagens hekker, busker og formklipte planter. Knivbeskyttelsen i tuppen skåner bladet når du klipper nær murer og bakken, og lydnivået ligger på {spec:noise-level}.',
      ],
    },
  },
  // ── Snöslungor ──────────────────────────────────────────────────────────
  {
    category: 'snoslungor',
    image: 'snow-blower',
    kind: 'machine',
    noun: {
      sv: 'Snöslunga',
      da: 'Sneslynge',
      en: 'Snow blower',
      fi: 'Lumilinko',
      nb: 'Snøfreser',
    },
    brands: ['skogsberg', 'svea-garden', 'hedlund'],
    models: ['SN 56', 'SN 61 E', 'SN 66 E', 'SN 71 TE', 'SN 76 TE Pro'],
    priceSek: [6990, 29990],
    specs: [
      num('clearing-width', 'cm', [56, 76], 1),
      num('engine-power', 'kW', [3.5, 8.5], 0.5),
      num('displacement', 'cm³', [212, 420], 1),
      num('throw-distance', 'm', [10, 18], 1),
      num('weight', 'kg', [65, 130], 1),
    ],
    descriptions: {
      sv: [
        '{name} röjer uppfarten snabbt, även efter rejäla snöfall. Med {spec:clearing-width} arbetsbredd och en kastlängd på upp till {spec:throw-distance} hamnar snön precis där du vill ha den. Motorn är anpassad för nordiska vintrar och startar pålitligt även i sträng kyla.',
        'Tvåstegs snöslunga från {brand} där skruven matar in snön och fläkthjulet kastar ut den – den klarar både blöt snö och hårdpackade plogvallar. Motorn på {spec:engine-power} ({spec:displacement}) ger gott om kraft för långa uppfarter och gårdsplaner.',
        '{noun} med servostyrning och flera fram- och backväxlar för enkel manövrering. {model} väger {spec:weight} och har ett utkastarrör som vrids från förarplatsen. Glidskor och skrapskär är justerbara, så den fungerar lika bra på asfalt som på grus.',
      ],
      da: [
        '{name} rydder indkørslen hurtigt, selv efter et ordentligt snefald. Med en arbejdsbredde på {spec:clearing-width} og en kastelængde på op til {spec:throw-distance} lander sneen præcis, hvor du vil have den. Motoren er tilpasset nordiske vintre og starter pålideligt selv i hård frost.',
        'To-trins sneslynge fra {brand}, hvor sneglen fører sneen ind, og blæserhjulet kaster den ud – den klarer både tung, våd sne og hårdt pakkede plovkanter. Motoren på {spec:engine-power} ({spec:displacement}) giver masser af kraft til lange indkørsler og gårdspladser.',
        '{noun} med servostyring og flere gear frem og tilbage for nem manøvrering. {model} vejer {spec:weight} og har et udkastrør, der drejes fra førerpositionen. Slæbesko og skrabejern kan justeres, så den fungerer lige godt på asfalt og grus.',
      ],
      en: [
        'The {name} clears the driveway quickly, even after heavy snowfall. With a {spec:clearing-width} clearing width and a throw distance of up to {spec:throw-distance}, the snow lands exactly where you want it. The engine is built for Nordic winters and starts reliably even in hard frost.',
        'A two-stage snow blower from {brand}: the auger feeds the snow in and the impeller throws it out, so it handles both wet snow and packed plough ridges. The {spec:engine-power} ({spec:displacement}) engine has plenty of power for long driveways and yards.',
        '{noun} with power steering and several forward and reverse gears for easy manoeuvring. The {model} weighs {spec:weight} and has a discharge chute you can turn from the operating position. Adjustable skid shoes and scraper bar mean it works just as well on tarmac as on gravel.',
      ],
      fi: [
        '{name} puhdistaa pihatien nopeasti runsaankin lumisateen jälkeen. Työleveys on {spec:clearing-width} ja heittopituus jopa {spec:throw-distance}, joten lumi lentää juuri sinne, minne haluat. Moottori on suunniteltu pohjoisiin talviin, ja se käynnistyy luotettavasti kovallakin pakkasella.',
        'Kaksivaiheinen lumilinko, jossa kierukka syöttää lumen sisään ja puhallin heittää sen ulos – se selviää sekä märästä lumesta että tiiviistä aurausvalleista. Moottorin teho on {spec:engine-power} ja iskutilavuus {spec:displacement}, joten voimaa riittää pitkillekin pihateille.',
        '{noun} on varustettu ohjaustehostimella sekä useilla eteen- ja peruutusvaihteilla, joten sitä on helppo käsitellä. {model} painaa {spec:weight}, ja poistokourua voi kääntää suoraan käyttäjän paikalta. Liukujalakset ja kaavinterä ovat säädettäviä, joten linko toimii yhtä hyvin asfaltilla kuin soralla.',
      ],
      nb: [
        '{name} rydder innkjørselen raskt, selv etter store snøfall. Med {spec:clearing-width} arbeidsbredde og en kastelengde på opptil {spec:throw-distance} havner snøen akkurat der du vil ha den. Motoren er tilpasset nordiske vintre og starter pålitelig selv i streng kulde.',
        'Totrinns snøfreser fra {brand} der sneglen mater inn snøen og viften kaster den ut – den takler både våt snø og hardpakkede brøytekanter. Motoren på {spec:engine-power} ({spec:displacement}) gir god kraft til lange innkjørsler og gårdsplasser.',
        '{noun} med servostyring og flere gir forover og bakover for enkel manøvrering. {model} veier {spec:weight} og har et utkastrør som vris fra førerplassen. Justerbare glidesko og skrapestål gjør at den fungerer like godt på asfalt som på grus.',
      ],
    },
  },
  // ── Högtryckstvättar ────────────────────────────────────────────────────
  {
    category: 'hogtryckstvattar',
    image: 'pressure-washer',
    kind: 'machine',
    noun: {
      sv: 'Högtryckstvätt',
      da: 'Højtryksrenser',
      en: 'Pressure washer',
      fi: 'Painepesuri',
      nb: 'Høytrykksvasker',
    },
    brands: ['hedlund', 'grona-linjen', 'lovkraft', 'svea-garden'],
    models: ['HT 120', 'HT 135', 'HT 145 X', 'HT 160 Pro', 'HT 180 Pro'],
    priceSek: [1490, 8990],
    specs: [
      num('pressure', 'bar', [120, 180], 5),
      num('flow', 'l/h', [400, 650], 10),
      num('output', 'W', [1600, 3200], 100),
      num('weight', 'kg', [11, 32], 0.5),
      num('noise-level', 'dB', [74, 90], 1),
    ],
    descriptions: {
      sv: [
        '{name} gör rent altan, stenläggning, bil och trädgårdsmöbler på nolltid. Med ett arbetstryck på {spec:pressure} och ett vattenflöde på {spec:flow} lossnar både alger och ingrodd smuts. Det roterande turbomunstycket tar även de tuffaste fläckarna.',
        'Högtryckstvätt från {brand} med induktionsmotor på {spec:output}, byggd för lång livslängd. Slangvindan och de stora hjulen gör maskinen lätt att flytta runt huset, och alla tillbehör har en egen plats på stativet.',
        '{noun} som levereras med snabbkopplingar, skumflaska och justerbart spolrör. {model} väger {spec:weight} och står stadigt även på ojämnt underlag. Perfekt för vårstädningen av altan och uppfart.',
      ],
      da: [
        '{name} gør terrasse, fliser, bil og havemøbler rene på ingen tid. Med et arbejdstryk på {spec:pressure} og en vandmængde på {spec:flow} slipper både alger og indgroet snavs. Den roterende turbodyse klarer selv de mest genstridige pletter.',
        'Højtryksrenser fra {brand} med induktionsmotor på {spec:output}, bygget til en lang levetid. Slangetromlen og de store hjul gør maskinen nem at flytte rundt om huset, og alt tilbehøret har sin egen plads på stellet.',
        '{noun}, der leveres med lynkoblinger, skumbeholder og justerbart strålerør. {model} vejer {spec:weight} og står stabilt, også på ujævnt underlag. Perfekt til forårsrengøringen af terrasse og indkørsel.',
      ],
      en: [
        'The {name} cleans decking, paving, cars and garden furniture in no time. With a working pressure of {spec:pressure} and a water flow of {spec:flow}, it shifts algae and ground-in dirt alike. The rotating turbo nozzle takes care of even the toughest stains.',
        'A pressure washer from {brand} with a {spec:output} induction motor built for a long service life. The hose reel and large wheels make it easy to move around the house, and every accessory has its own place on the frame.',
        '{noun} supplied with quick couplings, a foam bottle and an adjustable lance. The {model} weighs {spec:weight} and stands steady even on uneven ground. Perfect for the spring clean of decking and driveway.',
      ],
      fi: [
        '{name} puhdistaa terassin, kiveykset, auton ja puutarhakalusteet hetkessä. Työpaine on {spec:pressure} ja vesimäärä {spec:flow}, joten sekä levä että pinttynyt lika irtoavat. Pyörivä turbosuutin tehoaa sitkeimpiinkin tahroihin.',
        'Painepesurin induktiomoottori on suunniteltu kestämään pitkään, ja sen nimellisteho on {spec:output}. Letkukelan ja suurten pyörien ansiosta pesuria on helppo siirrellä talon ympäri, ja kaikille lisävarusteille on oma paikkansa rungossa.',
        '{noun} toimitetaan pikaliittimien, vaahtosäiliön ja säädettävän suihkuputken kanssa. {model} painaa {spec:weight} ja pysyy tukevasti pystyssä epätasaisellakin alustalla. Se on täydellinen apuri terassin ja pihatien kevätsiivoukseen.',
      ],
      nb: [
        '{name} gjør terrassen, hellene, bilen og hagemøblene rene på null komma niks. Med et arbeidstrykk på {spec:pressure} og en vannmengde på {spec:flow} løsner både alger og inngrodd skitt. Den roterende turbodysen tar selv de tøffeste flekkene.',
        'Høytrykksvasker fra {brand} med induksjonsmotor på {spec:output}, bygget for lang levetid. Slangetrommelen og de store hjulene gjør maskinen lett å flytte rundt huset, og alt tilbehøret har sin egen plass på rammen.',
        '{noun} som leveres med hurtigkoblinger, skumbeholder og justerbart spylerør. {model} veier {spec:weight} og står stødig også på ujevnt underlag. Perfekt til vårrengjøringen av terrasse og innkjørsel.',
      ],
    },
  },
  // ── Elverk ──────────────────────────────────────────────────────────────
  {
    category: 'elverk',
    image: 'generator',
    kind: 'machine',
    noun: {
      sv: 'Elverk',
      da: 'Generator',
      en: 'Generator',
      fi: 'Aggregaatti',
      nb: 'Strømaggregat',
    },
    brands: ['hedlund', 'skogsberg', 'svea-garden'],
    models: ['EV 2000 i', 'EV 3000 i', 'EV 3500', 'EV 5500 E', 'EV 7000 E', 'EV 7000 ED'],
    priceSek: [4990, 29990],
    specs: [
      num('output', 'W', [1600, 6500], 100),
      pick('fuel', [PETROL, DIESEL]),
      num('tank-volume', 'l', [4, 25], 1),
      num('runtime', 'h', [5, 14], 0.5),
      num('noise-level', 'dB', [58, 72], 1),
      num('weight', 'kg', [20, 95], 1),
    ],
    descriptions: {
      sv: [
        '{name} ger ström där elnätet inte räcker till – på byggplatsen, i stugan eller vid strömavbrott hemma. Märkeffekten är {spec:output}, vilket räcker till verktyg, kyl, frys och belysning. En full tank på {spec:tank-volume} ger upp till {spec:runtime} drift.',
        'Elverk från {brand} med automatisk spänningsreglering (AVR) som ger stabil ström till känslig elektronik. Ljudnivån är {spec:noise-level}, och de gummidämpade fötterna minskar vibrationerna. På kontrollpanelen finns uttag för både 230 V och 12 V.',
        '{noun} med skyddsram i grova stålrör som tål tuffa tag på byggplatsen. {model} väger {spec:weight}, och oljevakten stänger automatiskt av motorn om oljenivån blir för låg. Ett tryggt val för både proffs och stugägare.',
      ],
      da: [
        '{name} leverer strøm, hvor elnettet ikke rækker – på byggepladsen, i sommerhuset eller ved strømafbrydelser derhjemme. Den nominelle effekt er {spec:output}, hvilket rækker til værktøj, køleskab, fryser og belysning. En fuld tank på {spec:tank-volume} giver op til {spec:runtime} drift.',
        'Generator fra {brand} med automatisk spændingsregulering (AVR), der giver stabil strøm til følsom elektronik. Lydniveauet er {spec:noise-level}, og de gummidæmpede fødder mindsker vibrationerne. Kontrolpanelet har udtag til både 230 V og 12 V.',
        '{noun} med beskyttelsesramme i kraftige stålrør, der kan tåle hårde tag på byggepladsen. {model} vejer {spec:weight}, og oliealarmen slukker automatisk motoren, hvis olieniveauet bliver for lavt. Et trygt valg for både professionelle og sommerhusejere.',
      ],
      en: [
        'The {name} provides power where the grid does not reach – on the building site, at the summer cottage or during power cuts at home. Its rated output is {spec:output}, enough for tools, fridge, freezer and lighting. A full {spec:tank-volume} tank gives up to {spec:runtime} of running time.',
        'A generator from {brand} with automatic voltage regulation (AVR) that delivers stable power for sensitive electronics. The noise level is {spec:noise-level}, and rubber-mounted feet reduce vibration. The control panel has both 230 V and 12 V outlets.',
        '{noun} with a heavy-duty tubular steel frame that can take a beating on site. The {model} weighs {spec:weight}, and the oil alert automatically shuts off the engine if the oil level gets too low. A safe choice for professionals and cottage owners alike.',
      ],
      fi: [
        '{name} tuottaa sähköä sinne, minne sähköverkko ei ulotu – työmaalle, mökille tai kotiin sähkökatkon ajaksi. Nimellisteho on {spec:output}, mikä riittää työkaluille, jääkaapille, pakastimelle ja valaistukselle. Polttoainesäiliön tilavuus on {spec:tank-volume}, ja täydellä tankilla käyntiaika on jopa {spec:runtime}.',
        'Aggregaatissa on automaattinen jännitteensäätö (AVR), joten herkkäkin elektroniikka saa tasaista virtaa. Melutaso on {spec:noise-level}, ja kumivaimennetut jalat vähentävät tärinää. Ohjauspaneelissa on sekä 230 voltin että 12 voltin pistorasiat.',
        '{noun} on suojattu tukevalla teräsputkikehikolla, joka kestää kovaakin käsittelyä työmaalla. {model} painaa {spec:weight}, ja öljyvahti sammuttaa moottorin automaattisesti, jos öljyn määrä laskee liian alas. Turvallinen valinta niin ammattilaisille kuin mökkiläisillekin.',
      ],
      nb: [
        '{name} gir strøm der strømnettet ikke rekker frem – på byggeplassen, på hytta eller ved strømbrudd hjemme. Merkeeffekten er {spec:output}, som er nok til verktøy, kjøleskap, fryser og belysning. En full tank på {spec:tank-volume} gir opptil {spec:runtime} driftstid.',
        'Strømaggregat fra {brand} med automatisk spenningsregulering (AVR) som gir stabil strøm til følsom elektronikk. Lydnivået er {spec:noise-level}, og de gummidempede føttene reduserer vibrasjonene. Kontrollpanelet har uttak for både 230 V og 12 V.',
        '{noun} med beskyttelsesramme i kraftige stålrør som tåler røff behandling på byggeplassen. {model} veier {spec:weight}, og oljevakten slår automatisk av motoren hvis oljenivået blir for lavt. Et trygt valg for både proffer og hytteeiere.',
      ],
    },
  },
];
