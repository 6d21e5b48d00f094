import type { Localized, ProductLine, SpecDef } from './types.ts';

/*
 * Construction machines, vehicles and trailers. Shared spec keys are built by the helpers below so that
 * every line gives a key the same localized name and unit.
 */

type Range = [number, number];

const DIESEL: Localized = { sv: 'Diesel', da: 'Diesel', en: 'Diesel', fi: 'Diesel', nb: 'Diesel' };
const DIESEL_HVO: Localized = {
  sv: 'Diesel (HVO-godkänd)',
  da: 'Diesel (HVO-godkendt)',
  en: 'Diesel (HVO approved)',
  fi: 'Diesel (HVO-yhteensopiva)',
  nb: 'Diesel (HVO-godkjent)',
};
const PETROL: Localized = { sv: 'Bensin', da: 'Benzin', en: 'Petrol', fi: 'Bensiini', nb: 'Bensin' };
const ELECTRIC: Localized = { sv: 'El', da: 'El', en: 'Electric', fi: 'Sähkö', nb: 'Elektrisitet' };

const weight = (range: Range, step = 10): SpecDef => ({
  key: 'weight',
  name: { sv: 'Vikt', da: 'Vægt', en: 'Weight', fi: 'Paino', nb: 'Vekt' },
  unit: 'kg',
  range,
  step,
});

const enginePower = (range: Range, step = 0.1): SpecDef => ({
  key: 'engine-power',
  name: { sv: 'Motoreffekt', da: 'Motoreffekt', en: 'Engine power', fi: 'Moottorin teho', nb: 'Motoreffekt' },
  unit: 'kW',
  range,
  step,
});

const fuel = (...values: Localized[]): SpecDef => ({
  key: 'fuel',
  name: { sv: 'Drivmedel', da: 'Brændstof', en: 'Fuel', fi: 'Käyttövoima', nb: 'Drivstoff' },
  values,
});

const diggingDepth = (range: Range): SpecDef => ({
  key: 'digging-depth',
  name: { sv: 'Grävdjup', da: 'Gravedybde', en: 'Digging depth', fi: 'Kaivusyvyys', nb: 'Gravedybde' },
  unit: 'm',
  range,
  step: 0.1,
});

const bucketWidth = (range: Range, step = 10): SpecDef => ({
  key: 'bucket-width',
  name: { sv: 'Skopbredd', da: 'Skovlbredde', en: 'Bucket width', fi: 'Kauhan leveys', nb: 'Skuffebredde' },
  unit: 'mm',
  range,
  step,
});

const liftCapacity = (range: Range, step = 10): SpecDef => ({
  key: 'lift-capacity',
  name: {
    sv: 'Lyftkapacitet',
    da: 'Løftekapacitet',
    en: 'Lifting capacity',
    fi: 'Nostokyky',
    nb: 'Løftekapasitet',
  },
  unit: 'kg',
  range,
  step,
});

const engineDisplacement = (range: Range, step = 1): SpecDef => ({
  key: 'engine-displacement',
  name: {
    sv: 'Slagvolym',
    da: 'Slagvolumen',
    en: 'Engine displacement',
    fi: 'Iskutilavuus',
    nb: 'Slagvolum',
  },
  unit: 'cm³',
  range,
  step,
});

const topSpeed = (range: Range, step = 1): SpecDef => ({
  key: 'top-speed',
  name: { sv: 'Toppfart', da: 'Tophastighed', en: 'Top speed', fi: 'Huippunopeus', nb: 'Toppfart' },
  unit: 'km/h',
  range,
  step,
});

const payload = (range: Range, step = 10): SpecDef => ({
  key: 'payload',
  name: { sv: 'Lastförmåga', da: 'Nyttelast', en: 'Payload', fi: 'Kantavuus', nb: 'Nyttelast' },
  unit: 'kg',
  range,
  step,
});

const totalWeight = (range: Range, step = 10): SpecDef => ({
  key: 'total-weight',
  name: { sv: 'Totalvikt', da: 'Totalvægt', en: 'Gross weight', fi: 'Kokonaispaino', nb: 'Totalvekt' },
  unit: 'kg',
  range,
  step,
});

const compactionForce = (range: Range, step = 0.5): SpecDef => ({
  key: 'compaction-force',
  name: {
    sv: 'Centrifugalkraft',
    da: 'Centrifugalkraft',
    en: 'Centrifugal force',
    fi: 'Keskipakovoima',
    nb: 'Sentrifugalkraft',
  },
  unit: 'kN',
  range,
  step,
});

const workingWidth = (range: Range, step = 5): SpecDef => ({
  key: 'working-width',
  name: { sv: 'Arbetsbredd', da: 'Arbejdsbredde', en: 'Working width', fi: 'Työleveys', nb: 'Arbeidsbredde' },
  unit: 'cm',
  range,
  step,
});

const transportWidth = (range: Range, step = 10): SpecDef => ({
  key: 'transport-width',
  name: {
    sv: 'Transportbredd',
    da: 'Transportbredde',
    en: 'Transport width',
    fi: 'Kuljetusleveys',
    nb: 'Transportbredde',
  },
  unit: 'mm',
  range,
  step,
});

const maxReach = (range: Range): SpecDef => ({
  key: 'max-reach',
  name: {
    sv: 'Max räckvidd',
    da: 'Maks. rækkevidde',
    en: 'Maximum reach',
    fi: 'Suurin ulottuvuus',
    nb: 'Maks. rekkevidde',
  },
  unit: 'm',
  range,
  step: 0.1,
});

const liftHeight = (range: Range, step = 10): SpecDef => ({
  key: 'lift-height',
  name: { sv: 'Lyfthöjd', da: 'Løftehøjde', en: 'Lift height', fi: 'Nostokorkeus', nb: 'Løftehøyde' },
  unit: 'mm',
  range,
  step,
});

const tippingHeight = (range: Range, step = 10): SpecDef => ({
  key: 'tipping-height',
  name: { sv: 'Tipphöjd', da: 'Tippehøjde', en: 'Tipping height', fi: 'Kippauskorkeus', nb: 'Tippehøyde' },
  unit: 'mm',
  range,
  step,
});

const batteryCapacity = (range: Range, step = 0.1): SpecDef => ({
  key: 'battery-capacity',
  name: {
    sv: 'Batterikapacitet',
    da: 'Batterikapacitet',
    en: 'Battery capacity',
    fi: 'Akun kapasiteetti',
    nb: 'Batterikapasitet',
  },
  unit: 'kWh',
  range,
  step,
});

const towingCapacity = (range: Range, step = 10): SpecDef => ({
  key: 'towing-capacity',
  name: {
    sv: 'Dragkapacitet',
    da: 'Trækkapacitet',
    en: 'Towing capacity',
    fi: 'Vetokyky',
    nb: 'Trekkapasitet',
  },
  unit: 'kg',
  range,
  step,
});

const drive = (...values: Localized[]): SpecDef => ({
  key: 'drive',
  name: { sv: 'Drivning', da: 'Træk', en: 'Drive', fi: 'Veto', nb: 'Drift' },
  values,
});

const SELECTABLE_4WD: Localized = {
  sv: 'Inkopplingsbar fyrhjulsdrift',
  da: 'Indkobleligt firehjulstræk',
  en: 'Selectable 4WD',
  fi: 'Kytkettävä neliveto',
  nb: 'Innkoblingsbar firehjulsdrift',
};
const PERMANENT_4WD: Localized = {
  sv: 'Permanent fyrhjulsdrift',
  da: 'Permanent firehjulstræk',
  en: 'Permanent 4WD',
  fi: 'Pysyvä neliveto',
  nb: 'Permanent firehjulsdrift',
};
const REAR_WHEEL_DRIVE: Localized = {
  sv: 'Bakhjulsdrift',
  da: 'Baghjulstræk',
  en: 'Rear-wheel drive',
  fi: 'Takaveto',
  nb: 'Bakhjulsdrift',
};

const platformLength = (range: Range, step = 5): SpecDef => ({
  key: 'platform-length',
  name: { sv: 'Flaklängd', da: 'Ladlængde', en: 'Bed length', fi: 'Lavan pituus', nb: 'Planlengde' },
  unit: 'cm',
  range,
  step,
});

const platformWidth = (range: Range, step = 5): SpecDef => ({
  key: 'platform-width',
  name: { sv: 'Flakbredd', da: 'Ladbredde', en: 'Bed width', fi: 'Lavan leveys', nb: 'Planbredde' },
  unit: 'cm',
  range,
  step,
});

const volume = (range: Range, step = 5): SpecDef => ({
  key: 'volume',
  name: { sv: 'Volym', da: 'Rumfang', en: 'Capacity', fi: 'Tilavuus', nb: 'Volum' },
  unit: 'l',
  range,
  step,
});

const coupler = (...codes: string[]): SpecDef => ({
  key: 'coupler',
  name: { sv: 'Fäste', da: 'Beslag', en: 'Coupler', fi: 'Kiinnitys', nb: 'Feste' },
  values: codes.map((code) => ({ sv: code, da: code, en: code, fi: code, nb: code })),
});

const material: SpecDef = {
  key: 'material',
  name: { sv: 'Material', da: 'Materiale', en: 'Material', fi: 'Materiaali', nb: 'Materiale' },
  values: [
    {
      sv: 'Slitstål 400 HB',
      da: 'Slidstål 400 HB',
      en: 'Wear steel 400 HB',
      fi: 'Kulutusteräs 400 HB',
      nb: 'Slitestål 400 HB',
    },
    {
      sv: 'Slitstål 500 HB',
      da: 'Slidstål 500 HB',
      en: 'Wear steel 500 HB',
      fi: 'Kulutusteräs 500 HB',
      nb: 'Slitestål 500 HB',
    },
  ],
};

export const constructionAndVehicleLines: ProductLine[] = [
  {
    category: 'minigravare',
    image: 'excavator',
    kind: 'machine',
    noun: {
      sv: 'Minigrävare',
      da: 'Minigraver',
      en: 'Mini excavator',
      fi: 'Minikaivinkone',
      nb: 'Minigraver',
    },
    brands: ['nordgrav', 'granitverk', 'bergkraft', 'polarstal'],
    models: ['MG 10', 'MG 15', 'MG 18', 'MG 22', 'MG 26', 'MG 30'],
    priceSek: [189_000, 459_000],
    specs: [
      weight([1000, 3000], 50),
      enginePower([7.5, 18.5]),
      diggingDepth([1.6, 3.0]),
      transportWidth([980, 1550]),
      fuel(DIESEL_HVO, ELECTRIC),
    ],
    descriptions: {
      sv: [
        '{name} är en smidig minigrävare för trånga tomter, trädgårdar och ledningsschakt. Med en vikt på {spec:weight} går den att flytta på ett maskinsläp, och grävdjupet på {spec:digging-depth} räcker till allt från dränering till grundarbeten. Motorn på {spec:engine-power} ger gott om kraft och jämn, tyst gång.',
        'Med {name} får du en kompakt grävare som tar sig in där större maskiner inte får plats. Transportbredden är bara {spec:transport-width} och grävdjupet når {spec:digging-depth}. Perfekt för entreprenören som jobbar på små ytor – eller för villaägaren som hyr inför helgens projekt.',
        '{brand} {model} kombinerar låg vikt med imponerande grävprestanda. Maskinen väger {spec:weight}, har en motor på {spec:engine-power} och gräver ner till {spec:digging-depth}. Följsamma spakar och god sikt runt om gör den lätt att lära sig, även för ovana förare.',
      ],
      da: [
        '{name} er en smidig minigraver til trange grunde, haver og ledningsgrøfter. Med en vægt på {spec:weight} kan den fragtes på en maskintrailer, og gravedybden på {spec:digging-depth} rækker til alt fra dræn til fundamenter. Motoren på {spec:engine-power} giver masser af kraft og rolig, stille gang.',
        'Med {name} får du en kompakt graver, der kommer ind, hvor større maskiner må give op. Transportbredden er kun {spec:transport-width}, og gravedybden når {spec:digging-depth}. Ideel til entreprenøren, der arbejder på små pladser – eller til husejeren, der lejer til weekendens projekt.',
        '{brand} {model} kombinerer lav vægt med imponerende graveevne. Maskinen vejer {spec:weight}, har en motor på {spec:engine-power} og graver ned til {spec:digging-depth}. Præcise joysticks og godt udsyn hele vejen rundt gør den let at lære, også for nye førere.',
      ],
      en: [
        '{name} is a nimble mini excavator for tight plots, gardens and utility trenches. Weighing {spec:weight}, it can be moved on a plant trailer, and the {spec:digging-depth} digging depth covers everything from drainage to footings. The {spec:engine-power} engine delivers plenty of power with smooth, quiet running.',
        '{name} gets into places where larger machines simply will not fit. Transport width is just {spec:transport-width} and digging depth reaches {spec:digging-depth}. Ideal for contractors working on small sites – or for homeowners renting for a weekend project.',
        '{brand} {model} combines low weight with impressive digging performance. The machine weighs {spec:weight}, has {spec:engine-power} of engine power and digs down to {spec:digging-depth}. Precise joysticks and good all-round visibility make it easy to learn, even for first-time operators.',
      ],
      fi: [
        '{name} on ketterä minikaivinkone ahtaille tonteille, pihoille ja kaapeliojiin. Paino on vain {spec:weight}, joten kone kulkee koneenkuljetuskärryllä. Kaivusyvyys on {spec:digging-depth}, mikä riittää niin salaojitukseen kuin perustustöihin, ja moottorin teho on {spec:engine-power}.',
        '{name} pääsee paikkoihin, joihin isommat koneet eivät mahdu. Kuljetusleveys on vain {spec:transport-width} ja kaivusyvyys {spec:digging-depth}. Kone sopii urakoitsijalle pienille työmaille – ja omakotiasujalle, joka vuokraa koneen viikonlopun projektiin.',
        '{brand} {model} yhdistää keveyden ja vakuuttavan kaivutehon. Koneen paino on {spec:weight}, moottorin teho {spec:engine-power} ja kaivusyvyys {spec:digging-depth}. Tarkat ohjaimet ja hyvä näkyvyys joka suuntaan tekevät koneesta helpon oppia myös ensikertalaiselle.',
      ],
      nb: [
        '{name} er en smidig minigraver for trange tomter, hager og kabelgrøfter. Med en vekt på {spec:weight} kan den fraktes på en maskinhenger, og gravedybden på {spec:digging-depth} holder til alt fra drenering til grunnarbeid. Motoren på {spec:engine-power} gir god kraft og jevn, stillegående drift.',
        'Med {name} får du en kompakt graver som kommer til der større maskiner ikke får plass. Transportbredden er bare {spec:transport-width}, og gravedybden når {spec:digging-depth}. Ideell for entreprenøren som jobber på små flater – eller for huseieren som leier til helgens prosjekt.',
        '{brand} {model} kombinerer lav vekt med imponerende graveevne. Maskinen veier {spec:weight}, har en motor på {spec:engine-power} og graver ned til {spec:digging-depth}. Presise spaker og god sikt hele veien rundt gjør den lett å lære, også for nye førere.',
      ],
    },
  },
  {
    category: 'minigravare',
    image: 'excavator',
    kind: 'machine',
    noun: {
      sv: 'Midigrävare',
      da: 'Midigraver',
      en: 'Midi excavator',
      fi: 'Midikaivinkone',
      nb: 'Midigraver',
    },
    brands: ['nordgrav', 'granitverk', 'bergkraft', 'polarstal'],
    models: ['MX 45', 'MX 55', 'MX 60', 'MX 70', 'MX 80'],
    priceSek: [520_000, 1_150_000],
    specs: [
      weight([4000, 8000], 100),
      enginePower([25, 48], 0.5),
      diggingDepth([3.2, 4.6]),
      maxReach([5.6, 7.2]),
      fuel(DIESEL_HVO, ELECTRIC),
    ],
    descriptions: {
      sv: [
        '{name} är arbetshästen för husgrunder, VA-schakt och markarbeten där en minigrävare inte räcker till. Med {spec:engine-power} och ett grävdjup på {spec:digging-depth} tar den sig igenom tunga massor utan att tappa tempo. Maskinvikten på {spec:weight} ger stabilitet vid lyft på full räckvidd.',
        '{brand} {model} är en midigrävare som kombinerar kompakta mått med riktig produktionskapacitet. Maximal räckvidd är {spec:max-reach} och grävdjupet {spec:digging-depth}, så den är lika hemma på villatomten som i gatuarbeten. En rymlig hytt med god sikt och låg ljudnivå gör de långa arbetsdagarna lättare.',
        'Behöver du mer kraft än en minigrävare kan ge, men vill ha en maskin som är lätt att flytta mellan jobben? {name} väger {spec:weight} och har en motor på {spec:engine-power}. Tiltrotatorförberedd hydraulik och snabbfäste gör maskinen flexibel från första dagen.',
      ],
      da: [
        '{name} er arbejdshesten til husfundamenter, kloakgrøfter og jordarbejde, hvor en minigraver ikke slår til. Med {spec:engine-power} og en gravedybde på {spec:digging-depth} kommer den gennem tunge masser uden at tabe tempo. Maskinvægten på {spec:weight} giver stabilitet ved løft i fuld rækkevidde.',
        '{brand} {model} er en midigraver, der kombinerer kompakte mål med ægte produktionskapacitet. Den maksimale rækkevidde er {spec:max-reach} og gravedybden {spec:digging-depth}, så den er lige så meget hjemme på parcelhusgrunden som i vejarbejde. Et rummeligt førerhus med godt udsyn og lavt støjniveau gør de lange arbejdsdage lettere.',
        'Har du brug for mere kraft, end en minigraver kan give, men vil du stadig have en maskine, der er nem at flytte mellem opgaverne? {name} vejer {spec:weight} og har en motor på {spec:engine-power}. Hydraulik forberedt til tiltrotator og hurtigskifte gør maskinen fleksibel fra første dag.',
      ],
      en: [
        '{name} is the workhorse for house foundations, drainage trenches and groundworks where a mini excavator falls short. With {spec:engine-power} and a digging depth of {spec:digging-depth}, it moves heavy material without losing pace. An operating weight of {spec:weight} gives stability when lifting at full reach.',
        '{brand} {model} is a midi excavator that pairs compact dimensions with genuine production capacity. Maximum reach is {spec:max-reach} and digging depth {spec:digging-depth}, so it is just as much at home on a residential plot as on roadworks. A spacious cab with good visibility and low noise levels makes long working days easier.',
        'Need more power than a mini excavator can offer, but still want a machine that is easy to move between jobs? {name} weighs {spec:weight} and has a {spec:engine-power} engine. Tiltrotator-ready hydraulics and a quick coupler make it versatile from day one.',
      ],
      fi: [
        '{name} on luotettava työjuhta talonperustuksiin, vesihuoltokaivantoihin ja maanrakennukseen silloin, kun minikaivinkone ei enää riitä. Moottorin teho on {spec:engine-power} ja kaivusyvyys {spec:digging-depth}, joten raskaatkin massat liikkuvat ripeästi. Koneen paino on {spec:weight}, mikä tuo vakautta nostoihin myös puomi täysin ojennettuna.',
        '{brand} {model} yhdistää kompaktit mitat ja todellisen tuotantokyvyn. Suurin ulottuvuus on {spec:max-reach} ja kaivusyvyys {spec:digging-depth}, joten kone viihtyy yhtä hyvin omakotitontilla kuin katutyömaalla. Tilava ja hiljainen ohjaamo hyvällä näkyvyydellä helpottaa pitkiä työpäiviä.',
        'Tarvitsetko enemmän voimaa kuin minikaivinkone tarjoaa, mutta haluat koneen, jota on helppo siirtää työmaalta toiselle? {name} painaa {spec:weight}, ja moottorin teho on {spec:engine-power}. Tiltrotaattorivalmiudella varustettu hydrauliikka ja pikakiinnitin tekevät koneesta monipuolisen heti ensimmäisestä päivästä.',
      ],
      nb: [
        '{name} er arbeidshesten for husgrunner, VA-grøfter og grunnarbeid der en minigraver ikke strekker til. Med {spec:engine-power} og en gravedybde på {spec:digging-depth} tar den seg gjennom tunge masser uten å miste tempo. Maskinvekten på {spec:weight} gir stabilitet ved løft på full rekkevidde.',
        '{brand} {model} er en midigraver som kombinerer kompakte mål med ekte produksjonskapasitet. Maksimal rekkevidde er {spec:max-reach} og gravedybden {spec:digging-depth}, så den er like hjemme på eneboligtomten som i veiarbeid. Et romslig førerhus med god sikt og lavt støynivå gjør lange arbeidsdager lettere.',
        'Trenger du mer kraft enn en minigraver kan gi, men vil fortsatt ha en maskin som er enkel å flytte mellom jobbene? {name} veier {spec:weight} og har en motor på {spec:engine-power}. Hydraulikk klargjort for rotortilt og hurtigfeste gjør maskinen allsidig fra første dag.',
      ],
    },
  },
  {
    category: 'hjullastare',
    image: 'wheel-loader',
    kind: 'machine',
    noun: {
      sv: 'Kompakt hjullastare',
      da: 'Kompakt gummiged',
      en: 'Compact wheel loader',
      fi: 'Pienkuormaaja',
      nb: 'Kompakt hjullaster',
    },
    brands: ['granitverk', 'bergkraft', 'tyngd'],
    models: ['HL 7', 'HL 12', 'HL 18', 'HL 25', 'HL 32'],
    priceSek: [329_000, 789_000],
    specs: [
      weight([2200, 5500], 50),
      enginePower([18, 55], 0.5),
      liftCapacity([1200, 3600], 50),
      liftHeight([2600, 3500]),
      bucketWidth([1200, 1900]),
      fuel(DIESEL_HVO, ELECTRIC),
    ],
    descriptions: {
      sv: [
        '{name} är en midjestyrd hjullastare som trivs lika bra på byggarbetsplatsen som på gården och i stallet. Lyftkapaciteten är {spec:lift-capacity} och lyfthöjden {spec:lift-height}, vilket räcker för att lasta både lastbilsflak och containrar. Den kompakta ramen gör den lättmanövrerad även i trånga utrymmen.',
        'Med {spec:engine-power} och en skopbredd på {spec:bucket-width} flyttar {brand} {model} grus, snö och pallgods i rask takt. Hydrostatisk transmission ger mjuka riktningsbyten, och redskapsfästet gör det enkelt att växla mellan skopa, pallgafflar och sopvals. Ett självklart val för fastighetsskötsel året runt.',
        '{name} väger {spec:weight} och är byggd för att jobba hela dagen utan att trötta ut föraren. Låg tyngdpunkt, fri sikt över skopan och en tyst hytt gör skillnad när timmarna blir många. Med en lyftkapacitet på {spec:lift-capacity} klarar den även tunga lyft med pallgafflar.',
      ],
      da: [
        '{name} er en kompakt gummiged med knækstyring, der trives lige godt på byggepladsen, på gården og i stalden. Løftekapaciteten er {spec:lift-capacity} og løftehøjden {spec:lift-height}, så den kan læsse både lastbiler og containere. Den kompakte ramme gør den let at manøvrere, selv på trange pladser.',
        'Med {spec:engine-power} og en skovlbredde på {spec:bucket-width} flytter {brand} {model} grus, sne og paller i højt tempo. Hydrostatisk transmission giver bløde retningsskift, og redskabsbeslaget gør det nemt at skifte mellem skovl, pallegafler og fejekost. Et oplagt valg til ejendomsservice året rundt.',
        '{name} vejer {spec:weight} og er bygget til at arbejde hele dagen uden at trætte føreren. Lavt tyngdepunkt, frit udsyn over skovlen og et stille førerhus gør en forskel, når timerne bliver mange. Med en løftekapacitet på {spec:lift-capacity} klarer den også tunge løft med pallegafler.',
      ],
      en: [
        '{name} is an articulated loader that is just as much at home on the building site as on the farm or in the stable yard. Lifting capacity is {spec:lift-capacity} and lift height {spec:lift-height}, enough to load both trucks and skips. The compact frame keeps it easy to manoeuvre in tight spaces.',
        'With {spec:engine-power} and a bucket width of {spec:bucket-width}, {brand} {model} moves gravel, snow and pallets at a brisk pace. Hydrostatic transmission gives smooth direction changes, and the attachment bracket makes it quick to swap between bucket, pallet forks and sweeper. A natural choice for year-round property maintenance.',
        '{name} weighs {spec:weight} and is built to work all day without tiring the operator. A low centre of gravity, a clear view over the bucket and a quiet cab make a real difference over long shifts. With a lifting capacity of {spec:lift-capacity}, it also handles heavy lifts on pallet forks.',
      ],
      fi: [
        '{name} on runko-ohjattu kuormaaja, joka viihtyy yhtä hyvin rakennustyömaalla kuin maatilalla ja tallin pihassa. Nostokyky on {spec:lift-capacity} ja nostokorkeus {spec:lift-height}, joten kuorma-autojen ja vaihtolavojen lastaus onnistuu vaivatta. Kompakti runko tekee koneesta ketterän ahtaissakin paikoissa.',
        '{brand} {model} siirtää soraa, lunta ja kuormalavoja reippaaseen tahtiin. Moottorin teho on {spec:engine-power} ja kauhan leveys {spec:bucket-width}. Hydrostaattinen voimansiirto tekee suunnanvaihdoista pehmeitä, ja työlaitekiinnikkeen ansiosta kauha, trukkipiikit ja harja vaihtuvat hetkessä.',
        '{name} painaa {spec:weight}, ja se on rakennettu tekemään pitkää päivää kuljettajaa väsyttämättä. Matala painopiste, hyvä näkyvyys kauhan yli ja hiljainen ohjaamo tuntuvat pitkissä työvuoroissa. Nostokyky on {spec:lift-capacity}, joten raskaatkin nostot trukkipiikeillä sujuvat.',
      ],
      nb: [
        '{name} er en midjestyrt hjullaster som trives like godt på byggeplassen som på gården og i stallen. Løftekapasiteten er {spec:lift-capacity} og løftehøyden {spec:lift-height}, nok til å laste både lastebiler og containere. Den kompakte rammen gjør den lett å manøvrere, også på trange plasser.',
        'Med {spec:engine-power} og en skuffebredde på {spec:bucket-width} flytter {brand} {model} grus, snø og paller i høyt tempo. Hydrostatisk transmisjon gir myke retningsskift, og redskapsfestet gjør det enkelt å bytte mellom skuffe, pallegafler og feiekost. Et opplagt valg for eiendomsdrift året rundt.',
        '{name} veier {spec:weight} og er bygget for å jobbe hele dagen uten å slite ut føreren. Lavt tyngdepunkt, fri sikt over skuffen og et stille førerhus utgjør en forskjell når timene blir mange. Med en løftekapasitet på {spec:lift-capacity} klarer den også tunge løft med pallegafler.',
      ],
    },
  },
  {
    category: 'dumprar',
    image: 'dumper',
    kind: 'machine',
    noun: { sv: 'Dumper', da: 'Dumper', en: 'Site dumper', fi: 'Dumpperi', nb: 'Dumper' },
    brands: ['tyngd', 'polarstal', 'nordgrav'],
    models: ['SD 10', 'SD 15', 'SD 25', 'SD 35', 'SD 60'],
    priceSek: [159_000, 549_000],
    specs: [
      payload([1000, 6000], 100),
      weight([1200, 4200], 50),
      enginePower([15, 55], 0.5),
      tippingHeight([1200, 2100]),
      topSpeed([15, 28]),
      fuel(DIESEL_HVO, ELECTRIC),
    ],
    descriptions: {
      sv: [
        '{name} är en midjestyrd dumper som flyttar massor snabbt och säkert över en ojämn byggarbetsplats. Lastförmågan är {spec:payload} och toppfarten {spec:top-speed}, så det går undan mellan grävaren och tippen. Fyrhjulsdrift och stora terrängdäck ger grepp även i lera.',
        '{brand} {model} gör massflytten till ett enmansjobb. Flaket tar {spec:payload} och tippar mjukt, och med en tipphöjd på {spec:tipping-height} kan du tömma direkt i en container eller över en kant. Motorn på {spec:engine-power} orkar med branta uppfarter även fullastad.',
        '{name} väger {spec:weight} och är byggd för tuffa dagar på bygget. Vridbart flak, störtbåge och tydliga reglage gör den både säker och lätt att köra. Lastförmågan på {spec:payload} passar allt från trädgårdsprojekt till större markentreprenader.',
      ],
      da: [
        '{name} er en knækstyret dumper, der flytter materialer hurtigt og sikkert over ujævnt terræn på byggepladsen. Nyttelasten er {spec:payload} og tophastigheden {spec:top-speed}, så det går stærkt mellem graveren og aflæsningspladsen. Firehjulstræk og store terrændæk giver greb, selv i ler og mudder.',
        '{brand} {model} gør materialeflytningen til en enmandsopgave. Ladet tager {spec:payload} og tipper blødt, og med en tippehøjde på {spec:tipping-height} kan du tømme direkte i en container eller ud over en kant. Motoren på {spec:engine-power} klarer stejle ramper, også med fuldt læs.',
        '{name} vejer {spec:weight} og er bygget til hårde dage på byggepladsen. Drejeligt lad, styrtbøjle og overskuelige betjeningsgreb gør den både sikker og let at køre. Nyttelasten på {spec:payload} passer til alt fra haveprojekter til større anlægsopgaver.',
      ],
      en: [
        '{name} is an articulated dumper that moves material quickly and safely across rough site terrain. Payload is {spec:payload} and top speed {spec:top-speed}, so loads shuttle briskly between the excavator and the tipping point. Four-wheel drive and large all-terrain tyres provide grip, even in clay and mud.',
        '{brand} {model} turns shifting spoil into a one-person job. The body takes {spec:payload} and tips smoothly, and with a tipping height of {spec:tipping-height} you can empty it straight into a container or over an edge. The {spec:engine-power} engine copes with steep ramps, even fully loaded.',
        '{name} weighs {spec:weight} and is built for tough days on site. A swivel skip, ROPS frame and clear controls make it both safe and easy to drive. A payload of {spec:payload} suits everything from landscaping projects to larger groundworks contracts.',
      ],
      fi: [
        '{name} on runko-ohjattu dumpperi, joka siirtää maa-aineksia nopeasti ja turvallisesti epätasaisella työmaalla. Kantavuus on {spec:payload} ja huippunopeus {spec:top-speed}, joten kuormat kulkevat ripeästi kaivinkoneelta purkupaikalle. Neliveto ja isot maastorenkaat pitävät otteen myös savessa ja mudassa.',
        '{brand} {model} tekee massojen siirrosta yhden hengen työn. Kantavuus on {spec:payload} ja kippauskorkeus {spec:tipping-height}, joten kuorman voi tyhjentää suoraan vaihtolavaan tai reunan yli. Moottorin teho on {spec:engine-power}, mikä riittää jyrkkiin luiskiin täydelläkin kuormalla.',
        '{name} painaa {spec:weight}, ja se on tehty työmaan rankkoihin päiviin. Kääntyvä lava, turvakaari ja selkeät hallintalaitteet tekevät siitä turvallisen ja helpon ajaa. Kantavuus on {spec:payload}, joten kone sopii niin pihaprojekteihin kuin suurempiin maanrakennusurakoihin.',
      ],
      nb: [
        '{name} er en midjestyrt dumper som flytter masser raskt og trygt over en ulendt byggeplass. Nyttelasten er {spec:payload} og toppfarten {spec:top-speed}, så det går unna mellom graveren og tippestedet. Firehjulsdrift og store terrengdekk gir godt grep, selv i leire og gjørme.',
        '{brand} {model} gjør masseflytting til en enmannsjobb. Lasteplanet tar {spec:payload} og tipper mykt, og med en tippehøyde på {spec:tipping-height} kan du tømme rett i en container eller over en kant. Motoren på {spec:engine-power} klarer bratte ramper, også med fullt lass.',
        '{name} veier {spec:weight} og er bygget for tøffe dager på byggeplassen. Dreibart lasteplan, veltebøyle og oversiktlige betjeningshendler gjør den både trygg og lett å kjøre. Nyttelasten på {spec:payload} passer til alt fra hageprosjekter til større grunnarbeider.',
      ],
    },
  },
  {
    category: 'dumprar',
    image: 'dumper',
    kind: 'machine',
    noun: {
      sv: 'Banddumper',
      da: 'Bæltedumper',
      en: 'Tracked dumper',
      fi: 'Teladumpperi',
      nb: 'Beltedumper',
    },
    brands: ['tyngd', 'polarstal', 'nordgrav'],
    models: ['BD 300', 'BD 500', 'BD 800', 'BD 1500', 'BD 2500'],
    priceSek: [39_000, 329_000],
    specs: [
      payload([300, 2500], 50),
      weight([220, 2200]),
      enginePower([4.5, 26]),
      transportWidth([700, 1400]),
      fuel(PETROL, DIESEL, ELECTRIC),
    ],
    descriptions: {
      sv: [
        '{name} tar sig fram där hjulmaskiner fastnar – på mjuka gräsmattor, genom smala grindar och uppför slänter. Banden fördelar vikten och skonar underlaget, och med en lastförmåga på {spec:payload} flyttar du jord, sten och byggavfall i rask takt. Med en bredd på {spec:transport-width} kommer den genom de flesta trädgårdsgrindar.',
        '{brand} {model} är en banddumper för trädgårdsanläggare, byggare och villaägare med stora planer. Motorn på {spec:engine-power} och den hydrauliska tippen gör lossningen snabb och enkel. Maskinen väger {spec:weight} och är lätt att transportera på släp.',
        'Glöm skottkärran – {name} tar {spec:payload} och går stadigt på band även i branta och leriga partier. Reglagen är lätta att lära sig, så maskinen passar utmärkt att hyra till ett helgprojekt. Transportbredden på {spec:transport-width} gör att du kommer in på baksidan utan att riva staketet.',
      ],
      da: [
        '{name} kommer frem, hvor hjulmaskiner sidder fast – på blød græsplæne, gennem smalle låger og op ad skrænter. Bælterne fordeler vægten og skåner underlaget, og med en nyttelast på {spec:payload} flytter du jord, sten og byggeaffald i højt tempo. Med en bredde på {spec:transport-width} kommer den gennem de fleste havelåger.',
        '{brand} {model} er en bæltedumper til anlægsgartnere, håndværkere og husejere med store planer. Motoren på {spec:engine-power} og det hydrauliske tip gør aflæsningen hurtig og nem. Maskinen vejer {spec:weight} og er let at transportere på trailer.',
        'Glem trillebøren – {name} tager {spec:payload} og kører stabilt på bælter, selv i stejlt og mudret terræn. Betjeningen er let at lære, så maskinen er oplagt at leje til et weekendprojekt. Transportbredden på {spec:transport-width} betyder, at du kommer ind i baghaven uden at pille hegnet ned.',
      ],
      en: [
        '{name} keeps going where wheeled machines get stuck – on soft lawns, through narrow gates and up banks. The tracks spread the weight and protect the ground, and with a payload of {spec:payload} you can move soil, stone and building waste at a remarkable pace. At {spec:transport-width} wide, it fits through most garden gates.',
        '{brand} {model} is a tracked dumper for landscapers, builders and homeowners with big plans. The {spec:engine-power} engine and hydraulic tipping make unloading quick and easy. The machine weighs {spec:weight} and is easy to transport on a trailer.',
        'Forget the wheelbarrow – {name} carries {spec:payload} and runs steadily on tracks, even on steep and muddy ground. The controls are easy to learn, which makes it a great machine to hire for a weekend project. A transport width of {spec:transport-width} gets you into the back garden without taking down the fence.',
      ],
      fi: [
        '{name} pääsee eteenpäin siellä, missä pyöräkoneet juuttuvat – pehmeällä nurmella, kapeista porteista ja rinteissä. Telat jakavat painon ja säästävät alustaa, ja kantavuus on {spec:payload}, joten multa, kivet ja rakennusjäte siirtyvät vauhdilla. Leveys on vain {spec:transport-width}, joten kone mahtuu useimmista pihaporteista.',
        '{brand} {model} on teladumpperi viherrakentajille, remontoijille ja kunnianhimoisille pihanrakentajille. Moottorin teho on {spec:engine-power}, ja hydraulinen kippi tekee purkamisesta nopeaa ja vaivatonta. Koneen paino on {spec:weight}, joten se on helppo kuljettaa peräkärryllä.',
        'Unohda kottikärryt – {name} kantaa {spec:payload} ja kulkee vakaasti teloillaan jyrkissä ja mutaisissakin paikoissa. Hallintalaitteet oppii nopeasti, joten kone sopii erinomaisesti vuokrattavaksi viikonlopun projektiin. Kuljetusleveys on {spec:transport-width}, joten takapihalle pääsee purkamatta aitaa.',
      ],
      nb: [
        '{name} kommer seg frem der hjulmaskiner setter seg fast – på myk plen, gjennom smale porter og opp skråninger. Beltene fordeler vekten og skåner underlaget, og med en nyttelast på {spec:payload} flytter du jord, stein og byggavfall i høyt tempo. Med en bredde på {spec:transport-width} kommer den gjennom de fleste hageporter.',
        '{brand} {model} er en beltedumper for anleggsgartnere, håndverkere og huseiere med store planer. Motoren på {spec:engine-power} og den hydrauliske tippen gjør lossingen rask og enkel. Maskinen veier {spec:weight} og er lett å frakte på henger.',
        'Glem trillebåra – {name} tar {spec:payload} og går stødig på belter, selv i bratt og gjørmete terreng. Betjeningen er lett å lære, så maskinen passer utmerket å leie til et helgeprosjekt. Transportbredden på {spec:transport-width} gjør at du kommer inn i bakhagen uten å rive gjerdet.',
      ],
    },
  },
  {
    category: 'markvibratorer',
    image: 'plate-compactor',
    kind: 'machine',
    noun: {
      sv: 'Markvibrator',
      da: 'Pladevibrator',
      en: 'Plate compactor',
      fi: 'Tärylevy',
      nb: 'Vibroplate',
    },
    brands: ['bergkraft', 'polarstal', 'tyngd'],
    models: ['VP 1050', 'VP 1550', 'VP 2050', 'VP 2560'],
    priceSek: [8900, 34_900],
    specs: [
      weight([50, 110], 1),
      compactionForce([10, 25]),
      workingWidth([35, 60]),
      enginePower([2.5, 4.5]),
      fuel(PETROL, ELECTRIC),
    ],
    descriptions: {
      sv: [
        '{name} är en framåtgående markvibrator för packning av grus, sand och makadam inför plattsättning, altanbygge och uppfarter. Centrifugalkraften på {spec:compaction-force} och arbetsbredden på {spec:working-width} ger ett jämnt och hållbart underlag. Vattentank och gummimatta för marksten finns som tillbehör.',
        '{brand} {model} väger {spec:weight} och är lätt att hantera även för den som packar mark för första gången. Det vibrationsdämpade handtaget skonar händer och armar, och den kraftiga bottenplattan tål tuffa tag. Med {spec:engine-power} startar den villigt och går jämnt hela arbetsdagen.',
        'Ett stabilt underlag är grunden för en stenläggning som håller. {name} har en arbetsbredd på {spec:working-width} och en centrifugalkraft på {spec:compaction-force}, vilket räcker gott för gångar, uteplatser och mindre uppfarter. Handtaget fälls ihop för enkel transport på släp eller i skåpbil.',
      ],
      da: [
        '{name} er en fremadgående pladevibrator til komprimering af grus, sand og skærver før fliselægning, terrassebyggeri og indkørsler. Centrifugalkraften på {spec:compaction-force} og arbejdsbredden på {spec:working-width} giver et jævnt og holdbart underlag. Vandtank og gummimåtte til belægningssten fås som tilbehør.',
        '{brand} {model} vejer {spec:weight} og er let at håndtere, også hvis du komprimerer for første gang. Det vibrationsdæmpede håndtag skåner hænder og arme, og den kraftige bundplade kan tåle hårde tag. Med {spec:engine-power} starter den villigt og kører jævnt hele arbejdsdagen.',
        'Et stabilt underlag er grundlaget for en belægning, der holder. {name} har en arbejdsbredde på {spec:working-width} og en centrifugalkraft på {spec:compaction-force}, hvilket rækker til stier, terrasser og mindre indkørsler. Håndtaget kan klappes sammen, så den er nem at transportere på trailer eller i varebil.',
      ],
      en: [
        '{name} is a forward plate compactor for compacting gravel, sand and crushed stone before laying paving, building decks or making driveways. A centrifugal force of {spec:compaction-force} and a working width of {spec:working-width} give an even, durable sub-base. A water tank and a rubber mat for block paving are available as accessories.',
        '{brand} {model} weighs {spec:weight} and is easy to handle, even if you are compacting ground for the first time. The vibration-damped handle spares your hands and arms, and the heavy-duty base plate stands up to rough treatment. With {spec:engine-power}, it starts readily and runs smoothly all day.',
        'A stable sub-base is the foundation of paving that lasts. {name} has a working width of {spec:working-width} and a centrifugal force of {spec:compaction-force}, plenty for paths, patios and smaller driveways. The handle folds down for easy transport on a trailer or in a van.',
      ],
      fi: [
        '{name} on eteenpäin kulkeva tärylevy soran, hiekan ja murskeen tiivistämiseen ennen kiveystä, terassin rakentamista tai pihatien tekoa. Keskipakovoima on {spec:compaction-force} ja työleveys {spec:working-width}, joten pohjasta tulee tasainen ja kestävä. Vesisäiliö ja kiveykseen tarkoitettu kumimatto ovat saatavana lisävarusteina.',
        '{brand} {model} painaa {spec:weight}, ja sitä on helppo käsitellä, vaikka tiivistäisit maata ensimmäistä kertaa. Tärinää vaimentava kahva säästää käsiä, ja tukeva pohjalevy kestää kovaakin käyttöä. Moottorin teho on {spec:engine-power}, ja kone käynnistyy helposti ja käy tasaisesti koko työpäivän.',
        'Tukeva pohja on kestävän kiveyksen perusta. Työleveys on {spec:working-width} ja keskipakovoima {spec:compaction-force}, mikä riittää hyvin käytäville, terasseille ja pienille pihateille. Kahva taittuu kokoon, joten {name} on helppo kuljettaa peräkärryssä tai pakettiautossa.',
      ],
      nb: [
        '{name} er en fremadgående vibroplate for komprimering av grus, sand og pukk før legging av belegningsstein, terrassebygging og innkjørsler. Sentrifugalkraften på {spec:compaction-force} og arbeidsbredden på {spec:working-width} gir et jevnt og solid underlag. Vanntank og gummimatte for belegningsstein fås som tilbehør.',
        '{brand} {model} veier {spec:weight} og er lett å håndtere, også for deg som komprimerer for første gang. Det vibrasjonsdempede håndtaket skåner hender og armer, og den kraftige bunnplaten tåler hard bruk. Med {spec:engine-power} starter den villig og går jevnt hele arbeidsdagen.',
        'Et stabilt underlag er grunnlaget for belegningsstein som ligger. {name} har en arbeidsbredde på {spec:working-width} og en sentrifugalkraft på {spec:compaction-force}, godt nok for gangveier, uteplasser og mindre innkjørsler. Håndtaket kan felles sammen for enkel transport på henger eller i varebil.',
      ],
    },
  },
  {
    category: 'markvibratorer',
    image: 'plate-compactor',
    kind: 'machine',
    noun: {
      sv: 'Reversibel markvibrator',
      da: 'Reversibel pladevibrator',
      en: 'Reversible plate compactor',
      fi: 'Peruuttava tärylevy',
      nb: 'Reversibel vibroplate',
    },
    brands: ['bergkraft', 'polarstal', 'tyngd'],
    models: ['RP 3050', 'RP 4060', 'RP 5070', 'RP 6080', 'RP 8090'],
    priceSek: [29_900, 139_000],
    specs: [
      weight([150, 750], 5),
      compactionForce([25, 90], 1),
      workingWidth([40, 90]),
      enginePower([4, 12]),
      fuel(PETROL, DIESEL),
    ],
    descriptions: {
      sv: [
        '{name} går både framåt och bakåt och packar effektivt i schakt, längs husgrunder och i hörn där en vanlig markvibrator inte kommer åt. Med en centrifugalkraft på {spec:compaction-force} klarar den tjocka lager av bärlager och fyllnadsmassor. Maskinen väger {spec:weight} och har en arbetsbredd på {spec:working-width}.',
        '{brand} {model} är byggd för entreprenörer som packar varje dag. Körriktningen styrs steglöst med en spak på handtaget, och motorn på {spec:engine-power} ger kraft nog att klättra i uppförsbackar. Arbetsbredden på {spec:working-width} gör att även stora ytor går snabbt.',
        'När underlaget ska klara tung trafik krävs rejäl packning. {name} väger {spec:weight} och levererar {spec:compaction-force}, vilket räcker för VA-schakt, parkeringsytor och grundläggning. Lyftögla och transporthjul gör det enkelt att flytta maskinen på arbetsplatsen.',
      ],
      da: [
        '{name} kører både frem og tilbage og komprimerer effektivt i grøfter, langs fundamenter og i hjørner, hvor en almindelig pladevibrator ikke kan komme til. Med en centrifugalkraft på {spec:compaction-force} klarer den tykke lag af bundsikring og fyldmaterialer. Maskinen vejer {spec:weight} og har en arbejdsbredde på {spec:working-width}.',
        '{brand} {model} er bygget til entreprenører, der komprimerer hver dag. Kørselsretningen styres trinløst med et greb på håndtaget, og motoren på {spec:engine-power} giver kraft nok til at klatre op ad bakke. Arbejdsbredden på {spec:working-width} gør, at selv store arealer går hurtigt.',
        'Når underlaget skal klare tung trafik, kræver det ordentlig komprimering. {name} vejer {spec:weight} og leverer {spec:compaction-force}, hvilket rækker til kloakgrøfter, parkeringsarealer og funderingsopgaver. Løfteøje og transporthjul gør det nemt at flytte maskinen rundt på pladsen.',
      ],
      en: [
        '{name} travels both forwards and backwards, compacting effectively in trenches, along foundations and in corners that a standard plate compactor cannot reach. With a centrifugal force of {spec:compaction-force}, it handles thick layers of sub-base and fill. The machine weighs {spec:weight} and has a working width of {spec:working-width}.',
        '{brand} {model} is built for contractors who compact every day. Direction of travel is infinitely variable from a lever on the handle, and the {spec:engine-power} engine has enough power to climb uphill. The {spec:working-width} working width means even large areas are finished quickly.',
        'Ground that has to carry heavy traffic needs serious compaction. {name} weighs {spec:weight} and delivers {spec:compaction-force}, enough for utility trenches, car parks and foundation work. A lifting eye and transport wheels make it easy to move around the site.',
      ],
      fi: [
        '{name} kulkee sekä eteen- että taaksepäin ja tiivistää tehokkaasti kaivannoissa, perustusten vierustoilla ja nurkissa, joihin tavallinen tärylevy ei ulotu. Keskipakovoima on {spec:compaction-force}, joten paksutkin kantavat kerrokset ja täyttömassat tiivistyvät kunnolla. Koneen paino on {spec:weight} ja työleveys {spec:working-width}.',
        '{brand} {model} on tehty urakoitsijoille, jotka tiivistävät päivittäin. Ajosuuntaa säädetään portaattomasti kahvan vivulla, ja moottorin teho on {spec:engine-power}, joten kone jaksaa myös ylämäkeen. Työleveys on {spec:working-width}, joten isotkin alueet valmistuvat nopeasti.',
        'Raskaan liikenteen alle tarvitaan kunnollinen tiivistys. {name} painaa {spec:weight}, ja keskipakovoima on {spec:compaction-force}, mikä riittää vesihuoltokaivantoihin, pysäköintialueille ja perustustöihin. Nostosilmukka ja kuljetuspyörät helpottavat koneen siirtämistä työmaalla.',
      ],
      nb: [
        '{name} går både forover og bakover og komprimerer effektivt i grøfter, langs grunnmurer og i hjørner der en vanlig vibroplate ikke kommer til. Med en sentrifugalkraft på {spec:compaction-force} klarer den tykke lag med bærelag og fyllmasser. Maskinen veier {spec:weight} og har en arbeidsbredde på {spec:working-width}.',
        '{brand} {model} er bygget for entreprenører som komprimerer hver dag. Kjøreretningen styres trinnløst med en spak på håndtaket, og motoren på {spec:engine-power} gir kraft nok til å klatre i motbakker. Arbeidsbredden på {spec:working-width} gjør at selv store flater går raskt.',
        'Når underlaget skal tåle tung trafikk, trengs skikkelig komprimering. {name} veier {spec:weight} og leverer {spec:compaction-force}, nok til VA-grøfter, parkeringsplasser og fundamentering. Løfteøye og transporthjul gjør det enkelt å flytte maskinen rundt på plassen.',
      ],
    },
  },
  {
    category: 'kompaktlastare',
    image: 'skid-steer',
    kind: 'machine',
    noun: {
      sv: 'Kompaktlastare',
      da: 'Kompaktlæsser',
      en: 'Skid steer loader',
      fi: 'Liukuohjattu kuormaaja',
      nb: 'Kompaktlaster',
    },
    brands: ['granitverk', 'nordgrav', 'tyngd'],
    models: ['KL 650', 'KL 750', 'KL 850', 'KL 950', 'KL 1100'],
    priceSek: [389_000, 789_000],
    specs: [
      weight([2300, 4200], 50),
      enginePower([35, 75], 0.5),
      liftCapacity([650, 1400]),
      liftHeight([2900, 3400]),
      bucketWidth([1500, 2000]),
      fuel(DIESEL_HVO),
    ],
    descriptions: {
      sv: [
        '{name} vänder på stället och jobbar effektivt på ytor där andra lastare får kämpa. Lyftkapaciteten är {spec:lift-capacity} och lyfthöjden {spec:lift-height}, så den lastar lastbilar och containrar utan problem. Med snabbfäste för redskap byter du från skopa till pallgafflar, sopvals eller jordfräs på några minuter.',
        '{brand} {model} har en motor på {spec:engine-power} och en hydraulik som orkar driva krävande redskap som stubbfräs och snöslunga. Maskinen väger {spec:weight} och är tillräckligt kompakt för att jobba inomhus i lagerlokaler och stall. Tydliga instrument och en bekväm stol gör långa pass mindre tröttande.',
        'Oavsett om du ska planera en tomt, ploga snö eller riva en altan är {name} ett mångsidigt verktyg. Skopan har en bredd på {spec:bucket-width}, och lyftkapaciteten på {spec:lift-capacity} räcker till tunga pallar med sten och plattor. De kompakta måtten gör den lätt att flytta mellan jobben på maskinsläp.',
      ],
      da: [
        '{name} vender på stedet og arbejder effektivt på arealer, hvor andre læssemaskiner må kæmpe. Løftekapaciteten er {spec:lift-capacity} og løftehøjden {spec:lift-height}, så den læsser lastbiler og containere uden problemer. Med hurtigskifte til redskaber skifter du fra skovl til pallegafler, fejekost eller jordfræser på få minutter.',
        '{brand} {model} har en motor på {spec:engine-power} og en hydraulik, der kan trække krævende redskaber som stubfræser og sneslynge. Maskinen vejer {spec:weight} og er kompakt nok til at arbejde indendørs i lagerhaller og stalde. Overskuelige instrumenter og et komfortabelt sæde gør de lange vagter mindre trættende.',
        'Uanset om du skal planere en grund, rydde sne eller rive en terrasse ned, er {name} et alsidigt værktøj. Skovlen har en bredde på {spec:bucket-width}, og løftekapaciteten på {spec:lift-capacity} rækker til tunge paller med sten og fliser. De kompakte mål gør den nem at flytte mellem opgaverne på maskintrailer.',
      ],
      en: [
        '{name} turns on the spot and works efficiently in spaces where other loaders struggle. Lifting capacity is {spec:lift-capacity} and lift height {spec:lift-height}, so loading trucks and skips is no problem. With a quick-attach plate, you can switch from bucket to pallet forks, sweeper or rotary tiller in a matter of minutes.',
        '{brand} {model} has a {spec:engine-power} engine and hydraulics that can drive demanding attachments such as stump grinders and snow blowers. The machine weighs {spec:weight} and is compact enough to work indoors in warehouses and stables. Clear instruments and a comfortable seat make long shifts less tiring.',
        'Whether you are levelling a plot, clearing snow or tearing down an old deck, {name} is a versatile tool. The bucket is {spec:bucket-width} wide, and a lifting capacity of {spec:lift-capacity} handles heavy pallets of stone and slabs. Compact dimensions make it easy to move between jobs on a plant trailer.',
      ],
      fi: [
        '{name} kääntyy paikallaan ja työskentelee tehokkaasti ahtaissa paikoissa, joissa muut kuormaajat joutuvat koville. Nostokyky on {spec:lift-capacity} ja nostokorkeus {spec:lift-height}, joten kuorma-autojen ja vaihtolavojen lastaus sujuu vaivatta. Pikakiinnittimen ansiosta kauha vaihtuu trukkipiikkeihin, harjaan tai maanjyrsimeen muutamassa minuutissa.',
        '{brand} {model} on varustettu moottorilla, jonka teho on {spec:engine-power}, ja sen hydrauliikka jaksaa pyörittää vaativiakin työlaitteita, kuten kannonjyrsintä ja lumilinkoa. Kone painaa {spec:weight} ja on tarpeeksi kompakti työskentelemään sisätiloissa, varastoissa ja talleissa. Selkeät mittarit ja mukava istuin tekevät pitkistä vuoroista vähemmän väsyttäviä.',
        'Olipa edessä tontin tasaus, lumityöt tai vanhan terassin purku, {name} on monipuolinen työkalu. Kauhan leveys on {spec:bucket-width}, ja nostokyky on {spec:lift-capacity}, mikä riittää raskaille kivi- ja laattalavoille. Kompaktien mittojen ansiosta kone on helppo siirtää työmaalta toiselle koneenkuljetuskärryllä.',
      ],
      nb: [
        '{name} snur på stedet og jobber effektivt på flater der andre lastere sliter. Løftekapasiteten er {spec:lift-capacity} og løftehøyden {spec:lift-height}, så den laster lastebiler og containere uten problemer. Med hurtigfeste for redskaper bytter du fra skuffe til pallegafler, feiekost eller jordfres på noen få minutter.',
        '{brand} {model} har en motor på {spec:engine-power} og hydraulikk som orker å drive krevende redskaper som stubbefres og snøfres. Maskinen veier {spec:weight} og er kompakt nok til å jobbe innendørs i lagerhaller og fjøs. Oversiktlige instrumenter og et komfortabelt sete gjør lange økter mindre slitsomme.',
        'Enten du skal planere en tomt, måke snø eller rive en terrasse, er {name} et allsidig verktøy. Skuffen har en bredde på {spec:bucket-width}, og løftekapasiteten på {spec:lift-capacity} holder til tunge paller med stein og heller. De kompakte målene gjør den enkel å flytte mellom jobbene på maskinhenger.',
      ],
    },
  },
  {
    category: 'skopor-redskap',
    image: 'bucket',
    kind: 'part',
    noun: { sv: 'Grävskopa', da: 'Graveskovl', en: 'Digging bucket', fi: 'Kaivukauha', nb: 'Graveskuffe' },
    brands: ['nordgrav', 'polarstal'],
    models: ['GS 15', 'GS 25', 'GS 40', 'GS 60', 'GS 80'],
    priceSek: [3900, 14_900],
    sizes: ['300 mm', '400 mm', '500 mm', '600 mm', '800 mm'],
    specs: [weight([35, 180], 1), volume([40, 220]), coupler('S30/150', 'S40', 'S45'), material],
    descriptions: {
      sv: [
        '{name} är byggd i slitstål med förstärkt skär och utbytbara tänder för lång livslängd i stenig mark. Skopan rymmer {spec:volume} och har fäste {spec:coupler}. Ett robust val för schaktning, dikning och dagliga grävjobb.',
        'Rätt skopa gör grävaren effektivare. {brand} {model} har en genomtänkt profil som fylls lätt och töms rent, även i blöt lera. Skopan väger {spec:weight} och finns i flera bredder, så att du kan välja efter jobbet.',
        '{name} passar maskiner med snabbfäste {spec:coupler} och är ett prisvärt komplement till grävarens standardskopa. Med en volym på {spec:volume} och slitstarka tänder tar den sig igenom packad morän och rötter. Välj en smal bredd för kabeldiken och en bredare för schakt och lastning.',
      ],
      da: [
        '{name} er bygget i slidstål med forstærket skær og udskiftelige tænder, så den holder længe i stenet jord. Skovlen rummer {spec:volume} og har beslag {spec:coupler}. Et robust valg til udgravning, grøftegravning og daglige graveopgaver.',
        'Den rigtige skovl gør graveren mere effektiv. {brand} {model} har en gennemtænkt profil, der fyldes let og tømmes rent, også i våd ler. Skovlen vejer {spec:weight} og fås i flere bredder, så du kan vælge efter opgaven.',
        '{name} passer til maskiner med hurtigskifte {spec:coupler} og er et prisvenligt supplement til graverens standardskovl. Med et rumfang på {spec:volume} og slidstærke tænder bider den sig igennem fast moræne og rødder. Vælg en smal bredde til kabelgrøfter og en bredere til udgravning og læsning.',
      ],
      en: [
        '{name} is made from wear steel with a reinforced cutting edge and replaceable teeth for a long service life in stony ground. The bucket holds {spec:volume} and fits {spec:coupler} quick couplers. A robust choice for excavation, ditching and everyday digging.',
        'The right bucket makes your excavator more productive. {brand} {model} has a well-designed profile that fills easily and empties cleanly, even in wet clay. The bucket weighs {spec:weight} and comes in several widths, so you can choose one to suit the job.',
        '{name} fits machines with a {spec:coupler} quick coupler and is an affordable complement to the standard bucket on your excavator. With a capacity of {spec:volume} and hard-wearing teeth, it bites through compacted till and roots. Choose a narrow width for cable trenches and a wider one for excavation and loading.',
      ],
      fi: [
        '{name} on valmistettu kulutusteräksestä, ja vahvistettu terä sekä vaihdettavat piikit takaavat pitkän käyttöiän kivisessäkin maassa. Kauhan tilavuus on {spec:volume}, ja kiinnitys on {spec:coupler}. Kestävä valinta kaivantoihin, ojitukseen ja päivittäisiin kaivutöihin.',
        'Oikea kauha tekee kaivinkoneesta tehokkaamman. {brand} {model} on muotoiltu niin, että se täyttyy helposti ja tyhjenee puhtaasti myös märästä savesta. Kauhan paino on {spec:weight}, ja sitä on saatavana useana leveytenä työn mukaan.',
        '{name} sopii koneisiin, joiden kiinnitys on {spec:coupler}, ja se on edullinen lisä vakiokauhan rinnalle. Tilavuus on {spec:volume}, ja kestävät piikit purevat tiiviiseen moreeniin ja juurakoihin. Valitse kapea leveys kaapeliojiin ja leveämpi kaivantoihin ja lastaukseen.',
      ],
      nb: [
        '{name} er laget av slitestål med forsterket skjær og utskiftbare tenner for lang levetid i steinete grunn. Skuffen rommer {spec:volume} og har feste {spec:coupler}. Et robust valg for graving, grøfting og daglige gravejobber.',
        'Riktig skuffe gjør graveren mer effektiv. {brand} {model} har en gjennomtenkt profil som fylles lett og tømmes rent, også i våt leire. Skuffen veier {spec:weight} og fås i flere bredder, så du kan velge etter jobben.',
        '{name} passer maskiner med hurtigfeste {spec:coupler} og er et rimelig supplement til graverens standardskuffe. Med et volum på {spec:volume} og slitesterke tenner biter den seg gjennom hard morene og røtter. Velg smal bredde til kabelgrøfter og bredere til graving og lasting.',
      ],
    },
  },
  {
    category: 'skopor-redskap',
    image: 'bucket',
    kind: 'part',
    noun: {
      sv: 'Planeringsskopa',
      da: 'Planerskovl',
      en: 'Grading bucket',
      fi: 'Luiskakauha',
      nb: 'Pusseskuffe',
    },
    brands: ['nordgrav', 'polarstal'],
    models: ['PS 15', 'PS 25', 'PS 40', 'PS 60'],
    priceSek: [7900, 29_900],
    sizes: ['1000 mm', '1200 mm', '1400 mm', '1600 mm'],
    specs: [
      weight([90, 280], 1),
      volume([120, 350]),
      coupler('S40', 'S45', 'S50'),
      {
        key: 'design',
        name: { sv: 'Utförande', da: 'Udførelse', en: 'Design', fi: 'Rakenne', nb: 'Utførelse' },
        values: [
          { sv: 'Fast', da: 'Fast', en: 'Fixed', fi: 'Kiinteä', nb: 'Fast' },
          {
            sv: 'Hydraulisk tilt ±45°',
            da: 'Hydraulisk tilt ±45°',
            en: 'Hydraulic tilt ±45°',
            fi: 'Hydraulinen kallistus ±45°',
            nb: 'Hydraulisk tilt ±45°',
          },
        ],
      },
      material,
    ],
    descriptions: {
      sv: [
        '{name} är den självklara skopan för finplanering, slänter och diken. Den breda, grunda profilen och det raka skäret ger jämna ytor inför sådd, plattsättning och asfaltering. Skopan rymmer {spec:volume} och har fäste {spec:coupler}.',
        'Med {brand} {model} går planeringen snabbare och resultatet blir snyggare. Skopan väger {spec:weight} och har dräneringshål som släpper igenom vatten när du rensar diken. Finns i flera bredder och som fast eller tiltbar variant.',
        '{name} gör grovjobb till finjobb. Det bultade skäret kan vändas och bytas när det är slitet, och förstärkta sidor håller formen år efter år. Passar grävare med snabbfäste {spec:coupler}.',
      ],
      da: [
        '{name} er den oplagte skovl til finplanering, skråninger og grøfter. Den brede, flade profil og det lige skær giver jævne flader før såning, fliselægning og asfaltering. Skovlen rummer {spec:volume} og har beslag {spec:coupler}.',
        'Med {brand} {model} går planeringen hurtigere, og resultatet bliver pænere. Skovlen vejer {spec:weight} og har drænhuller, der lader vandet løbe fra, når du renser grøfter. Fås i flere bredder og i en fast eller tiltbar udgave.',
        '{name} forvandler grovarbejde til finarbejde. Det boltede skær kan vendes og udskiftes, når det er slidt, og forstærkede sider holder formen år efter år. Passer til gravemaskiner med hurtigskifte {spec:coupler}.',
      ],
      en: [
        '{name} is the obvious choice for fine grading, slopes and ditches. The wide, shallow profile and straight cutting edge leave an even surface ready for seeding, paving and asphalt. The bucket holds {spec:volume} and fits {spec:coupler} quick couplers.',
        '{brand} {model} makes grading faster and the finish neater. The bucket weighs {spec:weight} and has drainage holes that let water through when you clear ditches. Available in several widths, in fixed or tilting versions.',
        '{name} turns rough work into fine work. The bolt-on cutting edge can be reversed and replaced when worn, and reinforced side plates hold their shape year after year. Fits excavators with a {spec:coupler} quick coupler.',
      ],
      fi: [
        '{name} on itsestään selvä valinta hienotasaukseen, luiskiin ja ojiin. Leveä ja matala profiili sekä suora terä jättävät tasaisen pinnan kylvöä, kiveystä ja asfaltointia varten. Kauhan tilavuus on {spec:volume}, ja kiinnitys on {spec:coupler}.',
        '{brand} {model} nopeuttaa tasaustöitä ja tekee jäljestä siistimpää. Kauhan paino on {spec:weight}, ja pohjan reiät päästävät veden läpi ojia perattaessa. Saatavana useana leveytenä sekä kiinteänä tai kallistuvana versiona.',
        '{name} tekee karkeasta työstä viimeisteltyä. Pultattu terä voidaan kääntää ja vaihtaa, kun se on kulunut, ja vahvistetut sivulevyt pitävät muotonsa vuodesta toiseen. Sopii kaivinkoneisiin, joiden pikakiinnitin on {spec:coupler}.',
      ],
      nb: [
        '{name} er det opplagte valget for finplanering, skråninger og grøfter. Den brede, grunne profilen og det rette skjæret gir jevne flater klare for såing, belegningsstein og asfalt. Skuffen rommer {spec:volume} og har feste {spec:coupler}.',
        'Med {brand} {model} går planeringen raskere, og resultatet blir penere. Skuffen veier {spec:weight} og har dreneringshull som slipper gjennom vann når du rensker grøfter. Fås i flere bredder og som fast eller tiltbar variant.',
        '{name} gjør grovarbeid til finarbeid. Det boltede skjæret kan snus og byttes når det er slitt, og forsterkede sider holder formen år etter år. Passer gravemaskiner med hurtigfeste {spec:coupler}.',
      ],
    },
  },
  {
    category: 'atv',
    image: 'quad-bike',
    kind: 'machine',
    noun: { sv: 'ATV', da: 'ATV', en: 'ATV', fi: 'Mönkijä', nb: 'ATV' },
    brands: ['fjallkraft-motor', 'aurora-atv', 'vildmark', 'tundra'],
    models: ['TR 450', 'TR 500', 'TR 520', 'TR 570'],
    priceSek: [79_900, 149_900],
    hasColors: true,
    specs: [
      engineDisplacement([450, 570]),
      enginePower([22, 35], 0.5),
      towingCapacity([600, 850]),
      topSpeed([70, 100], 5),
      weight([330, 420], 5),
      drive(SELECTABLE_4WD, PERMANENT_4WD),
    ],
    descriptions: {
      sv: [
        '{name} är en arbetsfyrhjuling för skog, gård och fritidshus. Motorn på {spec:engine-displacement} ger gott om vridmoment på låga varv, och dragkapaciteten på {spec:towing-capacity} räcker för en kärra med ved, sten eller vilt. {spec:drive} och differentialspärr tar dig fram i snö och på blöta skogsvägar.',
        '{brand} {model} kombinerar en motor på {spec:engine-power} med automatisk CVT-växellåda, hög- och lågväxel och motorbroms för trygg körning i branta backar. Stadiga pakethållare fram och bak och vinschförberedelse gör den till ett riktigt arbetsredskap. Toppfarten är {spec:top-speed}.',
        'Oavsett om du ska dra timmer, ploga uppfarten eller ta dig till jaktpasset gör {name} jobbet. Servostyrning och individuell hjulupphängning ger bekväm körning även i kuperad terräng. Den väger {spec:weight} och har en slagvolym på {spec:engine-displacement}.',
      ],
      da: [
        '{name} er en arbejds-ATV til skov, landbrug og sommerhus. Motoren på {spec:engine-displacement} giver masser af trækkraft ved lave omdrejninger, og trækkapaciteten på {spec:towing-capacity} rækker til en trailer med brænde, sten eller vildt. {spec:drive} og differentialespærre bringer dig frem i sne og på våde skovveje.',
        '{brand} {model} kombinerer en motor på {spec:engine-power} med automatisk CVT-gearkasse, lavt og højt gear og motorbremse for sikker kørsel på stejle skråninger. Solide bagagebærere for og bag og forberedelse til spil gør den til et rigtigt arbejdsredskab. Tophastigheden er {spec:top-speed}.',
        'Uanset om du skal trække tømmer, rydde sne i indkørslen eller køre ud til jagttårnet, klarer {name} opgaven. Servostyring og uafhængig affjedring giver komfortabel kørsel, også i kuperet terræn. Den vejer {spec:weight} og har et slagvolumen på {spec:engine-displacement}.',
      ],
      en: [
        '{name} is a working ATV for forestry, farms and holiday homes. The {spec:engine-displacement} engine delivers plenty of low-end torque, and a towing capacity of {spec:towing-capacity} is enough for a trailer loaded with firewood, stone or game. {spec:drive} and a differential lock get you through snow and along wet forest tracks.',
        '{brand} {model} pairs a {spec:engine-power} engine with an automatic CVT transmission, high and low range and engine braking for confident descents on steep slopes. Sturdy front and rear racks and a winch-ready frame make it a real working tool. Top speed is {spec:top-speed}.',
        'Whether you are hauling timber, ploughing the driveway or heading out to the hunting stand, {name} gets the job done. Power steering and independent suspension give a comfortable ride, even over hilly terrain. It weighs {spec:weight} and has an engine displacement of {spec:engine-displacement}.',
      ],
      fi: [
        '{name} on työmönkijä metsään, maatilalle ja mökille. Iskutilavuus on {spec:engine-displacement}, ja moottori antaa runsaasti vääntöä jo matalilla kierroksilla. Vetokyky on {spec:towing-capacity}, mikä riittää peräkärrylliselle polttopuita, kiviä tai riistaa. {spec:drive} ja tasauspyörästön lukko vievät perille lumessa ja märillä metsäteillä.',
        '{brand} {model} on rakennettu töihin. Moottorin teho on {spec:engine-power}, ja automaattinen CVT-vaihteisto, hidas ja nopea alue sekä moottorijarrutus tekevät jyrkistä alamäistä turvallisia. Tukevat tavaratelineet edessä ja takana sekä vinssivalmius tekevät mönkijästä todellisen työkalun, ja huippunopeus on {spec:top-speed}.',
        'Olipa edessä tukkien vetoa, pihatien aurausta tai matka jahtipassiin, {name} hoitaa homman. Ohjaustehostin ja erillisjousitus tekevät ajosta mukavaa mäkisessäkin maastossa. Mönkijä painaa {spec:weight}, ja iskutilavuus on {spec:engine-displacement}.',
      ],
      nb: [
        '{name} er en arbeids-ATV for skog, gård og hytte. Motoren på {spec:engine-displacement} gir mye dreiemoment på lave turtall, og trekkapasiteten på {spec:towing-capacity} holder til en henger med ved, stein eller vilt. {spec:drive} og differensialsperre tar deg frem i snø og på våte skogsveier.',
        '{brand} {model} kombinerer en motor på {spec:engine-power} med automatisk CVT-girkasse, lavt og høyt gir og motorbrems for trygg kjøring i bratte bakker. Solide bagasjebrett foran og bak og klargjøring for vinsj gjør den til et ekte arbeidsredskap. Toppfarten er {spec:top-speed}.',
        'Enten du skal kjøre tømmer, brøyte oppkjørselen eller komme deg til jaktposten, gjør {name} jobben. Servostyring og uavhengig fjæring gir komfortabel kjøring, også i kupert terreng. Den veier {spec:weight} og har et slagvolum på {spec:engine-displacement}.',
      ],
    },
  },
  {
    category: 'atv',
    image: 'quad-bike',
    kind: 'machine',
    noun: { sv: 'Ungdoms-ATV', da: 'Ungdoms-ATV', en: 'Youth ATV', fi: 'Nuorten mönkijä', nb: 'Ungdoms-ATV' },
    brands: ['fjallkraft-motor', 'aurora-atv', 'vildmark', 'tundra'],
    models: ['JR 90', 'JR 100', 'JR 110', 'JR 125'],
    priceSek: [12_900, 34_900],
    hasColors: true,
    specs: [
      engineDisplacement([90, 125]),
      topSpeed([20, 50], 5),
      weight([95, 150], 1),
      {
        key: 'recommended-age',
        name: {
          sv: 'Rekommenderad ålder',
          da: 'Anbefalet alder',
          en: 'Recommended age',
          fi: 'Suositeltu ikä',
          nb: 'Anbefalt alder',
        },
        values: [
          { sv: 'Från 10 år', da: 'Fra 10 år', en: 'Ages 10+', fi: '10-vuotiaasta alkaen', nb: 'Fra 10 år' },
          { sv: 'Från 12 år', da: 'Fra 12 år', en: 'Ages 12+', fi: '12-vuotiaasta alkaen', nb: 'Fra 12 år' },
          { sv: 'Från 14 år', da: 'Fra 14 år', en: 'Ages 14+', fi: '14-vuotiaasta alkaen', nb: 'Fra 14 år' },
        ],
      },
      {
        key: 'transmission',
        name: { sv: 'Växellåda', da: 'Gearkasse', en: 'Transmission', fi: 'Vaihteisto', nb: 'Girkasse' },
        values: [
          {
            sv: 'Automatisk med backväxel',
            da: 'Automatisk med bakgear',
            en: 'Automatic with reverse',
            fi: 'Automaattinen, peruutusvaihde',
            nb: 'Automatisk med revers',
          },
          {
            sv: 'Automatisk CVT med backväxel',
            da: 'Automatisk CVT med bakgear',
            en: 'CVT automatic with reverse',
            fi: 'Automaattinen CVT, peruutusvaihde',
            nb: 'Automatisk CVT med revers',
          },
        ],
      },
      drive(REAR_WHEEL_DRIVE),
    ],
    descriptions: {
      sv: [
        '{name} är en trygg första fyrhjuling för unga förare. Motorn på {spec:engine-displacement} har en justerbar gasbegränsare, så att en vuxen kan hålla nere farten medan den unga lär sig. Toppfarten är högst {spec:top-speed}.',
        '{brand} {model} har nödstopp med dragsnöre, fjärrstyrt motorstopp och tydliga reglage anpassade för mindre händer. Den väger {spec:weight} och är lätt att hantera, samtidigt som bred spårvidd och låg tyngdpunkt ger stabil körning. Avsedd för körning på privat mark under uppsikt av en vuxen.',
        'Ge nästa generation en riktig upplevelse i terrängen. {name} har automatisk växellåda, elstart och en motor på {spec:engine-displacement} – lätt att komma igång med och rolig länge. Glöm inte hjälm, handskar och stövlar; vi hjälper gärna till att hitta rätt skyddsutrustning.',
      ],
      da: [
        '{name} er en tryg første ATV til unge førere. Motoren på {spec:engine-displacement} har en justerbar gasbegrænser, så en voksen kan holde farten nede, mens den unge lærer. Tophastigheden er højst {spec:top-speed}.',
        '{brand} {model} har nødstop med snor, fjernbetjent motorstop og overskuelige betjeningsgreb tilpasset mindre hænder. Den vejer {spec:weight} og er let at håndtere, mens bred sporvidde og lavt tyngdepunkt giver stabil kørsel. Beregnet til kørsel på privat grund under opsyn af en voksen.',
        'Giv den næste generation en ægte oplevelse i terrænet. {name} har automatgear, elstart og en motor på {spec:engine-displacement} – nem at komme i gang med og sjov i lang tid. Husk hjelm, handsker og støvler; vi hjælper gerne med at finde det rigtige sikkerhedsudstyr.',
      ],
      en: [
        '{name} is a safe first ATV for young riders. The {spec:engine-displacement} engine has an adjustable throttle limiter, so an adult can keep the speed down while the rider learns. Top speed is no more than {spec:top-speed}.',
        '{brand} {model} has a tether kill switch, remote engine stop and clear controls sized for smaller hands. It weighs {spec:weight} and is easy to handle, while a wide track and low centre of gravity keep it stable. Intended for riding on private land under adult supervision.',
        'Give the next generation a proper off-road experience. {name} has an automatic transmission, electric start and a {spec:engine-displacement} engine – easy to get started with and fun for years. Remember a helmet, gloves and boots; we are happy to help you choose the right protective gear.',
      ],
      fi: [
        '{name} on turvallinen ensimmäinen mönkijä nuorelle kuljettajalle. Iskutilavuus on {spec:engine-displacement}, ja säädettävän kaasunrajoittimen avulla aikuinen voi pitää vauhdin maltillisena oppimisen ajan. Huippunopeus on enintään {spec:top-speed}.',
        '{brand} {model} on varustettu narulla toimivalla hätäpysäyttimellä, kauko-ohjattavalla moottorin sammutuksella ja pienempiin käsiin sopivilla hallintalaitteilla. Mönkijä painaa {spec:weight} ja on helppo käsitellä, ja leveä raideväli sekä matala painopiste pitävät sen vakaana. Tarkoitettu ajettavaksi yksityisalueella aikuisen valvonnassa.',
        'Anna uudelle sukupolvelle aito maastoelämys. {name} on helppo ottaa käyttöön automaattivaihteiston ja sähköstartin ansiosta, ja iskutilavuus on {spec:engine-displacement}. Muista kypärä, hanskat ja saappaat – autamme mielellämme oikeiden suojavarusteiden valinnassa.',
      ],
      nb: [
        '{name} er en trygg første ATV for unge førere. Motoren på {spec:engine-displacement} har en justerbar gassbegrenser, slik at en voksen kan holde farten nede mens den unge lærer. Toppfarten er maks {spec:top-speed}.',
        '{brand} {model} har nødstopp med snor, fjernstyrt motorstopp og oversiktlige betjeningshendler tilpasset mindre hender. Den veier {spec:weight} og er lett å håndtere, mens bred sporvidde og lavt tyngdepunkt gir stabil kjøring. Beregnet for kjøring på privat grunn under tilsyn av en voksen.',
        'Gi neste generasjon en ekte terrengopplevelse. {name} har automatgir, elektrisk start og en motor på {spec:engine-displacement} – lett å komme i gang med og morsom lenge. Husk hjelm, hansker og støvler; vi hjelper deg gjerne med å finne riktig sikkerhetsutstyr.',
      ],
    },
  },
  {
    category: 'utv',
    image: 'utv',
    kind: 'machine',
    noun: { sv: 'UTV', da: 'UTV', en: 'UTV', fi: 'UTV', nb: 'UTV' },
    brands: ['fjallkraft-motor', 'vildmark', 'tundra'],
    models: ['SX 570', 'SX 700', 'SX 850', 'SX 1000'],
    priceSek: [149_900, 299_900],
    hasColors: true,
    specs: [
      engineDisplacement([570, 1000]),
      payload([300, 550]),
      towingCapacity([700, 1100]),
      {
        key: 'seats',
        name: { sv: 'Sittplatser', da: 'Siddepladser', en: 'Seats', fi: 'Istumapaikat', nb: 'Sitteplasser' },
        range: [2, 4],
        step: 1,
      },
      topSpeed([60, 110], 5),
      drive(SELECTABLE_4WD, PERMANENT_4WD),
    ],
    descriptions: {
      sv: [
        '{name} är en side-by-side för dig som behöver både lastflak och passagerarplatser. Flaket tar {spec:payload}, dragkapaciteten är {spec:towing-capacity} och det finns plats för {spec:seats} personer. {spec:drive} och differentialspärr ger framkomlighet i alla väder.',
        '{brand} {model} är byggd för långa dagar i skog och mark. Motorn på {spec:engine-displacement} och en toppfart på {spec:top-speed} gör att du snabbt tar dig mellan arbetsplatserna, och det tippbara flaket förenklar lossningen. Störtbur, säkerhetsbälten och dörrnät ingår som standard.',
        'Med {name} flyttar du ved, verktyg och fällt vilt bekvämt och säkert, oavsett väder. Ratt och bilkänsla gör den lätt att köra, även för den som aldrig kört fyrhjuling. Med {spec:seats} sittplatser och en lastförmåga på {spec:payload} är den en självklar arbetskamrat på gården.',
      ],
      da: [
        '{name} er en side-by-side til dig, der både har brug for lad og passagerpladser. Ladet tager {spec:payload}, trækkapaciteten er {spec:towing-capacity}, og der er plads til {spec:seats} personer. {spec:drive} og differentialespærre giver fremkommelighed i al slags vejr.',
        '{brand} {model} er bygget til lange dage i skov og mark. Motoren på {spec:engine-displacement} og en tophastighed på {spec:top-speed} gør, at du hurtigt kommer mellem arbejdsstederne, og det tippelige lad gør aflæsningen nem. Styrtbur, sikkerhedsseler og dørnet er standard.',
        'Med {name} flytter du brænde, værktøj og nedlagt vildt komfortabelt og sikkert, uanset vejret. Rat og en bilagtig køreoplevelse gør den let at køre, også hvis du aldrig har kørt ATV. Med {spec:seats} siddepladser og en nyttelast på {spec:payload} er den en oplagt arbejdskammerat på gården.',
      ],
      en: [
        '{name} is a side-by-side for anyone who needs both a cargo bed and passenger seats. The bed takes {spec:payload}, towing capacity is {spec:towing-capacity} and there is room for {spec:seats} people. {spec:drive} and a differential lock keep you moving in all weathers.',
        '{brand} {model} is built for long days in the forest and on the farm. The {spec:engine-displacement} engine and a top speed of {spec:top-speed} get you quickly between jobs, and the tipping bed makes unloading easy. A roll cage, seat belts and door nets come as standard.',
        'With {name} you can move firewood, tools and game comfortably and safely, whatever the weather. A steering wheel and car-like handling make it easy to drive, even if you have never ridden a quad. With {spec:seats} seats and a payload of {spec:payload}, it is a natural workmate around the farm.',
      ],
      fi: [
        '{name} on side-by-side-ajoneuvo sinulle, joka tarvitset sekä kuormalavan että matkustajapaikat. Kantavuus on {spec:payload}, vetokyky {spec:towing-capacity} ja istumapaikkoja on {spec:seats}. {spec:drive} ja tasauspyörästön lukko pitävät menon käynnissä kelillä kuin kelillä.',
        '{brand} {model} on rakennettu pitkiin päiviin metsässä ja pelloilla. Iskutilavuus on {spec:engine-displacement} ja huippunopeus {spec:top-speed}, joten siirtymät työkohteiden välillä sujuvat ripeästi, ja kippaava lava helpottaa purkamista. Turvakehikko, turvavyöt ja oviverkot kuuluvat vakiovarusteisiin.',
        '{name} kuljettaa polttopuut, työkalut ja saaliin mukavasti ja turvallisesti säällä kuin säällä. Ratti ja autoa muistuttava ajotuntuma tekevät ajamisesta helppoa, vaikka et olisi koskaan ajanut mönkijää. Istumapaikkoja on {spec:seats} ja kantavuus on {spec:payload}, joten ajoneuvo on luonteva työkaveri maatilalla.',
      ],
      nb: [
        '{name} er en side-by-side for deg som trenger både lasteplan og passasjerplasser. Lasteplanet tar {spec:payload}, trekkapasiteten er {spec:towing-capacity}, og det er plass til {spec:seats} personer. {spec:drive} og differensialsperre gir god fremkommelighet i all slags vær.',
        '{brand} {model} er bygget for lange dager i skog og mark. Motoren på {spec:engine-displacement} og en toppfart på {spec:top-speed} gjør at du raskt kommer deg mellom arbeidsstedene, og det tippbare lasteplanet gjør lossingen enkel. Veltebur, sikkerhetsbelter og dørnett er standard.',
        'Med {name} frakter du ved, verktøy og felt vilt komfortabelt og trygt, uansett vær. Ratt og bilaktig kjørefølelse gjør den lett å kjøre, også for deg som aldri har kjørt ATV. Med {spec:seats} sitteplasser og en nyttelast på {spec:payload} er den en selvskreven arbeidskamerat på gården.',
      ],
    },
  },
  {
    category: 'utv',
    image: 'utv',
    kind: 'machine',
    noun: {
      sv: 'Eldriven UTV',
      da: 'Elektrisk UTV',
      en: 'Electric UTV',
      fi: 'Sähkö-UTV',
      nb: 'Elektrisk UTV',
    },
    brands: ['fjallkraft-motor', 'vildmark', 'tundra'],
    models: ['EV 4', 'EV 6', 'EV 8', 'EV 10'],
    priceSek: [179_900, 329_900],
    hasColors: true,
    specs: [
      batteryCapacity([10, 20]),
      {
        key: 'driving-range',
        name: { sv: 'Räckvidd', da: 'Rækkevidde', en: 'Range', fi: 'Toimintamatka', nb: 'Rekkevidde' },
        unit: 'km',
        range: [50, 110],
        step: 5,
      },
      enginePower([10, 30], 0.5),
      payload([300, 500]),
      topSpeed([40, 70], 5),
      towingCapacity([500, 900]),
    ],
    descriptions: {
      sv: [
        '{name} är nästan ljudlös och helt utsläppsfri – perfekt för golfbanor, campingplatser, stall och fastighetsskötsel där buller och avgaser inte är välkomna. Batteriet på {spec:battery-capacity} ger en räckvidd på upp till {spec:driving-range}, och den laddas över natten i ett vanligt vägguttag.',
        '{brand} {model} levererar fullt vridmoment direkt från stillastående. Elmotorn på {spec:engine-power} drar {spec:towing-capacity} utan att tveka, och flaket tar {spec:payload}. Inga oljebyten och inga tändstift – servicebehovet är minimalt.',
        'Med {name} kan du köra tidigt på morgonen utan att väcka grannarna eller skrämma viltet. Toppfarten är {spec:top-speed} och räckvidden upp till {spec:driving-range}, vilket räcker för en hel arbetsdag på gården. Regenerativ bromsning laddar batteriet i nedförsbackar.',
      ],
      da: [
        '{name} er næsten lydløs og helt emissionsfri – perfekt til golfbaner, campingpladser, stalde og ejendomsservice, hvor støj og udstødning ikke er velkomne. Batteriet på {spec:battery-capacity} giver en rækkevidde på op til {spec:driving-range}, og den lades op fra en almindelig stikkontakt i løbet af natten.',
        '{brand} {model} leverer fuldt drejningsmoment helt fra stilstand. Elmotoren på {spec:engine-power} trækker {spec:towing-capacity} uden at tøve, og ladet tager {spec:payload}. Ingen olieskift og ingen tændrør – servicebehovet er minimalt.',
        'Med {name} kan du køre tidligt om morgenen uden at vække naboerne eller skræmme vildtet. Tophastigheden er {spec:top-speed} og rækkevidden op til {spec:driving-range}, hvilket rækker til en hel arbejdsdag på gården. Regenerativ bremsning oplader batteriet, når det går ned ad bakke.',
      ],
      en: [
        '{name} is almost silent and completely emission-free – perfect for golf courses, campsites, stables and property maintenance, where noise and exhaust fumes are unwelcome. The {spec:battery-capacity} battery gives a range of up to {spec:driving-range}, and it charges overnight from a standard household socket.',
        '{brand} {model} delivers full torque from a standstill. The {spec:engine-power} electric motor pulls {spec:towing-capacity} without hesitation, and the bed takes {spec:payload}. No oil changes, no spark plugs – servicing is kept to a minimum.',
        '{name} lets you head out early in the morning without waking the neighbours or scaring off wildlife. Top speed is {spec:top-speed} and the range up to {spec:driving-range}, enough for a full working day on the farm. Regenerative braking charges the battery on downhill stretches.',
      ],
      fi: [
        '{name} on lähes äänetön ja täysin päästötön – täydellinen golfkentille, leirintäalueille, talleille ja kiinteistönhoitoon, missä melu ja pakokaasut eivät ole tervetulleita. Akun kapasiteetti on {spec:battery-capacity}, ja toimintamatka on jopa {spec:driving-range}. Akku latautuu yön aikana tavallisesta pistorasiasta.',
        '{brand} {model} antaa täyden väännön heti paikaltaan. Sähkömoottorin teho on {spec:engine-power}, vetokyky {spec:towing-capacity} ja kantavuus {spec:payload}. Ei öljynvaihtoja eikä sytytystulppia – huoltotarve on minimaalinen.',
        '{name} sopii varhaisiin aamuihin, sillä se ei herätä naapureita eikä säikytä riistaa. Huippunopeus on {spec:top-speed} ja toimintamatka jopa {spec:driving-range}, mikä riittää koko työpäiväksi maatilalla. Regeneratiivinen jarrutus lataa akkua alamäissä.',
      ],
      nb: [
        '{name} er nesten lydløs og helt utslippsfri – perfekt for golfbaner, campingplasser, staller og eiendomsdrift der støy og eksos ikke er velkomment. Batteriet på {spec:battery-capacity} gir en rekkevidde på opptil {spec:driving-range}, og den lades fra en vanlig stikkontakt over natten.',
        '{brand} {model} leverer fullt dreiemoment fra stillestående. Elmotoren på {spec:engine-power} trekker {spec:towing-capacity} uten å nøle, og lasteplanet tar {spec:payload}. Ingen oljeskift og ingen tennplugger – servicebehovet er minimalt.',
        'Med {name} kan du kjøre tidlig om morgenen uten å vekke naboene eller skremme viltet. Toppfarten er {spec:top-speed} og rekkevidden opptil {spec:driving-range}, nok til en hel arbeidsdag på gården. Regenerativ bremsing lader batteriet i nedoverbakker.',
      ],
    },
  },
  {
    category: 'slap-vagnar',
    image: 'trailer',
    kind: 'machine',
    noun: {
      sv: 'ATV-vagn',
      da: 'ATV-trailer',
      en: 'ATV trailer',
      fi: 'Mönkijän peräkärry',
      nb: 'ATV-henger',
    },
    brands: ['stockholms-maskin', 'vildmark'],
    models: ['AK 300', 'AK 400', 'AK 500', 'AK 600'],
    priceSek: [4900, 19_900],
    specs: [
      payload([200, 500]),
      totalWeight([280, 650]),
      weight([70, 150], 1),
      platformLength([100, 160]),
      platformWidth([70, 110]),
    ],
    descriptions: {
      sv: [
        '{name} är en tippbar vagn för ved, ris, sten och jaktutrustning. Lastförmågan är {spec:payload} och flaket mäter {spec:platform-length} × {spec:platform-width}. Breda terrängdäck gör att den rullar lätt även på mjuk mark och i snö.',
        '{brand} {model} är byggd i varmförzinkat stål som står emot både väta och vägsalt. Vagnen väger {spec:weight} och har en totalvikt på {spec:total-weight}, så den passar de flesta fyrhjulingar och åkgräsklippare. Löstagbara lämmar gör det enkelt att lasta från sidan.',
        'En bra vagn gör fyrhjulingen till ett riktigt arbetsredskap. {name} har ett flak på {spec:platform-length} × {spec:platform-width} och tippas för hand med ett enkelt handtag. Med en lastförmåga på {spec:payload} klarar den allt från vedklabbar till säckar med grus.',
      ],
      da: [
        '{name} er en tippelig trailer til brænde, grene, sten og jagtudstyr. Nyttelasten er {spec:payload}, og ladet måler {spec:platform-length} × {spec:platform-width}. Brede terrændæk gør, at den ruller let, også på blød bund og i sne.',
        "{brand} {model} er bygget af varmgalvaniseret stål, der modstår både fugt og vejsalt. Traileren vejer {spec:weight} og har en totalvægt på {spec:total-weight}, så den passer til de fleste ATV'er og havetraktorer. Aftagelige sider gør det nemt at læsse fra siden.",
        'En god trailer gør din ATV til et rigtigt arbejdsredskab. {name} har et lad på {spec:platform-length} × {spec:platform-width} og tippes manuelt med et enkelt håndtag. Med en nyttelast på {spec:payload} klarer den alt fra brændestykker til sække med grus.',
      ],
      en: [
        '{name} is a tipping trailer for firewood, brush, stone and hunting gear. Payload is {spec:payload} and the bed measures {spec:platform-length} × {spec:platform-width}. Wide all-terrain tyres help it roll easily over soft ground and snow.',
        '{brand} {model} is built from hot-dip galvanised steel that stands up to both rain and road salt. The trailer weighs {spec:weight} and has a gross weight of {spec:total-weight}, so it suits most ATVs and ride-on mowers. Removable sides make loading from the side easy.',
        'A good trailer turns your ATV into a proper working tool. {name} has a {spec:platform-length} × {spec:platform-width} bed and tips by hand with a simple handle. With a payload of {spec:payload}, it handles everything from logs to bags of gravel.',
      ],
      fi: [
        '{name} on kipattava kärry polttopuille, risuille, kiville ja metsästysvarusteille. Kantavuus on {spec:payload}, ja lavan mitat ovat {spec:platform-length} × {spec:platform-width}. Leveät maastorenkaat rullaavat kevyesti pehmeälläkin alustalla ja lumessa.',
        '{brand} {model} on valmistettu kuumasinkitystä teräksestä, joka kestää sekä kosteutta että tiesuolaa. Kärryn paino on {spec:weight} ja kokonaispaino {spec:total-weight}, joten se sopii useimpiin mönkijöihin ja ajoleikkureihin. Irrotettavat laidat helpottavat lastaamista sivulta.',
        'Hyvä kärry tekee mönkijästä todellisen työkalun. {name} on varustettu lavalla, jonka mitat ovat {spec:platform-length} × {spec:platform-width}, ja se kipataan käsin yksinkertaisella kahvalla. Kantavuus on {spec:payload}, joten halot ja sorasäkit kulkevat vaivatta.',
      ],
      nb: [
        '{name} er en tippbar henger for ved, kvist, stein og jaktutstyr. Nyttelasten er {spec:payload}, og lasteplanet måler {spec:platform-length} × {spec:platform-width}. Brede terrengdekk gjør at den ruller lett, også på myk mark og i snø.',
        '{brand} {model} er bygget av varmforsinket stål som tåler både fukt og veisalt. Hengeren veier {spec:weight} og har en totalvekt på {spec:total-weight}, så den passer til de fleste ATV-er og sittegressklippere. Avtakbare karmer gjør det enkelt å laste fra siden.',
        'En god henger gjør ATV-en til et ekte arbeidsredskap. {name} har et lasteplan på {spec:platform-length} × {spec:platform-width} og tippes manuelt med et enkelt håndtak. Med en nyttelast på {spec:payload} klarer den alt fra vedkubber til sekker med grus.',
      ],
    },
  },
  {
    category: 'slap-vagnar',
    image: 'trailer',
    kind: 'machine',
    noun: { sv: 'Släpvagn', da: 'Trailer', en: 'Car trailer', fi: 'Peräkärry', nb: 'Tilhenger' },
    brands: ['stockholms-maskin', 'vildmark'],
    models: ['SV 750', 'SV 1000', 'SV 1300', 'SV 1500', 'SV 2000'],
    priceSek: [9900, 49_900],
    specs: [
      totalWeight([750, 2000], 50),
      payload([500, 1600]),
      platformLength([200, 350]),
      platformWidth([120, 160]),
      {
        key: 'axles',
        name: { sv: 'Axlar', da: 'Aksler', en: 'Axles', fi: 'Akselit', nb: 'Aksler' },
        values: [
          { sv: 'Enaxlad', da: 'Enakslet', en: 'Single axle', fi: 'Yksiakselinen', nb: 'Enakslet' },
          { sv: 'Boggi', da: 'Boogie (2 aksler)', en: 'Tandem axle', fi: 'Kaksiakselinen', nb: 'Boggi' },
        ],
      },
    ],
    descriptions: {
      sv: [
        '{name} är ett mångsidigt släp för flyttar, tippturer och trädgårdsavfall. Totalvikten är {spec:total-weight} och lastförmågan {spec:payload}, och flaket mäter {spec:platform-length} × {spec:platform-width}. Kontrollera att bilens dragvikt och ditt körkort räcker för släpets totalvikt.',
        '{brand} {model} har ett varmförzinkat chassi och slitstarka flaksidor som tål många år av tuffa tag. Fällbara lämmar runt om gör det lätt att lasta, och surrningsöglor håller lasten på plats. Lastförmågan är {spec:payload}.',
        'Med {name} hämtar du byggmaterial, möbler och ris utan att behöva hyra skåpbil. Flaket mäter {spec:platform-length} × {spec:platform-width}, och med en lastförmåga på {spec:payload} räcker det långt för helgens projekt. Kapell och stödhjul finns som tillbehör.',
      ],
      da: [
        '{name} er en alsidig trailer til flytninger, ture på genbrugspladsen og haveaffald. Totalvægten er {spec:total-weight} og nyttelasten {spec:payload}, og ladet måler {spec:platform-length} × {spec:platform-width}. Kontrollér, at bilens trækvægt og dit kørekort rækker til trailerens totalvægt.',
        '{brand} {model} har et varmgalvaniseret chassis og slidstærke sider, der kan klare mange års hårdt brug. Nedklappelige sider hele vejen rundt gør det nemt at læsse, og surringsøjer holder lasten på plads. Nyttelasten er {spec:payload}.',
        'Med {name} henter du byggematerialer, møbler og grene uden at skulle leje en varebil. Ladet måler {spec:platform-length} × {spec:platform-width}, og med en nyttelast på {spec:payload} rækker det langt til weekendens projekter. Presenning og næsehjul fås som tilbehør.',
      ],
      en: [
        '{name} is a versatile trailer for house moves, trips to the recycling centre and garden waste. Gross weight is {spec:total-weight}, payload {spec:payload} and the bed measures {spec:platform-length} × {spec:platform-width}. Check that the towing capacity of your car and your driving licence cover the gross weight of the trailer.',
        '{brand} {model} has a hot-dip galvanised chassis and hard-wearing sides built to take years of heavy use. Drop-down sides all round make loading easy, and lashing points keep the load in place. Payload is {spec:payload}.',
        'With {name} you can collect building materials, furniture and brushwood without hiring a van. The bed measures {spec:platform-length} × {spec:platform-width}, and a payload of {spec:payload} goes a long way for weekend projects. A tarpaulin cover and jockey wheel are available as accessories.',
      ],
      fi: [
        '{name} on monipuolinen kärry muuttoihin, kierrätyskeskuskäynteihin ja puutarhajätteille. Kokonaispaino on {spec:total-weight}, kantavuus {spec:payload} ja lavan mitat {spec:platform-length} × {spec:platform-width}. Tarkista, että auton vetokyky ja ajokorttisi riittävät kärryn kokonaispainolle.',
        '{brand} {model} on varustettu kuumasinkityllä rungolla ja laidoilla, jotka kestävät vuosien kovan käytön. Joka puolelta avattavat laidat helpottavat lastaamista, ja sidontapisteet pitävät kuorman paikallaan. Kantavuus on {spec:payload}.',
        'Kun {name} on pihassa, rakennustarvikkeiden, huonekalujen ja risujen kuljetus onnistuu ilman pakettiauton vuokraamista. Lavan mitat ovat {spec:platform-length} × {spec:platform-width}, ja kantavuus on {spec:payload}, mikä riittää pitkälle viikonlopun projekteissa. Kuomu ja tukipyörä ovat saatavana lisävarusteina.',
      ],
      nb: [
        '{name} er en allsidig henger for flytting, turer til gjenvinningsstasjonen og hageavfall. Totalvekten er {spec:total-weight} og nyttelasten {spec:payload}, og lasteplanet måler {spec:platform-length} × {spec:platform-width}. Sjekk at bilens tillatte tilhengervekt og førerkortet ditt dekker hengerens totalvekt.',
        '{brand} {model} har et varmforsinket chassis og slitesterke karmer som tåler mange år med hard bruk. Nedfellbare karmer hele veien rundt gjør det enkelt å laste, og surringsfester holder lasten på plass. Nyttelasten er {spec:payload}.',
        'Med {name} henter du byggevarer, møbler og kvist uten å måtte leie varebil. Lasteplanet måler {spec:platform-length} × {spec:platform-width}, og med en nyttelast på {spec:payload} kommer du langt med helgens prosjekter. Presenning og nesehjul fås som tilbehør.',
      ],
    },
  },
  {
    category: 'slap-vagnar',
    image: 'trailer',
    kind: 'machine',
    noun: {
      sv: 'Maskinsläp',
      da: 'Maskintrailer',
      en: 'Plant trailer',
      fi: 'Koneenkuljetuskärry',
      nb: 'Maskinhenger',
    },
    brands: ['stockholms-maskin', 'vildmark'],
    models: ['MS 2000', 'MS 2500', 'MS 2700', 'MS 3000', 'MS 3500'],
    priceSek: [39_900, 119_000],
    specs: [
      totalWeight([2000, 3500], 50),
      payload([1400, 2700]),
      weight([550, 900], 5),
      platformLength([300, 450]),
      platformWidth([150, 200]),
    ],
    descriptions: {
      sv: [
        '{name} är byggt för att frakta minigrävare, hjullastare och dumprar säkert mellan jobben. Totalvikten är {spec:total-weight} och lastförmågan {spec:payload}, och de kraftiga ramperna gör det enkelt att köra upp maskinen. Boggiaxel med påskjutsbromsar ger stabila köregenskaper även med tung last.',
        '{brand} {model} har ett flak på {spec:platform-length} × {spec:platform-width} med halkskyddat golv och surrningspunkter i alla hörn. Släpet väger {spec:weight} tomt, och det låga flaket ger en flack rampvinkel. Ett självklart val för entreprenörer och uthyrare.',
        'Flytta maskinen själv i stället för att boka transport. {name} har en lastförmåga på {spec:payload} och kan dras av en personbil eller pickup med tillräcklig dragvikt. Observera att ett släp med totalvikten {spec:total-weight} kan kräva behörighet BE.',
      ],
      da: [
        '{name} er bygget til at fragte minigravere, gummigeder og dumpere sikkert mellem opgaverne. Totalvægten er {spec:total-weight} og nyttelasten {spec:payload}, og de kraftige ramper gør det nemt at køre maskinen op. Boogieaksel med påløbsbremser giver stabile køreegenskaber, også med tung last.',
        '{brand} {model} har et lad på {spec:platform-length} × {spec:platform-width} med skridsikker bund og surringspunkter i alle hjørner. Traileren vejer {spec:weight} tom, og det lave lad giver en flad rampevinkel. Et oplagt valg til entreprenører og udlejningsfirmaer.',
        'Flyt selv din maskine i stedet for at bestille transport. {name} har en nyttelast på {spec:payload} og kan trækkes af en almindelig personbil eller pickup med tilstrækkelig trækvægt. Bemærk, at en trailer med en totalvægt på {spec:total-weight} kan kræve kørekort til kategori BE.',
      ],
      en: [
        '{name} is built to carry mini excavators, wheel loaders and dumpers safely between jobs. Gross weight is {spec:total-weight} and payload {spec:payload}, and heavy-duty ramps make it easy to drive the machine on. A tandem axle with overrun brakes keeps it stable, even with a heavy load.',
        '{brand} {model} has a {spec:platform-length} × {spec:platform-width} bed with a non-slip floor and lashing points in every corner. The trailer weighs {spec:weight} unladen, and the low deck gives a gentle ramp angle. A natural choice for contractors and hire companies.',
        'Move your machine yourself instead of booking transport. {name} has a payload of {spec:payload} and can be towed by an ordinary car or pickup with sufficient towing capacity. Note that a trailer with a gross weight of {spec:total-weight} may require a category BE driving licence.',
      ],
      fi: [
        '{name} on tehty minikaivinkoneiden, pienkuormaajien ja dumppereiden turvalliseen kuljetukseen työmaalta toiselle. Kokonaispaino on {spec:total-weight} ja kantavuus {spec:payload}, ja tukevat ajosillat helpottavat koneen ajamista lavalle. Teliakseli ja työntöjarrut pitävät kärryn vakaana raskaankin kuorman kanssa.',
        '{brand} {model} on varustettu lavalla, jonka mitat ovat {spec:platform-length} × {spec:platform-width}, sekä liukuestepohjalla ja sidontapisteillä joka kulmassa. Kärryn oma paino on {spec:weight}, ja matala lava tekee ajosiltojen kulmasta loivan. Luonteva valinta urakoitsijoille ja vuokraamoille.',
        'Siirrä koneesi itse kuljetuksen tilaamisen sijaan. {name} kantaa {spec:payload}, ja sitä voi vetää tavallisella henkilö- tai pakettiautolla, jonka vetokyky riittää. Huomaa, että kun kokonaispaino on {spec:total-weight}, kärryn vetäminen voi vaatia BE-ajokortin.',
      ],
      nb: [
        '{name} er bygget for å frakte minigravere, hjullastere og dumpere trygt mellom jobbene. Totalvekten er {spec:total-weight} og nyttelasten {spec:payload}, og de kraftige rampene gjør det enkelt å kjøre maskinen opp. Boggiaksel med påløpsbrems gir stabile kjøreegenskaper, også med tung last.',
        '{brand} {model} har et lasteplan på {spec:platform-length} × {spec:platform-width} med sklisikkert gulv og surringspunkter i alle hjørner. Hengeren veier {spec:weight} tom, og det lave lasteplanet gir en slak rampevinkel. Et opplagt valg for entreprenører og utleiefirmaer.',
        'Flytt maskinen selv i stedet for å bestille transport. {name} har en nyttelast på {spec:payload} og kan trekkes av en vanlig personbil eller pickup med høy nok tilhengervekt. Merk at en henger med totalvekt på {spec:total-weight} kan kreve førerkort i klasse BE.',
      ],
    },
  },
];
