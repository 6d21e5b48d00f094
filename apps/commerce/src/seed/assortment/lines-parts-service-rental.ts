import type { Localized, ProductLine, SpecDef } from './types.ts';

/*
 * Spare parts, workshop services and rentals. Shared spec keys are named once in SPECS below so
 * that a key always carries the same localized name and unit.
 */

const l = (sv: string, da: string, en: string, fi: string, nb: string): Localized => ({ sv, da, en, fi, nb });

const SPECS: Record<string, { name: Localized; unit?: string }> = {
  weight: { name: l('Vikt', 'Vægt', 'Weight', 'Paino', 'Vekt'), unit: 'kg' },
  fits: { name: l('Passar till', 'Passer til', 'Fits', 'Käyttökohteet', 'Passer til') },
  volume: { name: l('Volym', 'Volumen', 'Volume', 'Tilavuus', 'Volum'), unit: 'l' },
  voltage: { name: l('Spänning', 'Spænding', 'Voltage', 'Jännite', 'Spenning'), unit: 'V' },
  capacity: { name: l('Kapacitet', 'Kapacitet', 'Capacity', 'Kapasiteetti', 'Kapasitet'), unit: 'Ah' },
  length: { name: l('Längd', 'Længde', 'Length', 'Pituus', 'Lengde'), unit: 'cm' },
  duration: {
    name: l(
      'Beräknad arbetstid',
      'Anslået arbejdstid',
      'Estimated work time',
      'Arvioitu työaika',
      'Beregnet arbeidstid',
    ),
    unit: 'h',
  },
  'rental-period': { name: l('Hyresperiod', 'Lejeperiode', 'Rental period', 'Vuokra-aika', 'Leieperiode') },
  deposit: { name: l('Deposition', 'Depositum', 'Deposit', 'Vakuus', 'Depositum'), unit: 'kr' },
  material: { name: l('Material', 'Materiale', 'Material', 'Materiaali', 'Materiale') },
  standard: { name: l('Standard', 'Standard', 'Standard', 'Standardi', 'Standard') },
  included: { name: l('Ingår', 'Omfatter', 'Includes', 'Sisältää', 'Omfatter') },
  'service-interval': {
    name: l('Bytesintervall', 'Skifteinterval', 'Replacement interval', 'Vaihtoväli', 'Bytteintervall'),
    unit: 'h',
  },
  'filter-media': {
    name: l('Filtermaterial', 'Filtermateriale', 'Filter media', 'Suodatinmateriaali', 'Filtermateriale'),
  },
  thread: { name: l('Gänga', 'Gevind', 'Thread', 'Kierre', 'Gjenge') },
  'hose-diameter': {
    name: l('Slangdiameter', 'Slangediameter', 'Hose diameter', 'Letkun halkaisija', 'Slangediameter'),
    unit: 'mm',
  },
  'blade-type': { name: l('Knivtyp', 'Knivtype', 'Blade type', 'Terätyyppi', 'Knivtype') },
  'belt-profile': { name: l('Remprofil', 'Remprofil', 'Belt profile', 'Hihnaprofiili', 'Reimprofil') },
  'belt-width': { name: l('Rembredd', 'Rembredde', 'Belt width', 'Hihnan leveys', 'Reimbredde'), unit: 'mm' },
  'cold-cranking': {
    name: l(
      'Kallstartström',
      'Koldstartstrøm',
      'Cold cranking current',
      'Kylmäkäynnistysvirta',
      'Kaldstartstrøm',
    ),
    unit: 'A',
  },
  'battery-type': { name: l('Batterityp', 'Batteritype', 'Battery type', 'Akkutyyppi', 'Batteritype') },
  'charge-time': {
    name: l('Laddtid', 'Opladningstid', 'Charging time', 'Latausaika', 'Ladetid'),
    unit: 'min',
  },
  viscosity: { name: l('Viskositet', 'Viskositet', 'Viscosity', 'Viskositeetti', 'Viskositet') },
  'oil-base': { name: l('Oljetyp', 'Olietype', 'Oil type', 'Öljytyyppi', 'Oljetype') },
  'min-temperature': {
    name: l(
      'Lägsta brukstemperatur',
      'Laveste brugstemperatur',
      'Minimum operating temperature',
      'Alin käyttölämpötila',
      'Laveste brukstemperatur',
    ),
    unit: '°C',
  },
  'mix-ratio': {
    name: l('Blandningsförhållande', 'Blandingsforhold', 'Mixing ratio', 'Sekoitussuhde', 'Blandingsforhold'),
  },
  tread: { name: l('Mönster', 'Mønster', 'Tread pattern', 'Kuviointi', 'Mønster') },
  'ply-rating': {
    name: l('Ply rating (PR)', 'Ply rating (PR)', 'Ply rating', 'Kerrosluku (PR)', 'Ply rating (PR)'),
  },
  'load-index': {
    name: l('Lastindex', 'Belastningsindeks', 'Load index', 'Kuormitusindeksi', 'Belastningsindeks'),
  },
  'tyre-construction': { name: l('Utförande', 'Udførelse', 'Construction', 'Rakenne', 'Utførelse') },
  'electrode-gap': {
    name: l('Elektrodavstånd', 'Elektrodeafstand', 'Electrode gap', 'Kärkiväli', 'Elektrodeavstand'),
    unit: 'mm',
  },
  pitch: { name: l('Delning', 'Deling', 'Pitch', 'Jako', 'Deling') },
  gauge: { name: l('Spårbredd', 'Sporbredde', 'Gauge', 'Uran leveys', 'Sporbredde') },
  'drive-links': {
    name: l('Antal drivlänkar', 'Antal drivled', 'Drive links', 'Vetolenkkien määrä', 'Antall drivledd'),
  },
  'chain-type': { name: l('Kedjetyp', 'Kædetype', 'Chain type', 'Ketjutyyppi', 'Kjedetype') },
  snr: {
    name: l(
      'Hörselskydd (SNR)',
      'Høreværn (SNR)',
      'Ear defenders (SNR)',
      'Kuulonsuojaimet (SNR)',
      'Hørselvern (SNR)',
    ),
    unit: 'dB',
  },
  turnaround: {
    name: l('Leveranstid', 'Leveringstid', 'Turnaround time', 'Valmistumisaika', 'Leveringstid'),
  },
  'working-pressure': {
    name: l('Arbetstryck', 'Arbejdstryk', 'Working pressure', 'Työpaine', 'Arbeidstrykk'),
    unit: 'bar',
  },
  'plate-width': {
    name: l('Plattbredd', 'Pladebredde', 'Plate width', 'Pohjalevyn leveys', 'Platebredde'),
    unit: 'cm',
  },
  payload: { name: l('Lastförmåga', 'Lasteevne', 'Payload', 'Kantavuus', 'Nyttelast'), unit: 'kg' },
  'grinding-depth': {
    name: l('Fräsdjup', 'Fræsedybde', 'Grinding depth', 'Jyrsintäsyvyys', 'Fresedybde'),
    unit: 'cm',
  },
  'working-width': {
    name: l('Arbetsbredd', 'Arbejdsbredde', 'Working width', 'Työleveys', 'Arbeidsbredde'),
    unit: 'cm',
  },
  'gross-weight': {
    name: l('Totalvikt', 'Totalvægt', 'Gross weight', 'Kokonaispaino', 'Totalvekt'),
    unit: 'kg',
  },
  'engine-displacement': {
    name: l('Slagvolym', 'Slagvolumen', 'Engine displacement', 'Iskutilavuus', 'Slagvolum'),
    unit: 'cm³',
  },
};

function base(key: string) {
  const spec = SPECS[key];
  if (!spec) throw new Error(`Unknown spec key ${key}`);
  return { key, ...spec };
}

/** A numeric spec picked in `range`, rounded to `step`. */
const num = (key: string, range: [number, number], step = 1): SpecDef => ({ ...base(key), range, step });

/** A spec picked among localized values. */
const pick = (key: string, values: Localized[]): SpecDef => ({ ...base(key), values });

const rentalPeriod = pick('rental-period', [
  l('Per dag', 'Pr. dag', 'Per day', 'Päivä', 'Per dag'),
  l(
    'Per dag eller helg',
    'Pr. dag eller weekend',
    'Per day or weekend',
    'Päivä tai viikonloppu',
    'Per dag eller helg',
  ),
  l(
    'Per dag, helg eller vecka',
    'Pr. dag, weekend eller uge',
    'Per day, weekend or week',
    'Päivä, viikonloppu tai viikko',
    'Per dag, helg eller uke',
  ),
]);

const fitsMowers = l(
  'Gräsklippare 46–53 cm',
  'Plæneklippere 46–53 cm',
  'Lawn mowers 46–53 cm',
  'Ruohonleikkurit 46–53 cm',
  'Gressklippere 46–53 cm',
);
const fitsRideOn = l(
  'Åkgräsklippare och trädgårdstraktorer',
  'Havetraktorer og plænetraktorer',
  'Ride-on mowers and garden tractors',
  'Ajoleikkurit ja puutarhatraktorit',
  'Sittegressklippere og hagetraktorer',
);
const fitsSaws = l(
  'Motorsågar och röjsågar',
  'Motorsave og buskryddere',
  'Chainsaws and brush cutters',
  'Moottorisahat ja raivaussahat',
  'Motorsager og ryddesager',
);
const fitsAtv = l(
  'Fyrhjulingar och UTV',
  'ATV’er og UTV’er',
  'ATVs and UTVs',
  'Mönkijät ja UTV:t',
  'ATV-er og UTV-er',
);
const fitsExcavators = l(
  'Minigrävare 1–3 ton',
  'Minigravere 1–3 ton',
  'Mini excavators 1–3 t',
  'Minikaivukoneet 1–3 t',
  'Minigravere 1–3 tonn',
);

export const partsServiceRentalLines: ProductLine[] = [
  // ── Parts: filters ──────────────────────────────────────────────────────────────────────────
  {
    category: 'filter',
    image: 'filter',
    kind: 'part',
    noun: l('Luftfilter', 'Luftfilter', 'Air filter', 'Ilmansuodatin', 'Luftfilter'),
    brands: ['norrmark-parts'],
    models: ['AF-110', 'AF-124', 'AF-212', 'AF-230', 'AF-315', 'AF-402'],
    priceSek: [89, 349],
    specs: [
      pick('fits', [fitsMowers, fitsRideOn, fitsSaws, fitsAtv, fitsExcavators]),
      pick('filter-media', [
        l('Papper', 'Papir', 'Paper', 'Paperi', 'Papir'),
        l(
          'Papper med skumförfilter',
          'Papir med skumforfilter',
          'Paper with foam pre-filter',
          'Paperi ja vaahtomuoviesisuodatin',
          'Papir med skumforfilter',
        ),
        l('Oljeindränkt skum', 'Olieimprægneret skum', 'Oiled foam', 'Öljytty vaahtomuovi', 'Oljet skum'),
      ]),
      num('service-interval', [25, 100], 25),
    ],
    descriptions: {
      sv: [
        '{name} håller damm och gräsrester borta från förgasaren, så att motorn startar lätt och går jämnt. Rekommenderat bytesintervall är {spec:service-interval} – oftare om du kör i torrt och dammigt väder.',
        'Ett igensatt luftfilter ger högre bränsleförbrukning och sämre effekt. {noun} från {brand} har samma passform och filtreringsgrad som originalet. Filtermaterial: {spec:filter-media}.',
        'Byt luftfiltret vid varje årsservice, så håller motorn längre. {brand} {model} monteras utan verktyg på de flesta modeller. Passar till: {spec:fits}.',
      ],
      da: [
        '{name} holder støv og græsrester væk fra karburatoren, så motoren starter let og går jævnt. Det anbefalede skifteinterval er {spec:service-interval} – oftere, hvis du kører i tørt og støvet vejr.',
        'Et tilstoppet luftfilter giver højere brændstofforbrug og mindre kraft. {noun} fra {brand} har samme pasform og filtreringsgrad som originalen. Filtermateriale: {spec:filter-media}.',
        'Skift luftfilteret ved hvert årligt eftersyn, så holder motoren længere. {brand} {model} monteres uden værktøj på de fleste modeller. Passer til: {spec:fits}.',
      ],
      en: [
        '{name} keeps dust and grass clippings out of the carburettor, so the engine starts easily and runs smoothly. The recommended replacement interval is {spec:service-interval} – more often in dry, dusty conditions.',
        'A clogged air filter means higher fuel consumption and less power. {brand} {model} matches the fit and filtration of the original part. Filter media: {spec:filter-media}.',
        'Replace the air filter at every annual service and the engine will last longer. {name} installs without tools on most models. Fits: {spec:fits}.',
      ],
      fi: [
        '{name} pitää pölyn ja ruohonsilpun poissa kaasuttimesta, joten moottori käynnistyy helposti ja käy tasaisesti. Suositeltu vaihtoväli on {spec:service-interval}, kuivissa ja pölyisissä oloissa useammin.',
        'Tukkeutunut ilmansuodatin lisää polttoaineenkulutusta ja heikentää tehoa. {brand} {model} vastaa istuvuudeltaan ja suodatuskyvyltään alkuperäistä osaa. Suodatinmateriaali: {spec:filter-media}.',
        'Vaihda ilmansuodatin jokaisen vuosihuollon yhteydessä, niin moottori kestää pidempään. {name} asennetaan useimpiin malleihin ilman työkaluja. Käyttökohteet: {spec:fits}.',
      ],
      nb: [
        '{name} holder støv og gressrester unna forgasseren, slik at motoren starter lett og går jevnt. Anbefalt bytteintervall er {spec:service-interval} – oftere hvis du kjører i tørt og støvete vær.',
        'Et tett luftfilter gir høyere drivstofforbruk og mindre kraft. {noun} fra {brand} har samme passform og filtreringsgrad som originalen. Filtermateriale: {spec:filter-media}.',
        'Bytt luftfilteret ved hver årsservice, så holder motoren lenger. {brand} {model} monteres uten verktøy på de fleste modeller. Passer til: {spec:fits}.',
      ],
    },
  },
  {
    category: 'filter',
    image: 'filter',
    kind: 'part',
    noun: l('Oljefilter', 'Oliefilter', 'Oil filter', 'Öljynsuodatin', 'Oljefilter'),
    brands: ['norrmark-parts'],
    models: ['OF-102', 'OF-118', 'OF-205', 'OF-226', 'OF-310'],
    priceSek: [99, 279],
    specs: [
      pick('fits', [
        fitsRideOn,
        fitsAtv,
        fitsExcavators,
        l('Kompaktlastare', 'Kompaktlæssere', 'Skid steer loaders', 'Kompaktikuormaajat', 'Kompaktlastere'),
      ]),
      pick('thread', [
        l('3/4"-16 UNF', '3/4"-16 UNF', '3/4"-16 UNF', '3/4"-16 UNF', '3/4"-16 UNF'),
        l('M20 × 1,5', 'M20 × 1,5', 'M20 × 1.5', 'M20 × 1,5', 'M20 × 1,5'),
        l('M18 × 1,5', 'M18 × 1,5', 'M18 × 1.5', 'M18 × 1,5', 'M18 × 1,5'),
      ]),
      num('service-interval', [50, 250], 50),
    ],
    descriptions: {
      sv: [
        '{name} fångar upp metallpartiklar och sot innan de hinner slita på motorn. Byt filtret vid varje oljebyte – rekommenderat intervall är {spec:service-interval}.',
        '{noun} från {brand} har backventil som håller kvar oljan i filtret när motorn står still, vilket ger snabbare smörjning vid start. Gänga: {spec:thread}.',
        'Ett rent oljefilter är den billigaste försäkringen för en lång motorlivslängd. {brand} {model} har samma mått och gänga ({spec:thread}) som originalfiltret. Passar till: {spec:fits}.',
      ],
      da: [
        '{name} opfanger metalpartikler og sod, før de når at slide på motoren. Skift filteret ved hvert olieskift – det anbefalede interval er {spec:service-interval}.',
        '{noun} fra {brand} har kontraventil, der holder olien i filteret, når motoren står stille, så smøringen hurtigere kommer i gang ved start. Gevind: {spec:thread}.',
        'Et rent oliefilter er den billigste forsikring for, at motoren holder længe. {brand} {model} har samme mål og gevind ({spec:thread}) som originalfilteret. Passer til: {spec:fits}.',
      ],
      en: [
        '{name} traps metal particles and soot before they can wear the engine. Replace the filter at every oil change – the recommended interval is {spec:service-interval}.',
        'The {brand} filter has an anti-drain-back valve that keeps oil in the filter while the engine is off, so lubrication starts faster. Thread: {spec:thread}.',
        'A clean oil filter is the cheapest insurance for a long engine life. {brand} {model} has the same dimensions and thread ({spec:thread}) as the original filter. Fits: {spec:fits}.',
      ],
      fi: [
        '{name} sieppaa metallihiukkaset ja noen ennen kuin ne ehtivät kuluttaa moottoria. Vaihda suodatin jokaisen öljynvaihdon yhteydessä – suositeltu vaihtoväli on {spec:service-interval}.',
        '{brand} {model} on varustettu takaiskuventtiilillä, joka pitää öljyn suodattimessa moottorin seistessä, joten voitelu alkaa käynnistyksessä nopeammin. Kierre: {spec:thread}.',
        'Puhdas öljynsuodatin on halvin vakuutus moottorin pitkälle käyttöiälle. {name} on mitoiltaan ja kierteeltään ({spec:thread}) samanlainen kuin alkuperäinen suodatin. Käyttökohteet: {spec:fits}.',
      ],
      nb: [
        '{name} fanger opp metallpartikler og sot før de rekker å slite på motoren. Bytt filteret ved hvert oljeskift – anbefalt intervall er {spec:service-interval}.',
        '{noun} fra {brand} har tilbakeslagsventil som holder oljen i filteret når motoren står, slik at smøringen kommer raskere i gang ved start. Gjenge: {spec:thread}.',
        'Et rent oljefilter er den billigste forsikringen for lang levetid på motoren. {brand} {model} har samme mål og gjenge ({spec:thread}) som originalfilteret. Passer til: {spec:fits}.',
      ],
    },
  },
  {
    category: 'filter',
    image: 'filter',
    kind: 'part',
    noun: l('Bränslefilter', 'Brændstoffilter', 'Fuel filter', 'Polttoainesuodatin', 'Drivstoffilter'),
    brands: ['norrmark-parts'],
    models: ['BF-06', 'BF-08', 'BF-12', 'BF-20', 'BF-25'],
    priceSek: [49, 199],
    specs: [
      pick('fits', [fitsSaws, fitsRideOn, fitsAtv, fitsExcavators]),
      num('hose-diameter', [5, 8]),
      num('service-interval', [50, 200], 50),
    ],
    descriptions: {
      sv: [
        '{name} stoppar smuts, rost och vatten i bränslet innan det når förgasaren eller insprutningen. Ett rent filter ger säkrare start och jämnare gång. Passar till: {spec:fits}.',
        'Ett igensatt bränslefilter är en vanlig orsak till att motorn hackar eller tappar kraft under belastning. Byt filtret efter {spec:service-interval} eller minst en gång per säsong.',
        '{noun} från {brand} har genomskinligt hus, så att du enkelt ser när det behöver bytas. {model} monteras direkt i bränsleslangen och passar slangar med {spec:hose-diameter} innerdiameter.',
      ],
      da: [
        '{name} stopper snavs, rust og vand i brændstoffet, før det når karburatoren eller indsprøjtningen. Et rent filter giver sikrere start og jævnere gang. Passer til: {spec:fits}.',
        'Et tilstoppet brændstoffilter er en almindelig årsag til, at motoren hakker eller mister kraft under belastning. Skift filteret efter {spec:service-interval} eller mindst én gang pr. sæson.',
        '{noun} fra {brand} har gennemsigtigt hus, så du nemt kan se, når det skal skiftes. {model} monteres direkte i brændstofslangen og passer til slanger med {spec:hose-diameter} indvendig diameter.',
      ],
      en: [
        '{name} stops dirt, rust and water in the fuel before it reaches the carburettor or injection system. A clean filter means easier starting and smoother running. Fits: {spec:fits}.',
        'A clogged fuel filter is a common reason for an engine that stutters or loses power under load. Replace the filter after {spec:service-interval} or at least once a season.',
        'The {brand} fuel filter has a transparent housing, so you can easily see when it needs replacing. {model} fits straight into the fuel line and suits hoses with a {spec:hose-diameter} inner diameter.',
      ],
      fi: [
        '{name} pysäyttää polttoaineen lian, ruosteen ja veden ennen kuin ne pääsevät kaasuttimeen tai ruiskutusjärjestelmään. Puhdas suodatin takaa varmemman käynnistyksen ja tasaisemman käynnin. Käyttökohteet: {spec:fits}.',
        'Tukkeutunut polttoainesuodatin on yleinen syy siihen, että moottori nykii tai menettää tehoaan kuormituksessa. Vaihda suodatin {spec:service-interval} välein tai vähintään kerran kaudessa.',
        '{name} on läpinäkyvärunkoinen, joten näet helposti, milloin suodatin on vaihdettava. Se asennetaan suoraan polttoaineletkuun ja sopii letkuille, joiden sisähalkaisija on {spec:hose-diameter}.',
      ],
      nb: [
        '{name} stopper smuss, rust og vann i drivstoffet før det når forgasseren eller innsprøytningen. Et rent filter gir sikrere start og jevnere gange. Passer til: {spec:fits}.',
        'Et tett drivstoffilter er en vanlig årsak til at motoren hakker eller mister kraft under belastning. Bytt filteret etter {spec:service-interval} eller minst én gang per sesong.',
        '{noun} fra {brand} har gjennomsiktig hus, så du enkelt ser når det må byttes. {model} monteres rett i drivstoffslangen og passer til slanger med {spec:hose-diameter} innvendig diameter.',
      ],
    },
  },
  // ── Parts: blades and belts ─────────────────────────────────────────────────────────────────
  {
    category: 'knivar-blad',
    image: 'blade',
    kind: 'part',
    noun: l('Gräsklipparkniv', 'Plæneklipperkniv', 'Mower blade', 'Ruohonleikkurin terä', 'Gressklipperkniv'),
    brands: ['norrmark-parts', 'skarpa'],
    models: ['KN-460', 'KN-510', 'KN-530', 'MK-46', 'MK-53', 'UK-51'],
    priceSek: [199, 649],
    sizes: ['46 cm', '51 cm', '53 cm'],
    specs: [
      pick('blade-type', [
        l('Standardkniv', 'Standardkniv', 'Standard blade', 'Vakioterä', 'Standardkniv'),
        l('Mulchingkniv', 'Mulchingkniv', 'Mulching blade', 'Silppuava terä', 'Mulchekniv'),
        l(
          'Uppsamlingskniv med hög vinge',
          'Opsamlingskniv med høj vinge',
          'High-lift blade',
          'Korkeasiipinen keräysterä',
          'Oppsamlingskniv med høy vinge',
        ),
      ]),
      pick('material', [
        l(
          'Härdat borstål',
          'Hærdet borstål',
          'Hardened boron steel',
          'Karkaistu booriteräs',
          'Herdet borstål',
        ),
        l(
          'Härdat kolstål',
          'Hærdet kulstofstål',
          'Hardened carbon steel',
          'Karkaistu hiiliteräs',
          'Herdet karbonstål',
        ),
      ]),
      num('weight', [0.45, 1.2], 0.05),
    ],
    descriptions: {
      sv: [
        '{name} klipper rent i stället för att slita av grässtråna, vilket ger en friskare och grönare gräsmatta. Knivtyp: {spec:blade-type}. Välj storlek efter klipparens klippbredd.',
        'En slö kniv sliter på både gräset och motorn. {brand} {model} är härdad för lång skärpa och levereras färdigbalanserad, så att klipparen går lugnt utan vibrationer. Material: {spec:material}.',
        '{noun} från {brand} har exakt centrumhål och rätt vinkel på vingarna för effektiv uppsamling. Kniven väger {spec:weight} och kan slipas om flera gånger innan den behöver bytas.',
      ],
      da: [
        '{name} klipper rent i stedet for at flå græsstråene over, hvilket giver en sundere og grønnere plæne. Knivtype: {spec:blade-type}. Vælg størrelse efter klipperens klippebredde.',
        'En sløv kniv slider på både græsset og motoren. {brand} {model} er hærdet for lang skarphed og leveres færdigafbalanceret, så klipperen kører roligt uden vibrationer. Materiale: {spec:material}.',
        '{noun} fra {brand} har præcist centerhul og den rigtige vinkel på vingerne for effektiv opsamling. Kniven vejer {spec:weight} og kan slibes flere gange, før den skal udskiftes.',
      ],
      en: [
        '{name} cuts cleanly instead of tearing the grass, giving you a healthier, greener lawn. Blade type: {spec:blade-type}. Choose the size that matches the cutting width of your mower.',
        'A blunt blade is hard on both the grass and the engine. {brand} {model} is hardened to stay sharp longer and comes balanced, so the mower runs smoothly without vibration. Material: {spec:material}.',
        'The {brand} blade has a precise centre hole and correctly angled wings for efficient collection. It weighs {spec:weight} and can be resharpened several times before it needs replacing.',
      ],
      fi: [
        '{name} leikkaa ruohon siististi repimättä korsia, joten nurmikko pysyy terveempänä ja vihreämpänä. Terätyyppi: {spec:blade-type}. Valitse koko leikkurisi leikkuuleveyden mukaan.',
        'Tylsä terä rasittaa sekä nurmikkoa että moottoria. {brand} {model} on karkaistu pysymään pitkään terävänä, ja se toimitetaan valmiiksi tasapainotettuna, joten leikkuri käy tasaisesti ilman tärinää. Materiaali: {spec:material}.',
        '{name} on varustettu tarkalla keskireiällä ja oikein kulmatuilla siivillä, jotka tehostavat keräystä. Terä painaa {spec:weight}, ja sen voi teroittaa useita kertoja ennen vaihtoa.',
      ],
      nb: [
        '{name} klipper rent i stedet for å rive av gresstråene, noe som gir en friskere og grønnere plen. Knivtype: {spec:blade-type}. Velg størrelse etter klippebredden på gressklipperen.',
        'En sløv kniv sliter på både gresset og motoren. {brand} {model} er herdet for å holde seg skarp lenge og leveres ferdig balansert, slik at klipperen går rolig uten vibrasjoner. Materiale: {spec:material}.',
        '{noun} fra {brand} har presist senterhull og riktig vinkel på vingene for effektiv oppsamling. Kniven veier {spec:weight} og kan slipes flere ganger før den må byttes.',
      ],
    },
  },
  {
    category: 'remmar',
    image: 'belt',
    kind: 'part',
    noun: l('Drivrem', 'Drivrem', 'Drive belt', 'Vetohihna', 'Drivreim'),
    brands: ['norrmark-parts'],
    models: ['DR-820', 'DR-1050', 'DR-1420', 'DR-2210', 'KR-3L', 'KR-4L'],
    priceSek: [229, 899],
    specs: [
      pick('fits', [
        l(
          'Självgående gräsklippare',
          'Selvkørende plæneklippere',
          'Self-propelled lawn mowers',
          'Itsevetävät ruohonleikkurit',
          'Selvgående gressklippere',
        ),
        fitsRideOn,
        l('Snöslungor', 'Sneslynger', 'Snow blowers', 'Lumilingot', 'Snøfresere'),
      ]),
      pick('belt-profile', [
        l('3L', '3L', '3L', '3L', '3L'),
        l('4L', '4L', '4L', '4L', '4L'),
        l('5L', '5L', '5L', '5L', '5L'),
      ]),
      num('length', [80, 320]),
    ],
    descriptions: {
      sv: [
        '{name} är tillverkad av slitstarkt gummi med aramidkord som tål höga belastningar och inte töjer sig. Längd: {spec:length}, profil {spec:belt-profile}.',
        'En sliten rem slirar, gnisslar och gör att kniven tappar varvtal. Byt till {brand} {model}, så får maskinen tillbaka full drivkraft. Passar till: {spec:fits}.',
        '{noun} från {brand} har samma mått som originalremmen: {spec:length} lång med profil {spec:belt-profile}. Jämför gärna med din gamla rem innan du beställer, så blir det rätt från början.',
      ],
      da: [
        '{name} er fremstillet af slidstærkt gummi med aramidkord, som tåler høje belastninger og ikke strækker sig. Længde: {spec:length}, profil {spec:belt-profile}.',
        'En slidt rem glider, hviner og får kniven til at miste omdrejninger. Skift til {brand} {model}, så får maskinen fuld trækkraft igen. Passer til: {spec:fits}.',
        '{noun} fra {brand} har samme mål som originalremmen: {spec:length} lang med profil {spec:belt-profile}. Sammenlign gerne med din gamle rem, før du bestiller, så bliver det rigtigt fra starten.',
      ],
      en: [
        '{name} is made of hard-wearing rubber with aramid cord that handles heavy loads without stretching. Length: {spec:length}, profile {spec:belt-profile}.',
        'A worn belt slips, squeals and lets the blade lose speed. Switch to {brand} {model} and your machine gets its full drive back. Fits: {spec:fits}.',
        'The {brand} belt has the same dimensions as the original: {spec:length} long with a {spec:belt-profile} profile. Compare it with your old belt before ordering to get it right first time.',
      ],
      fi: [
        '{name} on valmistettu kulutusta kestävästä, aramidivahvisteisesta kumista, joten se kestää suuria kuormia venymättä. Pituus: {spec:length}, profiili {spec:belt-profile}.',
        'Kulunut hihna luistaa, vinkuu ja hidastaa terän pyörimistä. Vaihda tilalle {brand} {model}, niin kone saa täyden vetovoimansa takaisin. Käyttökohteet: {spec:fits}.',
        '{name} on mitoiltaan samanlainen kuin alkuperäinen hihna: pituus {spec:length} ja profiili {spec:belt-profile}. Vertaa mittoja vanhaan hihnaasi ennen tilaamista, niin osut heti oikeaan.',
      ],
      nb: [
        '{name} er laget av slitesterkt gummi med aramidkord som tåler store belastninger uten å strekke seg. Lengde: {spec:length}, profil {spec:belt-profile}.',
        'En slitt reim slurer, piper og gjør at kniven mister turtall. Bytt til {brand} {model}, så får maskinen full drivkraft igjen. Passer til: {spec:fits}.',
        '{noun} fra {brand} har samme mål som originalreimen: {spec:length} lang med profil {spec:belt-profile}. Sammenlign gjerne med den gamle reimen før du bestiller, så blir det riktig fra start.',
      ],
    },
  },
  // ── Parts: batteries ────────────────────────────────────────────────────────────────────────
  {
    category: 'batterier',
    image: 'battery',
    kind: 'part',
    noun: l('Startbatteri', 'Startbatteri', 'Starter battery', 'Käynnistysakku', 'Startbatteri'),
    brands: ['voltan'],
    models: ['SB-9', 'SB-14', 'SB-18', 'SB-22', 'SB-28', 'SB-30'],
    priceSek: [649, 1790],
    specs: [
      num('voltage', [12, 12]),
      num('capacity', [9, 30]),
      num('cold-cranking', [120, 330], 10),
      pick('battery-type', [
        l('AGM', 'AGM', 'AGM', 'AGM', 'AGM'),
        l(
          'Underhållsfritt blybatteri',
          'Vedligeholdelsesfrit blybatteri',
          'Maintenance-free lead-acid',
          'Huoltovapaa lyijyakku',
          'Vedlikeholdsfritt blybatteri',
        ),
        l('Gelbatteri', 'Gelbatteri', 'Gel battery', 'Geeliakku', 'Gelbatteri'),
      ]),
      pick('fits', [
        fitsRideOn,
        fitsAtv,
        l('Snöslungor', 'Sneslynger', 'Snow blowers', 'Lumilingot', 'Snøfresere'),
      ]),
    ],
    descriptions: {
      sv: [
        '{name} ger pålitliga starter även en kall morgon i november. Med en kapacitet på {spec:capacity} och {spec:cold-cranking} i kallstartström har motorn alltid kraft att gå igång.',
        '{noun} från {brand} levereras laddat och klart att montera – ingen syra att fylla på. Batterityp: {spec:battery-type}. Passar till: {spec:fits}.',
        'Ett svagt batteri är den vanligaste orsaken till startproblem efter vinteruppehållet. {brand} {model} är ett {spec:voltage}-batteri med tålig konstruktion som klarar vibrationer från terrängkörning. Förvara det svalt och underhållsladda det under vintern, så håller det i många säsonger.',
      ],
      da: [
        '{name} giver pålidelige starter selv en kold novembermorgen. Med en kapacitet på {spec:capacity} og {spec:cold-cranking} i koldstartstrøm har motoren altid kraft til at starte.',
        '{noun} fra {brand} leveres opladet og klar til montering – der skal ikke fyldes syre på. Batteritype: {spec:battery-type}. Passer til: {spec:fits}.',
        'Et svagt batteri er den hyppigste årsag til startproblemer efter vinterpausen. {brand} {model} er et {spec:voltage}-batteri med en robust konstruktion, der tåler vibrationer fra terrænkørsel. Opbevar det køligt og sæt det på vedligeholdelseslader om vinteren, så holder det i mange sæsoner.',
      ],
      en: [
        '{name} gives reliable starts even on a cold November morning. With a capacity of {spec:capacity} and {spec:cold-cranking} of cold cranking current, the engine always has the power to fire up.',
        'The {brand} battery arrives charged and ready to fit – no acid to fill. Battery type: {spec:battery-type}. Fits: {spec:fits}.',
        'A weak battery is the most common cause of starting trouble after the winter break. {brand} {model} is a {spec:voltage} battery built to withstand vibration from off-road driving. Store it somewhere cool on a maintenance charger over winter and it will last for many seasons.',
      ],
      fi: [
        '{name} käynnistää moottorin luotettavasti kylmänäkin marraskuun aamuna. Kapasiteetti on {spec:capacity} ja kylmäkäynnistysvirta {spec:cold-cranking}, joten virtaa riittää.',
        '{name} toimitetaan ladattuna ja asennusvalmiina, eikä siihen tarvitse lisätä happoa. Akkutyyppi: {spec:battery-type}. Käyttökohteet: {spec:fits}.',
        'Heikko akku on yleisin syy käynnistysongelmiin talvitauon jälkeen. {brand} {model} kestää maastoajon tärinää, ja sen jännite on {spec:voltage}. Säilytä akku talven yli viileässä ylläpitolaturiin kytkettynä, niin se kestää monta kautta.',
      ],
      nb: [
        '{name} gir pålitelige starter selv en kald novembermorgen. Med en kapasitet på {spec:capacity} og {spec:cold-cranking} i kaldstartstrøm har motoren alltid kraft nok til å starte.',
        '{noun} fra {brand} leveres ladet og klart til montering – du trenger ikke fylle på syre. Batteritype: {spec:battery-type}. Passer til: {spec:fits}.',
        'Et svakt batteri er den vanligste årsaken til startproblemer etter vinterpausen. {brand} {model} er et {spec:voltage}-batteri med robust konstruksjon som tåler vibrasjoner fra terrengkjøring. Oppbevar det kjølig og bruk vedlikeholdslader gjennom vinteren, så holder det i mange sesonger.',
      ],
    },
  },
  {
    category: 'batterier',
    image: 'battery',
    kind: 'part',
    noun: l('Verktygsbatteri', 'Værktøjsbatteri', 'Tool battery', 'Työkaluakku', 'Verktøybatteri'),
    brands: ['voltan'],
    models: ['LB-360', 'LB-365', 'LB-400', 'LB-405', 'LB-408'],
    priceSek: [1490, 4990],
    specs: [
      num('voltage', [36, 40], 4),
      num('capacity', [2, 8], 0.5),
      num('charge-time', [30, 120], 5),
      num('weight', [0.8, 2.4], 0.1),
    ],
    descriptions: {
      sv: [
        '{name} är ett litiumjonbatteri med en kapacitet på {spec:capacity} för långa arbetspass med trimmer, lövblås eller gräsklippare. Laddindikatorn visar hur mycket kraft som finns kvar.',
        'Ha ett extra batteri på laddning, så kan du jobba utan avbrott. {brand} {model} har en spänning på {spec:voltage} och är fulladdat på cirka {spec:charge-time} med snabbladdare.',
        '{noun} från {brand} har inbyggd temperaturövervakning som skyddar cellerna mot överhettning och djupurladdning. Batteriet väger {spec:weight} och håller laddningen väl mellan säsongerna.',
      ],
      da: [
        '{name} er et litium-ion-batteri med en kapacitet på {spec:capacity} til lange arbejdsdage med trimmer, løvblæser eller plæneklipper. Ladeindikatoren viser, hvor meget strøm der er tilbage.',
        'Hav et ekstra batteri på opladning, så kan du arbejde uden afbrydelser. {brand} {model} har en spænding på {spec:voltage} og er fuldt opladet på cirka {spec:charge-time} med hurtiglader.',
        '{noun} fra {brand} har indbygget temperaturovervågning, der beskytter cellerne mod overophedning og dybdeafladning. Batteriet vejer {spec:weight} og holder godt på strømmen mellem sæsonerne.',
      ],
      en: [
        '{name} is a lithium-ion battery with a capacity of {spec:capacity} for long working sessions with a trimmer, leaf blower or lawn mower. The charge indicator shows how much power is left.',
        'Keep a spare battery on charge and you can work without interruption. {brand} {model} has a voltage of {spec:voltage} and charges fully in about {spec:charge-time} with a fast charger.',
        'The {brand} battery has built-in temperature monitoring that protects the cells from overheating and deep discharge. It weighs {spec:weight} and holds its charge well between seasons.',
      ],
      fi: [
        '{name} on litiumioniakku, jonka kapasiteetti on {spec:capacity}, joten se riittää pitkiin työrupeamiin trimmerin, lehtipuhaltimen tai ruohonleikkurin kanssa. Varaustilan ilmaisin näyttää, paljonko virtaa on jäljellä.',
        'Pidä vara-akku latauksessa, niin työ jatkuu ilman taukoja. {brand} {model} on jännitteeltään {spec:voltage}, ja pikalaturilla sen latausaika on noin {spec:charge-time}.',
        '{name} on varustettu lämpötilavalvonnalla, joka suojaa kennoja ylikuumenemiselta ja syväpurkaukselta. Akku painaa {spec:weight} ja säilyttää varauksensa hyvin kausien välillä.',
      ],
      nb: [
        '{name} er et litium-ion-batteri med en kapasitet på {spec:capacity} for lange arbeidsøkter med trimmer, løvblåser eller gressklipper. Ladeindikatoren viser hvor mye strøm som er igjen.',
        'Ha et ekstra batteri på lading, så kan du jobbe uten avbrudd. {brand} {model} har en spenning på {spec:voltage} og lades helt opp på omtrent {spec:charge-time} med hurtiglader.',
        '{noun} fra {brand} har innebygd temperaturovervåking som beskytter cellene mot overoppheting og dyputlading. Batteriet veier {spec:weight} og holder godt på strømmen mellom sesongene.',
      ],
    },
  },
  // ── Parts: oils and lubricants ──────────────────────────────────────────────────────────────
  {
    category: 'oljor-smorjmedel',
    image: 'oil',
    kind: 'part',
    noun: l(
      'Motorolja 4-takt',
      'Motorolie 4-takt',
      '4-stroke engine oil',
      '4-tahtimoottoriöljy',
      'Motorolje 4-takt',
    ),
    brands: ['kustlinjen'],
    models: ['MO-30', 'MO-530', 'MO-1030', 'MO-1040', 'MO-540'],
    priceSek: [99, 449],
    sizes: ['600 ml', '1 l', '4 l'],
    specs: [
      pick('viscosity', [
        l('SAE 30', 'SAE 30', 'SAE 30', 'SAE 30', 'SAE 30'),
        l('SAE 10W-30', 'SAE 10W-30', 'SAE 10W-30', 'SAE 10W-30', 'SAE 10W-30'),
        l('SAE 5W-30', 'SAE 5W-30', 'SAE 5W-30', 'SAE 5W-30', 'SAE 5W-30'),
        l('SAE 10W-40', 'SAE 10W-40', 'SAE 10W-40', 'SAE 10W-40', 'SAE 10W-40'),
      ]),
      pick('oil-base', [
        l('Mineralolja', 'Mineralolie', 'Mineral oil', 'Mineraaliöljy', 'Mineralolje'),
        l('Delsyntetisk', 'Delsyntetisk', 'Semi-synthetic', 'Puolisynteettinen', 'Delsyntetisk'),
        l('Helsyntetisk', 'Helsyntetisk', 'Fully synthetic', 'Täyssynteettinen', 'Helsyntetisk'),
      ]),
      pick('standard', [
        l('API SN', 'API SN', 'API SN', 'API SN', 'API SN'),
        l('API SP', 'API SP', 'API SP', 'API SP', 'API SP'),
        l('API SJ/CF', 'API SJ/CF', 'API SJ/CF', 'API SJ/CF', 'API SJ/CF'),
      ]),
    ],
    descriptions: {
      sv: [
        '{name} är framtagen för luftkylda fyrtaktsmotorer i gräsklippare, åkgräsklippare och elverk. Oljan skyddar mot slitage även vid höga temperaturer och långa körpass. Viskositet: {spec:viscosity}.',
        'Byt olja minst en gång per säsong, helst innan maskinen ställs undan för vintern. {brand} {model} uppfyller {spec:standard} och håller motorn fri från sot och avlagringar.',
        '{noun} från {brand} levereras i en praktisk dunk med hällpip, så att du fyller på utan att spilla. Oljetyp: {spec:oil-base}, viskositet {spec:viscosity}.',
      ],
      da: [
        '{name} er udviklet til luftkølede 4-taktsmotorer i plæneklippere, havetraktorer og generatorer. Olien beskytter mod slid, også ved høje temperaturer og lange arbejdsdage. Viskositet: {spec:viscosity}.',
        'Skift olie mindst én gang pr. sæson, helst inden maskinen sættes på plads for vinteren. {brand} {model} opfylder {spec:standard} og holder motoren fri for sod og aflejringer.',
        '{noun} fra {brand} leveres i en praktisk dunk med hældetud, så du kan fylde på uden at spilde. Olietype: {spec:oil-base}, viskositet {spec:viscosity}.',
      ],
      en: [
        '{name} is developed for air-cooled four-stroke engines in lawn mowers, ride-on mowers and generators. It protects against wear even at high temperatures and during long runs. Viscosity: {spec:viscosity}.',
        'Change the oil at least once a season, ideally before the machine is put away for winter. {brand} {model} meets {spec:standard} and keeps the engine free of soot and deposits.',
        'The {brand} oil comes in a handy can with a pouring spout, so you can top up without spills. Oil type: {spec:oil-base}, viscosity {spec:viscosity}.',
      ],
      fi: [
        '{name} on kehitetty ilmajäähdytteisille nelitahtimoottoreille, joita käytetään ruohonleikkureissa, ajoleikkureissa ja aggregaateissa. Öljy suojaa kulumiselta myös korkeissa lämpötiloissa ja pitkissä käyttöjaksoissa. Viskositeetti: {spec:viscosity}.',
        'Vaihda öljy vähintään kerran kaudessa, mieluiten ennen kuin kone laitetaan talvisäilytykseen. {brand} {model} täyttää standardin {spec:standard} ja pitää moottorin puhtaana noesta ja kerrostumista.',
        '{name} toimitetaan kätevässä kanisterissa, jossa on kaatonokka, joten lisääminen onnistuu läikyttämättä. Öljytyyppi: {spec:oil-base}, viskositeetti {spec:viscosity}.',
      ],
      nb: [
        '{name} er utviklet for luftkjølte firetaktsmotorer i gressklippere, sittegressklippere og aggregater. Oljen beskytter mot slitasje selv ved høye temperaturer og lange arbeidsøkter. Viskositet: {spec:viscosity}.',
        'Skift olje minst én gang per sesong, helst før maskinen settes bort for vinteren. {brand} {model} oppfyller {spec:standard} og holder motoren fri for sot og avleiringer.',
        '{noun} fra {brand} leveres i en praktisk kanne med helletut, så du fyller på uten søl. Oljetype: {spec:oil-base}, viskositet {spec:viscosity}.',
      ],
    },
  },
  {
    category: 'oljor-smorjmedel',
    image: 'oil',
    kind: 'part',
    noun: l('Tvåtaktsolja', '2-taktsolie', '2-stroke oil', '2-tahtiöljy', '2-taktsolje'),
    brands: ['kustlinjen'],
    models: ['TO-50', 'TO-100', 'TO-150', 'TO-250'],
    priceSek: [79, 399],
    sizes: ['0,1 l', '1 l', '4 l'],
    specs: [
      pick('mix-ratio', [
        l('1:50', '1:50', '1:50', '1:50', '1:50'),
        l('1:50–1:100', '1:50–1:100', '1:50–1:100', '1:50–1:100', '1:50–1:100'),
      ]),
      pick('oil-base', [
        l('Mineralolja', 'Mineralolie', 'Mineral oil', 'Mineraaliöljy', 'Mineralolje'),
        l('Delsyntetisk', 'Delsyntetisk', 'Semi-synthetic', 'Puolisynteettinen', 'Delsyntetisk'),
        l('Helsyntetisk', 'Helsyntetisk', 'Fully synthetic', 'Täyssynteettinen', 'Helsyntetisk'),
      ]),
      pick('standard', [
        l('JASO FD', 'JASO FD', 'JASO FD', 'JASO FD', 'JASO FD'),
        l('JASO FC', 'JASO FC', 'JASO FC', 'JASO FC', 'JASO FC'),
        l(
          'JASO FD, ISO-L-EGD',
          'JASO FD, ISO-L-EGD',
          'JASO FD, ISO-L-EGD',
          'JASO FD, ISO-L-EGD',
          'JASO FD, ISO-L-EGD',
        ),
      ]),
    ],
    descriptions: {
      sv: [
        '{name} blandas i bensinen till motorsågar, röjsågar, trimmers och lövblåsar. Oljan brinner rent med lite rök och minimerar sotbildning på tändstift och avgasport. Blandningsförhållande: {spec:mix-ratio}.',
        'Rätt tvåtaktsolja är avgörande för att kolv och cylinder ska hålla. {brand} {model} uppfyller {spec:standard} och ger ett starkt smörjskikt även vid höga varvtal.',
        '{noun} från {brand} har doseringskammare på flaskan, så att det är lätt att blanda rätt mängd. Oljetyp: {spec:oil-base}. Blanda aldrig mer bränsle än du hinner använda inom en månad.',
      ],
      da: [
        '{name} blandes i benzinen til motorsave, buskryddere, trimmere og løvblæsere. Olien brænder rent med lidt røg og mindsker sodaflejringer på tændrør og udstødningsport. Blandingsforhold: {spec:mix-ratio}.',
        'Den rigtige 2-taktsolie er afgørende for, at stempel og cylinder holder. {brand} {model} opfylder {spec:standard} og giver en stærk smørefilm selv ved høje omdrejninger.',
        '{noun} fra {brand} har doseringskammer på flasken, så det er let at blande den rigtige mængde. Olietype: {spec:oil-base}. Bland aldrig mere brændstof, end du kan nå at bruge inden for en måned.',
      ],
      en: [
        '{name} is mixed into the petrol for chainsaws, brush cutters, trimmers and leaf blowers. It burns cleanly with little smoke and minimises carbon build-up on the spark plug and exhaust port. Mixing ratio: {spec:mix-ratio}.',
        'The right two-stroke oil is essential for a long-lasting piston and cylinder. {brand} {model} meets {spec:standard} and provides a strong lubricating film even at high revs.',
        'The {brand} bottle has a built-in measuring chamber, making it easy to mix the right amount. Oil type: {spec:oil-base}. Never mix more fuel than you will use within a month.',
      ],
      fi: [
        '{name} sekoitetaan bensiiniin, kun polttoainetta tehdään moottorisahoille, raivaussahoille, trimmereille ja lehtipuhaltimille. Öljy palaa puhtaasti ja vähäsavuisesti, joten sytytystulppaan ja pakoaukkoon kertyy vähemmän karstaa. Sekoitussuhde: {spec:mix-ratio}.',
        'Oikea kaksitahtiöljy on ratkaisevan tärkeä männän ja sylinterin kestävyydelle. {brand} {model} täyttää standardin {spec:standard} ja muodostaa vahvan voitelukalvon myös suurilla kierroksilla.',
        '{name} on pakattu pulloon, jossa on annostelukammio, joten oikean määrän sekoittaminen on helppoa. Öljytyyppi: {spec:oil-base}. Sekoita polttoainetta kerralla vain sen verran kuin käytät kuukauden aikana.',
      ],
      nb: [
        '{name} blandes i bensinen til motorsager, ryddesager, trimmere og løvblåsere. Oljen brenner rent med lite røyk og reduserer sotdannelse på tennplugg og eksosport. Blandingsforhold: {spec:mix-ratio}.',
        'Riktig totaktsolje er avgjørende for at stempel og sylinder skal holde. {brand} {model} oppfyller {spec:standard} og gir en sterk smørefilm selv ved høyt turtall.',
        '{noun} fra {brand} har doseringskammer på flasken, så det er enkelt å blande riktig mengde. Oljetype: {spec:oil-base}. Bland aldri mer drivstoff enn du rekker å bruke i løpet av en måned.',
      ],
    },
  },
  {
    category: 'oljor-smorjmedel',
    image: 'oil',
    kind: 'part',
    noun: l('Kedjeolja', 'Kædeolie', 'Chain oil', 'Teräketjuöljy', 'Kjedeolje'),
    brands: ['kustlinjen'],
    models: ['KO-68', 'KO-100', 'KO-150', 'KB-100'],
    priceSek: [79, 349],
    sizes: ['1 l', '5 l', '20 l'],
    specs: [
      pick('oil-base', [
        l(
          'Biologiskt nedbrytbar, vegetabilisk',
          'Biologisk nedbrydelig, vegetabilsk',
          'Biodegradable, vegetable-based',
          'Biohajoava, kasvipohjainen',
          'Biologisk nedbrytbar, vegetabilsk',
        ),
        l('Mineralolja', 'Mineralolie', 'Mineral oil', 'Mineraaliöljy', 'Mineralolje'),
      ]),
      pick('viscosity', [
        l('ISO VG 68', 'ISO VG 68', 'ISO VG 68', 'ISO VG 68', 'ISO VG 68'),
        l('ISO VG 100', 'ISO VG 100', 'ISO VG 100', 'ISO VG 100', 'ISO VG 100'),
        l('ISO VG 150', 'ISO VG 150', 'ISO VG 150', 'ISO VG 150', 'ISO VG 150'),
      ]),
      num('min-temperature', [-30, -10], 5),
    ],
    descriptions: {
      sv: [
        '{name} har hög vidhäftning, så att oljan stannar på kedja och svärd i stället för att slungas av. Det minskar slitaget och håller sågen skärande längre. Oljetyp: {spec:oil-base}.',
        'Sågar du i kyla behöver oljan hålla sig lättflytande. {brand} {model} fungerar ner till {spec:min-temperature} och har viskositeten {spec:viscosity}.',
        'Bra kedjeolja är billigare än ett nytt svärd. {noun} från {brand} är framtagen för motorsågar och stångsågar och passar både hemmabrukare och proffs.',
      ],
      da: [
        '{name} har høj vedhæftning, så olien bliver på kæde og sværd i stedet for at blive slynget af. Det mindsker sliddet og holder saven skarp længere. Olietype: {spec:oil-base}.',
        'Saver du i frostvejr, skal olien forblive letflydende. {brand} {model} fungerer ned til {spec:min-temperature} og har viskositeten {spec:viscosity}.',
        'God kædeolie er billigere end et nyt sværd. {noun} fra {brand} er udviklet til motorsave og stangsave og passer til både private og professionelle brugere.',
      ],
      en: [
        '{name} has high tackiness, so it stays on the chain and bar instead of being flung off. That reduces wear and keeps the saw cutting longer. Oil type: {spec:oil-base}.',
        'When you cut in the cold, the oil needs to stay fluid. {brand} {model} works down to {spec:min-temperature} and has a viscosity grade of {spec:viscosity}.',
        'Good chain oil is cheaper than a new guide bar. The {brand} oil is made for chainsaws and pole saws and suits homeowners and professionals alike.',
      ],
      fi: [
        '{name} tarttuu hyvin, joten öljy pysyy ketjussa ja laipassa eikä sinkoudu pois. Se vähentää kulumista ja pitää sahan leikkuukykyisenä pidempään. Öljytyyppi: {spec:oil-base}.',
        'Pakkasella sahatessa öljyn on pysyttävä juoksevana. {brand} {model} on viskositeettiluokaltaan {spec:viscosity}, ja sen alin käyttölämpötila on {spec:min-temperature}.',
        'Hyvä teräketjuöljy tulee halvemmaksi kuin uusi laippa. {name} on tarkoitettu moottorisahoihin ja varsisahoihin, ja se sopii sekä kotikäyttäjille että ammattilaisille.',
      ],
      nb: [
        '{name} har høy heftevne, slik at oljen blir værende på kjede og sverd i stedet for å slynges av. Det reduserer slitasjen og holder sagen skarp lenger. Oljetype: {spec:oil-base}.',
        'Sager du i kulda, må oljen holde seg lettflytende. {brand} {model} fungerer ned til {spec:min-temperature} og har viskositet {spec:viscosity}.',
        'God kjedeolje er billigere enn et nytt sverd. {noun} fra {brand} er laget for motorsager og stangsager og passer både for hobbybrukere og profesjonelle.',
      ],
    },
  },
  {
    category: 'oljor-smorjmedel',
    image: 'oil',
    kind: 'part',
    noun: l('Hydraulolja', 'Hydraulikolie', 'Hydraulic oil', 'Hydrauliöljy', 'Hydraulikkolje'),
    brands: ['kustlinjen'],
    models: ['HO-32', 'HO-46', 'HO-68', 'HV-32', 'HV-46'],
    priceSek: [149, 1890],
    sizes: ['1 l', '4 l', '20 l'],
    specs: [
      pick('viscosity', [
        l('ISO VG 32', 'ISO VG 32', 'ISO VG 32', 'ISO VG 32', 'ISO VG 32'),
        l('ISO VG 46', 'ISO VG 46', 'ISO VG 46', 'ISO VG 46', 'ISO VG 46'),
        l('ISO VG 68', 'ISO VG 68', 'ISO VG 68', 'ISO VG 68', 'ISO VG 68'),
      ]),
      pick('standard', [
        l('DIN 51524-2 HLP', 'DIN 51524-2 HLP', 'DIN 51524-2 HLP', 'DIN 51524-2 HLP', 'DIN 51524-2 HLP'),
        l('DIN 51524-3 HVLP', 'DIN 51524-3 HVLP', 'DIN 51524-3 HVLP', 'DIN 51524-3 HVLP', 'DIN 51524-3 HVLP'),
        l('ISO 11158 HV', 'ISO 11158 HV', 'ISO 11158 HV', 'ISO 11158 HV', 'ISO 11158 HV'),
      ]),
      num('min-temperature', [-40, -20], 5),
    ],
    descriptions: {
      sv: [
        '{name} är avsedd för hydraulsystem i minigrävare, kompaktlastare, traktorer och vedklyvar. Oljan skyddar pumpar och ventiler mot slitage och korrosion. Viskositet: {spec:viscosity}.',
        'Nordiska vintrar ställer höga krav på hydrauloljan. {brand} {model} har högt viskositetsindex och ger snabb respons i hydrauliken ner till {spec:min-temperature}.',
        '{noun} från {brand} uppfyller {spec:standard} och kan blandas med de flesta mineralbaserade hydrauloljor. Kontrollera rätt viskositet i maskinens instruktionsbok innan du fyller på.',
      ],
      da: [
        '{name} er beregnet til hydrauliksystemer i minigravere, kompaktlæssere, traktorer og brændekløvere. Olien beskytter pumper og ventiler mod slid og korrosion. Viskositet: {spec:viscosity}.',
        'Nordiske vintre stiller store krav til hydraulikolien. {brand} {model} har et højt viskositetsindeks og giver hurtig respons i hydraulikken ned til {spec:min-temperature}.',
        '{noun} fra {brand} opfylder {spec:standard} og kan blandes med de fleste mineralske hydraulikolier. Tjek den rigtige viskositet i maskinens instruktionsbog, før du fylder på.',
      ],
      en: [
        '{name} is intended for hydraulic systems in mini excavators, skid steers, tractors and log splitters. It protects pumps and valves against wear and corrosion. Viscosity: {spec:viscosity}.',
        'Nordic winters put high demands on hydraulic oil. {brand} {model} has a high viscosity index and keeps the hydraulics responsive down to {spec:min-temperature}.',
        'The {brand} oil meets {spec:standard} and can be mixed with most mineral-based hydraulic oils. Check the correct viscosity in the operator’s manual before topping up.',
      ],
      fi: [
        '{name} on tarkoitettu minikaivukoneiden, kompaktikuormaajien, traktorien ja halkaisukoneiden hydrauliikkajärjestelmiin. Öljy suojaa pumppuja ja venttiilejä kulumiselta ja korroosiolta. Viskositeetti: {spec:viscosity}.',
        'Pohjoismaiset talvet asettavat hydrauliöljylle kovat vaatimukset. {brand} {model} on korkean viskositeetti-indeksin öljy, joka pitää hydrauliikan nopeana kylmässäkin. Alin käyttölämpötila on {spec:min-temperature}.',
        '{name} täyttää standardin {spec:standard}, ja sitä voi sekoittaa useimpiin mineraalipohjaisiin hydrauliöljyihin. Tarkista oikea viskositeetti koneen käyttöohjeesta ennen lisäämistä.',
      ],
      nb: [
        '{name} er beregnet for hydraulikksystemer i minigravere, kompaktlastere, traktorer og vedkløyvere. Oljen beskytter pumper og ventiler mot slitasje og korrosjon. Viskositet: {spec:viscosity}.',
        'Nordiske vintre stiller store krav til hydraulikkoljen. {brand} {model} har høy viskositetsindeks og gir rask respons i hydraulikken ned til {spec:min-temperature}.',
        '{noun} fra {brand} oppfyller {spec:standard} og kan blandes med de fleste mineralbaserte hydraulikkoljer. Sjekk riktig viskositet i maskinens instruksjonsbok før du fyller på.',
      ],
    },
  },
  // ── Parts: tyres and spark plugs ────────────────────────────────────────────────────────────
  {
    category: 'dack-hjul',
    image: 'tyre',
    kind: 'part',
    noun: l('ATV-däck', 'ATV-dæk', 'ATV tyre', 'Mönkijän rengas', 'ATV-dekk'),
    brands: ['gripfast'],
    models: ['TR-220', 'TR-250', 'GT-410', 'GT-620', 'MX-300'],
    priceSek: [990, 2490],
    sizes: ['22x7-10', '25x8-12', '25x10-12'],
    specs: [
      pick('tread', [
        l('Terrängmönster', 'Terrænmønster', 'All-terrain tread', 'Maastokuviointi', 'Terrengmønster'),
        l(
          'Grovmönster för lera',
          'Grovmønster til mudder',
          'Mud tread',
          'Mutakuviointi',
          'Grovmønster for gjørme',
        ),
        l(
          'Väg- och grusmönster',
          'Vej- og grusmønster',
          'Road and gravel tread',
          'Tie- ja sorakuviointi',
          'Vei- og grusmønster',
        ),
      ]),
      num('ply-rating', [4, 8], 2),
      num('load-index', [40, 70]),
    ],
    descriptions: {
      sv: [
        '{name} har ett djupt och självrensande mönster som ger grepp i skogen, i lera och på grusvägar. Den förstärkta stommen (ply rating {spec:ply-rating}) klarar tunga lass och vassa stenar.',
        'Byt däck parvis på samma axel för jämnt grepp och stabil styrning. {brand} {model} har lastindex {spec:load-index} och passar de flesta fyrhjulingar och UTV:er på marknaden.',
        '{noun} från {brand} är framtaget för nordiska förhållanden och behåller greppet även när det är blött och kallt. Mönster: {spec:tread}. Vi monterar gärna däcken i vår verkstad i Stockholm.',
      ],
      da: [
        '{name} har et dybt og selvrensende mønster, der giver greb i skoven, i mudder og på grusveje. Den forstærkede karkasse (ply rating {spec:ply-rating}) klarer tunge læs og skarpe sten.',
        'Skift dæk parvis på samme aksel for ensartet greb og stabil styring. {brand} {model} har belastningsindeks {spec:load-index} og passer til de fleste ATV’er og UTV’er på markedet.',
        '{noun} fra {brand} er udviklet til nordiske forhold og bevarer grebet, også når det er vådt og koldt. Mønster: {spec:tread}. Vi monterer gerne dækkene på vores værksted i Stockholm.',
      ],
      en: [
        '{name} has a deep, self-cleaning tread that grips in the forest, in mud and on gravel roads. The reinforced carcass (ply rating {spec:ply-rating}) handles heavy loads and sharp stones.',
        'Replace tyres in pairs on the same axle for even grip and stable steering. {brand} {model} has a load index of {spec:load-index} and fits most ATVs and UTVs on the market.',
        'The {brand} tyre is developed for Nordic conditions and keeps its grip even when it is wet and cold. Tread pattern: {spec:tread}. We are happy to fit the tyres at our workshop in Stockholm.',
      ],
      fi: [
        '{name} on syväkuvioinen ja itsepuhdistuva, joten pito säilyy metsässä, mudassa ja sorateillä. Vahvistettu runko (kerrosluku {spec:ply-rating}) kestää raskaat kuormat ja terävät kivet.',
        'Vaihda renkaat pareittain samalle akselille, niin pito on tasainen ja ohjaus vakaa. {brand} {model} on kuormitusindeksiltään {spec:load-index}, ja se sopii useimpiin markkinoilla oleviin mönkijöihin ja UTV-ajoneuvoihin.',
        '{name} on suunniteltu pohjoisiin olosuhteisiin, ja sen pito säilyy märälläkin ja kylmällä kelillä. Kuviointi: {spec:tread}. Asennamme renkaat mielellämme Tukholman korjaamollamme.',
      ],
      nb: [
        '{name} har et dypt og selvrensende mønster som gir grep i skogen, i gjørme og på grusveier. Den forsterkede karkassen (ply rating {spec:ply-rating}) tåler tunge lass og skarpe steiner.',
        'Bytt dekk parvis på samme aksel for jevnt grep og stabil styring. {brand} {model} har belastningsindeks {spec:load-index} og passer til de fleste ATV-er og UTV-er på markedet.',
        '{noun} fra {brand} er utviklet for nordiske forhold og beholder grepet selv når det er vått og kaldt. Mønster: {spec:tread}. Vi monterer gjerne dekkene på verkstedet vårt i Stockholm.',
      ],
    },
  },
  {
    category: 'dack-hjul',
    image: 'tyre',
    kind: 'part',
    noun: l(
      'Däck till trädgårdstraktor',
      'Dæk til havetraktor',
      'Garden tractor tyre',
      'Puutarhatraktorin rengas',
      'Dekk til hagetraktor',
    ),
    brands: ['gripfast'],
    models: ['GR-16', 'GR-18', 'GR-20', 'TT-165', 'TT-185'],
    priceSek: [449, 1290],
    sizes: ['16x6.50-8', '18x8.50-8', '20x10.00-8'],
    specs: [
      pick('tread', [
        l('Gräsmönster (turf)', 'Græsmønster (turf)', 'Turf tread', 'Nurmikuviointi', 'Gressmønster (turf)'),
        l('Traktormönster', 'Traktormønster', 'Bar lug tread', 'Traktorikuviointi', 'Traktormønster'),
      ]),
      pick('tyre-construction', [
        l('Slanglöst (TL)', 'Slangeløst (TL)', 'Tubeless (TL)', 'Sisärenkaaton (TL)', 'Slangeløst (TL)'),
        l('Med slang (TT)', 'Med slange (TT)', 'Tube type (TT)', 'Sisärenkaallinen (TT)', 'Med slange (TT)'),
      ]),
      num('ply-rating', [2, 4], 2),
    ],
    descriptions: {
      sv: [
        '{name} fördelar vikten över en bred slitbana, så att hjulen inte lämnar spår i gräsmattan. Mönster: {spec:tread}. Gummiblandningen är UV-beständig och spricker inte i solen.',
        'Ett punkterat eller sprucket däck gör trädgårdstraktorn svårstyrd och kan skada fälgen. Byt till {brand} {model}, så rullar maskinen stadigt igen. Utförande: {spec:tyre-construction}.',
        '{noun} från {brand} passar de flesta åkgräsklippare och trädgårdstraktorer med 8-tumsfälg. Däcket har ply rating {spec:ply-rating} och klarar både gräsklippning och lättare dragarbete med vagn.',
      ],
      da: [
        '{name} fordeler vægten over en bred slidbane, så hjulene ikke sætter spor i plænen. Mønster: {spec:tread}. Gummiblandingen er UV-bestandig og revner ikke i solen.',
        'Et punkteret eller revnet dæk gør havetraktoren svær at styre og kan skade fælgen. Skift til {brand} {model}, så kører maskinen stabilt igen. Udførelse: {spec:tyre-construction}.',
        '{noun} fra {brand} passer til de fleste havetraktorer og plænetraktorer med 8-tommers fælg. Dækket har ply rating {spec:ply-rating} og klarer både græsslåning og lettere trækarbejde med trailer.',
      ],
      en: [
        '{name} spreads the weight over a wide tread, so the wheels leave no marks on the lawn. Tread pattern: {spec:tread}. The UV-resistant rubber compound does not crack in the sun.',
        'A punctured or cracked tyre makes a garden tractor hard to steer and can damage the rim. Switch to {brand} {model} and the machine rolls steadily again. Construction: {spec:tyre-construction}.',
        'The {brand} tyre fits most ride-on mowers and garden tractors with an 8-inch rim. It has a ply rating of {spec:ply-rating} and handles both mowing and light towing with a trailer.',
      ],
      fi: [
        '{name} jakaa painon leveälle kulutuspinnalle, joten pyörät eivät jätä jälkiä nurmikkoon. Kuviointi: {spec:tread}. UV-kestävä kumiseos ei halkeile auringossa.',
        'Puhjennut tai haljennut rengas tekee puutarhatraktorista vaikean ohjata ja voi vaurioittaa vannetta. Vaihda tilalle {brand} {model}, niin kone kulkee taas vakaasti. Rakenne: {spec:tyre-construction}.',
        '{name} sopii useimpiin ajoleikkureihin ja puutarhatraktoreihin, joissa on 8 tuuman vanne. Renkaan kerrosluku on {spec:ply-rating}, ja se kestää sekä ruohonleikkuun että kevyet vetotyöt peräkärryn kanssa.',
      ],
      nb: [
        '{name} fordeler vekten over en bred slitebane, slik at hjulene ikke setter spor i plenen. Mønster: {spec:tread}. Gummiblandingen er UV-bestandig og sprekker ikke i sola.',
        'Et punktert eller sprukket dekk gjør hagetraktoren vanskelig å styre og kan skade felgen. Bytt til {brand} {model}, så ruller maskinen stødig igjen. Utførelse: {spec:tyre-construction}.',
        '{noun} fra {brand} passer til de fleste sittegressklippere og hagetraktorer med 8-tommers felg. Dekket har ply rating {spec:ply-rating} og tåler både gressklipping og lettere trekkarbeid med tilhenger.',
      ],
    },
  },
  {
    category: 'tandstift',
    image: 'spark-plug',
    kind: 'part',
    noun: l('Tändstift', 'Tændrør', 'Spark plug', 'Sytytystulppa', 'Tennplugg'),
    brands: ['tandkraft'],
    models: ['TK-5', 'TK-6', 'TK-7', 'TK-8', 'TKR-7', 'TKR-9'],
    priceSek: [49, 189],
    specs: [
      pick('thread', [
        l('M14 × 1,25', 'M14 × 1,25', 'M14 × 1.25', 'M14 × 1,25', 'M14 × 1,25'),
        l('M12 × 1,25', 'M12 × 1,25', 'M12 × 1.25', 'M12 × 1,25', 'M12 × 1,25'),
        l('M10 × 1,0', 'M10 × 1,0', 'M10 × 1.0', 'M10 × 1,0', 'M10 × 1,0'),
      ]),
      num('electrode-gap', [0.5, 0.9], 0.05),
      pick('material', [
        l('Nickel', 'Nikkel', 'Nickel', 'Nikkeli', 'Nikkel'),
        l('Iridium', 'Iridium', 'Iridium', 'Iridium', 'Iridium'),
        l('Platina', 'Platin', 'Platinum', 'Platina', 'Platina'),
      ]),
      pick('fits', [fitsMowers, fitsSaws, fitsRideOn, fitsAtv]),
    ],
    descriptions: {
      sv: [
        '{name} ger en stark och jämn gnista, så att motorn startar lätt och förbränner bränslet effektivt. Gänga: {spec:thread}, elektrodavstånd {spec:electrode-gap}.',
        'Ett slitet tändstift ger trög start, ojämn tomgång och högre förbrukning. Byt till {brand} {model} vid varje årsservice – det är ett av de billigaste sätten att hålla motorn pigg. Passar till: {spec:fits}.',
        '{noun} från {brand} levereras med förinställt elektrodavstånd på {spec:electrode-gap} och kan monteras direkt. Material: {spec:material}. Dra åt för hand och avsluta med ett kvarts varv med tändstiftsnyckeln.',
      ],
      da: [
        '{name} giver en kraftig og jævn gnist, så motoren starter let og forbrænder brændstoffet effektivt. Gevind: {spec:thread}, elektrodeafstand {spec:electrode-gap}.',
        'Et slidt tændrør giver træg start, ujævn tomgang og højere forbrug. Skift til {brand} {model} ved hvert årligt eftersyn – det er en af de billigste måder at holde motoren frisk på. Passer til: {spec:fits}.',
        '{noun} fra {brand} leveres med forindstillet elektrodeafstand på {spec:electrode-gap} og kan monteres med det samme. Materiale: {spec:material}. Spænd med hånden og afslut med en kvart omgang med tændrørsnøglen.',
      ],
      en: [
        '{name} delivers a strong, consistent spark, so the engine starts easily and burns fuel efficiently. Thread: {spec:thread}, electrode gap {spec:electrode-gap}.',
        'A worn spark plug means hard starting, rough idling and higher fuel consumption. Switch to {brand} {model} at every annual service – it is one of the cheapest ways to keep an engine lively. Fits: {spec:fits}.',
        'The {brand} plug comes pre-gapped to {spec:electrode-gap} and is ready to fit straight away. Material: {spec:material}. Tighten by hand, then finish with a quarter turn of the plug spanner.',
      ],
      fi: [
        '{name} antaa voimakkaan ja tasaisen kipinän, joten moottori käynnistyy helposti ja polttoaine palaa tehokkaasti. Kierre: {spec:thread}, kärkiväli {spec:electrode-gap}.',
        'Kulunut sytytystulppa aiheuttaa hankalia käynnistyksiä, epätasaista tyhjäkäyntiä ja suurempaa kulutusta. Vaihda tilalle {brand} {model} jokaisessa vuosihuollossa – se on edullisimpia tapoja pitää moottori virkeänä. Käyttökohteet: {spec:fits}.',
        '{name} toimitetaan valmiiksi säädettynä, ja sen kärkiväli on {spec:electrode-gap}. Materiaali: {spec:material}. Kiristä tulppa ensin käsin ja lopuksi neljänneskierros tulppa-avaimella.',
      ],
      nb: [
        '{name} gir en kraftig og jevn gnist, slik at motoren starter lett og forbrenner drivstoffet effektivt. Gjenge: {spec:thread}, elektrodeavstand {spec:electrode-gap}.',
        'En slitt tennplugg gir tung start, ujevn tomgang og høyere forbruk. Bytt til {brand} {model} ved hver årsservice – det er en av de billigste måtene å holde motoren i form på. Passer til: {spec:fits}.',
        '{noun} fra {brand} leveres med forhåndsinnstilt elektrodeavstand på {spec:electrode-gap} og kan monteres med en gang. Materiale: {spec:material}. Stram for hånd og avslutt med en kvart omdreining med tennpluggnøkkelen.',
      ],
    },
  },
  // ── Parts: saw chains ───────────────────────────────────────────────────────────────────────
  {
    category: 'sagkedjor',
    image: 'chain',
    kind: 'part',
    noun: l('Sågkedja', 'Savkæde', 'Saw chain', 'Teräketju', 'Sagkjede'),
    brands: ['skarpa', 'norrmark-parts'],
    models: ['SK-325', 'SK-38', 'SK-38LP', 'HM-325', 'HM-38'],
    priceSek: [249, 549],
    sizes: ['35 cm', '40 cm', '45 cm'],
    specs: [
      pick('pitch', [
        l('3/8" LP', '3/8" LP', '3/8" LP', '3/8" LP', '3/8" LP'),
        l('.325"', '.325"', '.325"', '.325"', '.325"'),
        l('3/8"', '3/8"', '3/8"', '3/8"', '3/8"'),
      ]),
      pick('gauge', [
        l('1,1 mm', '1,1 mm', '1.1 mm', '1,1 mm', '1,1 mm'),
        l('1,3 mm', '1,3 mm', '1.3 mm', '1,3 mm', '1,3 mm'),
        l('1,5 mm', '1,5 mm', '1.5 mm', '1,5 mm', '1,5 mm'),
        l('1,6 mm', '1,6 mm', '1.6 mm', '1,6 mm', '1,6 mm'),
      ]),
      pick('chain-type', [
        l('Halvmejsel', 'Halvmejsel', 'Semi-chisel', 'Puolitaltta', 'Halvmeisel'),
        l('Helmejsel', 'Fuldmejsel', 'Full chisel', 'Taltta', 'Helmeisel'),
      ]),
    ],
    descriptions: {
      sv: [
        '{name} är tillverkad av härdat stål som håller skärpan länge, även i frusen ved. Delning: {spec:pitch}, spårbredd {spec:gauge}. Välj längd efter ditt svärd.',
        'En skarp kedja sågar snabbare och säkrare, med mindre ansträngning för både dig och motorsågen. Kedjetyp: {spec:chain-type}. Kontrollera att delning och spårbredd stämmer med svärdet innan du beställer.',
        '{noun} från {brand} är försträckt på fabriken, så att du behöver efterspänna mindre under de första tankningarna. Kedjan har låg kastbenägenhet och passar både hemmabrukare och proffs.',
      ],
      da: [
        '{name} er fremstillet af hærdet stål, der holder skarpheden længe, selv i frosset træ. Deling: {spec:pitch}, sporbredde {spec:gauge}. Vælg længde efter dit sværd.',
        'En skarp kæde saver hurtigere og sikrere, med mindre besvær for både dig og motorsaven. Kædetype: {spec:chain-type}. Kontrollér, at deling og sporbredde passer til sværdet, før du bestiller.',
        '{noun} fra {brand} er forstrakt fra fabrikken, så du skal efterspænde mindre under de første tankfyldninger. Kæden har lav tendens til tilbageslag og passer til både private og professionelle brugere.',
      ],
      en: [
        '{name} is made of hardened steel that stays sharp for a long time, even in frozen wood. Pitch: {spec:pitch}, gauge {spec:gauge}. Choose the length that matches your guide bar.',
        'A sharp chain cuts faster and more safely, with less effort for both you and the saw. Chain type: {spec:chain-type}. Check that pitch and gauge match your bar before ordering.',
        'The {brand} chain is pre-stretched at the factory, so it needs less re-tensioning during the first few tanks of fuel. It has a low kickback tendency and suits homeowners and professionals alike.',
      ],
      fi: [
        '{name} on valmistettu karkaistusta teräksestä, joka pysyy terävänä pitkään jäisessäkin puussa. Jako: {spec:pitch}, uran leveys {spec:gauge}. Valitse pituus laipan mukaan.',
        'Terävä ketju sahaa nopeammin ja turvallisemmin, ja sekä sinä että saha rasitutte vähemmän. Ketjutyyppi: {spec:chain-type}. Tarkista ennen tilaamista, että jako ja uran leveys sopivat laippaasi.',
        '{name} on esivenytetty tehtaalla, joten sitä tarvitsee kiristää harvemmin ensimmäisten tankillisten aikana. Ketjun takapotkutaipumus on pieni, ja se sopii sekä kotikäyttäjille että ammattilaisille.',
      ],
      nb: [
        '{name} er laget av herdet stål som holder seg skarpt lenge, selv i frossen ved. Deling: {spec:pitch}, sporbredde {spec:gauge}. Velg lengde etter sverdet ditt.',
        'Et skarpt kjede sager raskere og tryggere, med mindre slit for både deg og motorsagen. Kjedetype: {spec:chain-type}. Sjekk at deling og sporbredde passer til sverdet før du bestiller.',
        '{noun} fra {brand} er forhåndsstrukket fra fabrikken, så du trenger å etterstramme mindre de første tankene. Kjedet har lav tendens til kast og passer både for hobbybrukere og profesjonelle.',
      ],
    },
  },
  // ── Parts: protective clothing ──────────────────────────────────────────────────────────────
  {
    category: 'skyddsklader',
    image: 'helmet',
    kind: 'part',
    noun: l('Skogshjälm', 'Skovhjelm', 'Forestry helmet', 'Metsurinkypärä', 'Skogshjelm'),
    brands: ['vaktare'],
    models: ['SH-200', 'SH-300', 'SH-500', 'VK-10', 'VK-20'],
    priceSek: [449, 1290],
    hasColors: true,
    specs: [
      num('weight', [0.45, 0.8], 0.05),
      num('snr', [24, 31]),
      pick('standard', [
        l(
          'EN 397, EN 352-3, EN 1731',
          'EN 397, EN 352-3, EN 1731',
          'EN 397, EN 352-3, EN 1731',
          'EN 397, EN 352-3, EN 1731',
          'EN 397, EN 352-3, EN 1731',
        ),
        l('EN 397, EN 352-3', 'EN 397, EN 352-3', 'EN 397, EN 352-3', 'EN 397, EN 352-3', 'EN 397, EN 352-3'),
      ]),
    ],
    descriptions: {
      sv: [
        '{name} är ett komplett skyddspaket med hjälm, hörselskydd och nätvisir för arbete med motorsåg och röjsåg. Hörselskydden dämpar {spec:snr} och visiret skyddar mot flis och kvistar.',
        'Hjälmen väger bara {spec:weight} och har en vadderad, steglöst justerbar huvudbygel som sitter bekvämt hela dagen. {brand} {model} är godkänd enligt {spec:standard}.',
        '{noun} från {brand} har ventilerat skal som håller huvudet svalt även under varma arbetsdagar. Hörselskydd och visir kan fällas upp när du inte behöver dem. Standard: {spec:standard}.',
      ],
      da: [
        '{name} er en komplet beskyttelsespakke med hjelm, høreværn og netvisir til arbejde med motorsav og buskrydder. Høreværnet dæmper {spec:snr}, og visiret beskytter mod flis og kviste.',
        'Hjelmen vejer kun {spec:weight} og har en polstret, trinløst justerbar hovedbøjle, der sidder behageligt hele dagen. {brand} {model} er godkendt efter {spec:standard}.',
        '{noun} fra {brand} har en ventileret skal, der holder hovedet køligt selv på varme arbejdsdage. Høreværn og visir kan vippes op, når du ikke har brug for dem. Standard: {spec:standard}.',
      ],
      en: [
        '{name} is a complete protection kit with helmet, ear defenders and mesh visor for work with chainsaws and brush cutters. The ear defenders provide {spec:snr} of attenuation, and the visor protects against chips and twigs.',
        'The helmet weighs only {spec:weight} and has a padded, steplessly adjustable headband that stays comfortable all day. {brand} {model} is approved to {spec:standard}.',
        'The {brand} helmet has a ventilated shell that keeps your head cool even on warm working days. The ear defenders and visor flip up when you do not need them. Standard: {spec:standard}.',
      ],
      fi: [
        '{name} on täydellinen suojainpaketti, johon kuuluvat kypärä, kuulonsuojaimet ja verkkovisiiri moottorisaha- ja raivaussahatöihin. Kuulonsuojainten vaimennus on {spec:snr}, ja visiiri suojaa lastuilta ja oksilta.',
        'Kypärä painaa vain {spec:weight}, ja sen pehmustettu, portaattomasti säädettävä päähihna istuu mukavasti koko päivän. {brand} {model} täyttää seuraavat standardit: {spec:standard}.',
        '{name} on varustettu tuuletetulla kuorella, joka pitää pään viileänä lämpiminäkin työpäivinä. Kuulonsuojaimet ja visiirin voi kääntää ylös, kun niitä ei tarvita. Standardi: {spec:standard}.',
      ],
      nb: [
        '{name} er en komplett verneutrustning med hjelm, hørselvern og nettingvisir for arbeid med motorsag og ryddesag. Hørselvernet demper {spec:snr}, og visiret beskytter mot flis og kvister.',
        'Hjelmen veier bare {spec:weight} og har en polstret, trinnløst justerbar hodebøyle som sitter komfortabelt hele dagen. {brand} {model} er godkjent etter {spec:standard}.',
        '{noun} fra {brand} har ventilert skall som holder hodet kjølig selv på varme arbeidsdager. Hørselvern og visir kan felles opp når du ikke trenger dem. Standard: {spec:standard}.',
      ],
    },
  },
  {
    category: 'skyddsklader',
    image: 'helmet',
    kind: 'part',
    noun: l('ATV-hjälm', 'ATV-hjelm', 'ATV helmet', 'Mönkijäkypärä', 'ATV-hjelm'),
    brands: ['vaktare'],
    models: ['MX-10', 'MX-20', 'OR-5', 'OR-7', 'TX-3'],
    priceSek: [1290, 3990],
    sizes: ['S', 'M', 'L', 'XL'],
    hasColors: true,
    specs: [
      num('weight', [1.1, 1.6], 0.05),
      pick('material', [
        l('Polykarbonat', 'Polycarbonat', 'Polycarbonate', 'Polykarbonaatti', 'Polykarbonat'),
        l(
          'Glasfiberkomposit',
          'Glasfiberkomposit',
          'Fibreglass composite',
          'Lasikuitukomposiitti',
          'Glassfiberkompositt',
        ),
        l('ABS-plast', 'ABS-plast', 'ABS plastic', 'ABS-muovi', 'ABS-plast'),
      ]),
      pick('standard', [
        l('ECE 22.06', 'ECE 22.06', 'ECE 22.06', 'ECE 22.06', 'ECE 22.06'),
        l('ECE 22.06, DOT', 'ECE 22.06, DOT', 'ECE 22.06, DOT', 'ECE 22.06, DOT', 'ECE 22.06, DOT'),
      ]),
    ],
    descriptions: {
      sv: [
        '{name} är en crosshjälm med lång skärm och stort synfält, gjord för körning i skog och terräng. Hjälmen väger {spec:weight} och fungerar bra ihop med crossglasögon.',
        'Effektiv ventilation med stängbara luftintag håller dig sval på sommaren och varm när det är kallt. {brand} {model} är godkänd enligt {spec:standard}. Material: {spec:material}.',
        '{noun} från {brand} har avtagbar, tvättbar innerklädsel och ett spänne som är lätt att knäppa även med handskar på. Mät huvudets omkrets strax ovanför ögonbrynen för att hitta rätt storlek.',
      ],
      da: [
        '{name} er en crosshjelm med lang skygge og stort synsfelt, lavet til kørsel i skov og terræn. Hjelmen vejer {spec:weight} og passer godt sammen med crossbriller.',
        'Effektiv ventilation med lukkelige luftindtag holder dig kølig om sommeren og varm, når det er koldt. {brand} {model} er godkendt efter {spec:standard}. Materiale: {spec:material}.',
        '{noun} fra {brand} har aftageligt, vaskbart indvendigt foer og et spænde, der er let at lukke, også med handsker på. Mål hovedets omkreds lige over øjenbrynene for at finde den rigtige størrelse.',
      ],
      en: [
        '{name} is a motocross-style helmet with a long peak and a wide field of vision, made for riding in forests and rough terrain. It weighs {spec:weight} and works well with goggles.',
        'Efficient ventilation with closable vents keeps you cool in summer and warm when it is cold. {brand} {model} is approved to {spec:standard}. Material: {spec:material}.',
        'The {brand} helmet has a removable, washable liner and a buckle that is easy to fasten even with gloves on. Measure around your head just above the eyebrows to find the right size.',
      ],
      fi: [
        '{name} on pitkälippainen ja laajan näkökentän crosskypärä, joka on tehty metsä- ja maastoajoon. Kypärä painaa {spec:weight} ja sopii hyvin yhteen crossilasien kanssa.',
        'Tehokas tuuletus suljettavine ilmanottoaukkoineen pitää sinut viileänä kesällä ja lämpimänä pakkasella. Hyväksyntä: {spec:standard}. Materiaali: {spec:material}.',
        '{name} on varustettu irrotettavalla ja pestävällä sisäpehmusteella sekä soljella, jonka saa kiinni hanskat kädessäkin. Mittaa pään ympärys juuri kulmakarvojen yläpuolelta, niin löydät oikean koon.',
      ],
      nb: [
        '{name} er en crosshjelm med lang skjerm og stort synsfelt, laget for kjøring i skog og terreng. Hjelmen veier {spec:weight} og passer godt sammen med crossbriller.',
        'Effektiv ventilasjon med lukkbare luftinntak holder deg kjølig om sommeren og varm når det er kaldt. {brand} {model} er godkjent etter {spec:standard}. Materiale: {spec:material}.',
        '{noun} fra {brand} har avtakbart, vaskbart innerfôr og en spenne som er lett å lukke selv med hansker på. Mål hodeomkretsen rett over øyenbrynene for å finne riktig størrelse.',
      ],
    },
  },
  {
    category: 'skyddsklader',
    image: 'gloves',
    kind: 'part',
    noun: l('Arbetshandskar', 'Arbejdshandsker', 'Work gloves', 'Työkäsineet', 'Arbeidshansker'),
    brands: ['vaktare'],
    models: ['AH-10', 'AH-20', 'VH-5', 'VH-7', 'SG-3'],
    priceSek: [129, 449],
    sizes: ['8', '9', '10', '11'],
    specs: [
      pick('material', [
        l('Getskinn', 'Gedeskind', 'Goatskin', 'Vuohennahka', 'Geiteskinn'),
        l(
          'Nötläder och syntet',
          'Kvæglæder og syntetisk materiale',
          'Cowhide and synthetic',
          'Naudannahka ja tekokuitu',
          'Kuskinn og syntetisk materiale',
        ),
        l(
          'Syntetläder med förstärkt handflata',
          'Syntetisk læder med forstærket håndflade',
          'Synthetic leather with reinforced palm',
          'Tekonahka, vahvistettu kämmen',
          'Syntetisk skinn med forsterket håndflate',
        ),
      ]),
      pick('standard', [
        l('EN 388', 'EN 388', 'EN 388', 'EN 388', 'EN 388'),
        l('EN 388, EN 511', 'EN 388, EN 511', 'EN 388, EN 511', 'EN 388, EN 511', 'EN 388, EN 511'),
        l(
          'EN 381-7 klass 1',
          'EN 381-7 klasse 1',
          'EN 381-7 class 1',
          'EN 381-7 luokka 1',
          'EN 381-7 klasse 1',
        ),
      ]),
    ],
    descriptions: {
      sv: [
        '{name} kombinerar bra grepp med känsla i fingertopparna, så att du kan hantera motorsåg, verktyg och små skruvar utan att ta av dig handskarna. Material: {spec:material}.',
        'Förstärkta fingertoppar och handflator gör att handskarna håller säsong efter säsong. De är testade enligt {spec:standard} och har en mudd med kardborreknäppning som stänger ute sågspån och snö.',
        'Välj storlek efter handens omkrets mätt över knogarna – storlek 9 motsvarar ungefär 23 cm. {noun} från {brand} finns i storlek 8–11 och har ett tunt foder som håller värmen även en kall höstdag.',
      ],
      da: [
        '{name} kombinerer godt greb med følelse i fingerspidserne, så du kan håndtere motorsav, værktøj og små skruer uden at tage handskerne af. Materiale: {spec:material}.',
        'Forstærkede fingerspidser og håndflader gør, at handskerne holder sæson efter sæson. De er testet efter {spec:standard} og har en manchet med velcrolukning, der holder savsmuld og sne ude.',
        'Vælg størrelse efter håndens omkreds målt over knoerne – størrelse 9 svarer til cirka 23 cm. {noun} fra {brand} fås i størrelse 8–11 og har et tyndt for, der holder varmen selv en kold efterårsdag.',
      ],
      en: [
        '{name} combine a good grip with fingertip feel, so you can handle a chainsaw, tools and small screws without taking your gloves off. Material: {spec:material}.',
        'Reinforced fingertips and palms mean the gloves last season after season. They are tested to {spec:standard} and have a hook-and-loop cuff that keeps out sawdust and snow.',
        'Choose your size by measuring around your hand over the knuckles – size 9 is about 23 cm. {brand} {model} comes in sizes 8–11 and has a thin lining that keeps your hands warm even on a cold autumn day.',
      ],
      fi: [
        '{name} tarjoavat hyvän otteen ja tarkan tuntuman, joten voit käsitellä moottorisahaa, työkaluja ja pieniä ruuveja riisumatta käsineitä. Materiaali: {spec:material}.',
        'Vahvistettujen sormenpäiden ja kämmenten ansiosta käsineet kestävät kaudesta toiseen, ja tarranauhallinen ranneke pitää sahanpurun ja lumen poissa. Standardi: {spec:standard}.',
        'Valitse koko mittaamalla käden ympärys rystysten kohdalta – koko 9 vastaa noin 23 senttiä. {name} ovat saatavilla koissa 8–11, ja niiden ohut vuori pitää kädet lämpiminä kylmänäkin syyspäivänä.',
      ],
      nb: [
        '{name} kombinerer godt grep med følelse i fingertuppene, slik at du kan håndtere motorsag, verktøy og små skruer uten å ta av hanskene. Materiale: {spec:material}.',
        'Forsterkede fingertupper og håndflater gjør at hanskene holder sesong etter sesong. De er testet etter {spec:standard} og har en mansjett med borrelås som holder sagflis og snø ute.',
        'Velg størrelse etter håndens omkrets målt over knokene – størrelse 9 tilsvarer omtrent 23 cm. {noun} fra {brand} fås i størrelse 8–11 og har et tynt fôr som holder varmen selv en kald høstdag.',
      ],
    },
  },
  {
    category: 'skyddsklader',
    image: 'jacket',
    kind: 'part',
    noun: l('Skogsjacka', 'Skovjakke', 'Forestry jacket', 'Metsurintakki', 'Skogsjakke'),
    brands: ['vaktare'],
    models: ['SJ-100', 'SJ-200', 'SJ-350', 'VJ-40', 'VJ-60'],
    priceSek: [799, 2490],
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    specs: [
      pick('material', [
        l(
          'Polyester och bomull',
          'Polyester og bomuld',
          'Polyester and cotton',
          'Polyesteri ja puuvilla',
          'Polyester og bomull',
        ),
        l(
          'Stretchtyg med förstärkta axlar',
          'Stretchstof med forstærkede skuldre',
          'Stretch fabric with reinforced shoulders',
          'Joustokangas, vahvistetut olkapäät',
          'Stretchstoff med forsterkede skuldre',
        ),
        l(
          'Vattentät polyamid',
          'Vandtæt polyamid',
          'Waterproof polyamide',
          'Vedenpitävä polyamidi',
          'Vanntett polyamid',
        ),
      ]),
      pick('standard', [
        l(
          'EN ISO 20471 klass 2',
          'EN ISO 20471 klasse 2',
          'EN ISO 20471 class 2',
          'EN ISO 20471 luokka 2',
          'EN ISO 20471 klasse 2',
        ),
        l('EN 381-11', 'EN 381-11', 'EN 381-11', 'EN 381-11', 'EN 381-11'),
      ]),
      num('weight', [0.6, 1.4], 0.1),
    ],
    descriptions: {
      sv: [
        '{name} är gjord för långa dagar i skogen, med ventilationsöppningar under armarna och förlängd rygg som skyddar mot drag. Varselfärgade partier syns tydligt bland träden. Material: {spec:material}.',
        'Jackan väger {spec:weight} och har gott om fickor, bland annat en bröstficka för telefon eller kommunikationsradio. {brand} {model} är certifierad enligt {spec:standard}.',
        '{noun} från {brand} har elastiska paneler som ger full rörelsefrihet när du fäller, kvistar och kapar. Standard: {spec:standard}. Välj en storlek större om du vill få plats med en tjock tröja under.',
      ],
      da: [
        '{name} er lavet til lange dage i skoven med ventilationsåbninger under armene og forlænget ryg, der beskytter mod træk. Signalfarvede partier ses tydeligt mellem træerne. Materiale: {spec:material}.',
        'Jakken vejer {spec:weight} og har masser af lommer, blandt andet en brystlomme til telefon eller radio. {brand} {model} er certificeret efter {spec:standard}.',
        '{noun} fra {brand} har elastiske paneler, der giver fuld bevægelsesfrihed, når du fælder, afgrener og kapper. Standard: {spec:standard}. Vælg en størrelse større, hvis du vil have plads til en tyk trøje under.',
      ],
      en: [
        '{name} is made for long days in the forest, with underarm vents and a dropped back that keeps out draughts. High-visibility panels stand out clearly among the trees. Material: {spec:material}.',
        'The jacket weighs {spec:weight} and has plenty of pockets, including a chest pocket for a phone or radio. {brand} {model} is certified to {spec:standard}.',
        'The {brand} jacket has stretch panels that give you full freedom of movement when felling, limbing and cross-cutting. Standard: {spec:standard}. Choose one size up if you want room for a thick jumper underneath.',
      ],
      fi: [
        '{name} on tehty pitkiin metsäpäiviin: kainaloissa on tuuletusaukot, ja pidennetty selkä suojaa vedolta. Huomioväriset osat erottuvat selvästi puiden keskeltä. Materiaali: {spec:material}.',
        'Takki painaa {spec:weight}, ja siinä on runsaasti taskuja, muun muassa rintatasku puhelimelle tai radiopuhelimelle. {name} on sertifioitu suojavaate (standardi {spec:standard}).',
        '{name} on varustettu joustavilla paneeleilla, jotka antavat täyden liikkumavapauden kaadossa, karsinnassa ja katkonnassa. Standardi: {spec:standard}. Valitse yhtä kokoa suurempi, jos haluat pukea alle paksun neuleen.',
      ],
      nb: [
        '{name} er laget for lange dager i skogen, med ventilasjonsåpninger under armene og forlenget rygg som beskytter mot trekk. Partier i signalfarge synes godt mellom trærne. Materiale: {spec:material}.',
        'Jakken veier {spec:weight} og har mange lommer, blant annet en brystlomme til telefon eller radio. {brand} {model} er sertifisert etter {spec:standard}.',
        '{noun} fra {brand} har elastiske paneler som gir full bevegelsesfrihet når du feller, kvister og kapper. Standard: {spec:standard}. Velg en størrelse større hvis du vil ha plass til en tykk genser under.',
      ],
    },
  },
  // ── Services: garden machines ───────────────────────────────────────────────────────────────
  {
    category: 'service-tradgard',
    image: 'service',
    kind: 'service',
    noun: l(
      'Årsservice gräsklippare',
      'Årligt eftersyn af plæneklipper',
      'Annual lawn mower service',
      'Ruohonleikkurin vuosihuolto',
      'Årsservice av gressklipper',
    ),
    brands: ['maskinbutiken'],
    models: ['GS-1', 'GS-2', 'GS-3', 'GS-4'],
    priceSek: [990, 1990],
    specs: [
      num('duration', [1, 2.5], 0.5),
      pick('fits', [
        l(
          'Bensindrivna gräsklippare upp till 53 cm',
          'Benzindrevne plæneklippere op til 53 cm',
          'Petrol lawn mowers up to 53 cm',
          'Bensiinikäyttöiset ruohonleikkurit, enintään 53 cm',
          'Bensindrevne gressklippere opptil 53 cm',
        ),
        l(
          'Batteridrivna gräsklippare',
          'Batteridrevne plæneklippere',
          'Battery lawn mowers',
          'Akkukäyttöiset ruohonleikkurit',
          'Batteridrevne gressklippere',
        ),
        l(
          'Självgående gräsklippare',
          'Selvkørende plæneklippere',
          'Self-propelled lawn mowers',
          'Itsevetävät ruohonleikkurit',
          'Selvgående gressklippere',
        ),
      ]),
      pick('included', [
        l(
          'Olje- och filterbyte, tändstift och knivslipning',
          'Olie- og filterskift, tændrør og knivslibning',
          'Oil and filter change, spark plug and blade sharpening',
          'Öljyn- ja suodattimenvaihto, sytytystulppa ja terän teroitus',
          'Olje- og filterskift, tennplugg og knivsliping',
        ),
        l(
          'Knivslipning, rengöring och funktionskontroll',
          'Knivslibning, rengøring og funktionskontrol',
          'Blade sharpening, cleaning and function check',
          'Terän teroitus, puhdistus ja toimintatarkastus',
          'Knivsliping, rengjøring og funksjonskontroll',
        ),
        l(
          'Komplett service inklusive reservdelar',
          'Komplet service inklusive reservedele',
          'Full service including parts',
          'Täyshuolto varaosineen',
          'Komplett service inkludert reservedeler',
        ),
      ]),
    ],
    descriptions: {
      sv: [
        '{name} ger din gräsklippare en nystart inför säsongen. Våra mekaniker går igenom maskinen från motor till hjul och provkör den innan den lämnar verkstaden. Ingår: {spec:included}.',
        'Lämna in klipparen under vintern eller tidigt på våren, så slipper du köerna när gräset börjar växa. Beräknad arbetstid är {spec:duration}, och vi ringer alltid innan vi gör något utöver det som ingår. Passar till: {spec:fits}.',
        'En servad gräsklippare startar lättare, drar mindre bränsle och klipper jämnare. Servicen utförs av våra mekaniker i verkstaden i Stockholm, och vi använder alltid originaldelar. Ingår: {spec:included}.',
      ],
      da: [
        '{name} giver din plæneklipper en frisk start på sæsonen. Vores mekanikere gennemgår maskinen fra motor til hjul og prøvekører den, før den forlader værkstedet. Omfatter: {spec:included}.',
        'Aflevér klipperen i løbet af vinteren eller tidligt på foråret, så slipper du for køen, når græsset begynder at gro. Den anslåede arbejdstid er {spec:duration}, og vi ringer altid, før vi laver noget ud over det aftalte. Passer til: {spec:fits}.',
        'En serviceret plæneklipper starter lettere, bruger mindre brændstof og klipper mere jævnt. Eftersynet udføres af vores mekanikere på værkstedet i Stockholm, og vi bruger altid originale reservedele. Omfatter: {spec:included}.',
      ],
      en: [
        '{name} gives your mower a fresh start for the season. Our mechanics go over the machine from engine to wheels and test-run it before it leaves the workshop. Includes: {spec:included}.',
        'Bring your mower in during winter or early spring and skip the queues when the grass starts growing. The estimated work time is {spec:duration}, and we always call before doing anything beyond what is included. Suitable for: {spec:fits}.',
        'A serviced mower starts more easily, uses less fuel and cuts more evenly. The work is carried out by our mechanics at the workshop in Stockholm, always with original parts. Includes: {spec:included}.',
      ],
      fi: [
        '{name} valmistaa ruohonleikkurisi uuteen kauteen. Mekaanikkomme käyvät koneen läpi moottorista pyöriin ja koeajavat sen ennen kuin se lähtee korjaamolta. Sisältää: {spec:included}.',
        'Tuo leikkuri huoltoon talvella tai aikaisin keväällä, niin vältät jonot, kun ruoho lähtee kasvuun. Arvioitu työaika on {spec:duration}, ja soitamme aina ennen kuin teemme mitään sovitun lisäksi. Käyttökohteet: {spec:fits}.',
        'Huollettu ruohonleikkuri käynnistyy helpommin, kuluttaa vähemmän polttoainetta ja leikkaa tasaisemmin. Työn tekevät mekaanikkomme Tukholman korjaamolla, ja käytämme aina alkuperäisiä varaosia. Sisältää: {spec:included}.',
      ],
      nb: [
        '{name} gir gressklipperen din en frisk start på sesongen. Mekanikerne våre går gjennom maskinen fra motor til hjul og prøvekjører den før den forlater verkstedet. Omfatter: {spec:included}.',
        'Lever klipperen i løpet av vinteren eller tidlig på våren, så slipper du køen når gresset begynner å gro. Beregnet arbeidstid er {spec:duration}, og vi ringer alltid før vi gjør noe utover det som er avtalt. Passer til: {spec:fits}.',
        'En servicet gressklipper starter lettere, bruker mindre drivstoff og klipper jevnere. Arbeidet utføres av mekanikerne våre på verkstedet i Stockholm, og vi bruker alltid originale deler. Omfatter: {spec:included}.',
      ],
    },
  },
  {
    category: 'service-tradgard',
    image: 'service',
    kind: 'service',
    noun: l(
      'Service och vinterförvaring robotgräsklippare',
      'Service og vinteropbevaring af robotplæneklipper',
      'Robotic mower service and winter storage',
      'Robottileikkurin huolto ja talvisäilytys',
      'Service og vinterlagring av robotgressklipper',
    ),
    brands: ['maskinbutiken'],
    models: ['RS-1', 'RS-2', 'RS-3', 'RV-1', 'RV-2'],
    priceSek: [1490, 2990],
    specs: [
      num('duration', [1, 3], 0.5),
      pick('fits', [
        l(
          'Robotgräsklippare upp till 1 500 m²',
          'Robotplæneklippere op til 1.500 m²',
          'Robotic mowers up to 1,500 m²',
          'Robottileikkurit, enintään 1 500 m²',
          'Robotgressklippere opptil 1 500 m²',
        ),
        l(
          'Robotgräsklippare för stora tomter',
          'Robotplæneklippere til store grunde',
          'Robotic mowers for large gardens',
          'Robottileikkurit suurille pihoille',
          'Robotgressklippere for store tomter',
        ),
      ]),
      pick('included', [
        l(
          'Rengöring, knivbyte och programuppdatering',
          'Rengøring, knivskift og softwareopdatering',
          'Cleaning, blade change and software update',
          'Puhdistus, terien vaihto ja ohjelmistopäivitys',
          'Rengjøring, knivbytte og programvareoppdatering',
        ),
        l(
          'Batteritest, rengöring och förvaring till våren',
          'Batteritest, rengøring og opbevaring til foråret',
          'Battery test, cleaning and storage until spring',
          'Akkutesti, puhdistus ja säilytys kevääseen',
          'Batteritest, rengjøring og lagring til våren',
        ),
        l(
          'Service, förvaring och installation av laddstationen på våren',
          'Service, opbevaring og opsætning af ladestationen om foråret',
          'Service, storage and charging station set-up in spring',
          'Huolto, säilytys ja latausaseman asennus keväällä',
          'Service, lagring og oppsett av ladestasjonen om våren',
        ),
      ]),
    ],
    descriptions: {
      sv: [
        'Med {name} lämnar du in roboten på hösten och får tillbaka den servad och klar för en ny säsong på våren. Vi går igenom den noggrant och förvarar den frostfritt över vintern. Ingår: {spec:included}.',
        'Litiumbatterier mår bäst av att förvaras frostfritt och halvladdade under vintern. Vi förvarar din robot i vår uppvärmda lokal i Stockholm och kontrollerar batteriet innan den lämnas ut. Passar till: {spec:fits}.',
        'Beräknad arbetstid för själva servicen är {spec:duration}. Vid behov hjälper vi dig också att justera begränsningskabeln eller flytta laddstationen när roboten kommer hem igen. Ingår: {spec:included}.',
      ],
      da: [
        'Med {name} afleverer du robotten om efteråret og får den tilbage serviceret og klar til en ny sæson om foråret. Vi gennemgår den grundigt og opbevarer den frostfrit hen over vinteren. Omfatter: {spec:included}.',
        'Litiumbatterier har det bedst med at blive opbevaret frostfrit og halvt opladet om vinteren. Vi opbevarer din robot i vores opvarmede lokaler i Stockholm og kontrollerer batteriet, før den udleveres. Passer til: {spec:fits}.',
        'Den anslåede arbejdstid for selve servicen er {spec:duration}. Hvis det er nødvendigt, hjælper vi dig også med at justere afgrænsningskablet eller flytte ladestationen, når robotten kommer hjem igen. Omfatter: {spec:included}.',
      ],
      en: [
        'With {name} you drop off your robot in autumn and get it back serviced and ready for a new season in spring. We go over it thoroughly and keep it frost-free through the winter. Includes: {spec:included}.',
        'Lithium batteries are best stored frost-free and half charged over winter. We keep your robot in our heated premises in Stockholm and check the battery before it is handed back. Suitable for: {spec:fits}.',
        'The estimated work time for the service itself is {spec:duration}. If needed, we can also help you adjust the boundary wire or move the charging station when the robot comes home. Includes: {spec:included}.',
      ],
      fi: [
        '{name} on helppo tapa hoitaa robottileikkuri talven yli: tuot sen meille syksyllä ja saat sen keväällä takaisin huollettuna ja käyttövalmiina. Käymme leikkurin huolellisesti läpi ja säilytämme sen pakkaselta suojassa. Sisältää: {spec:included}.',
        'Litiumakut säilyvät talven yli parhaiten pakkaselta suojassa ja puoliksi ladattuina. Säilytämme robottisi lämmitetyissä tiloissamme Tukholmassa ja tarkastamme akun ennen luovutusta. Käyttökohteet: {spec:fits}.',
        'Itse huollon arvioitu työaika on {spec:duration}. Autamme tarvittaessa myös rajakaapelin säätämisessä tai latausaseman siirtämisessä, kun robotti palaa kotiin. Sisältää: {spec:included}.',
      ],
      nb: [
        'Med {name} leverer du roboten om høsten og får den tilbake servicet og klar for en ny sesong om våren. Vi går grundig gjennom den og lagrer den frostfritt gjennom vinteren. Omfatter: {spec:included}.',
        'Litiumbatterier har best av å lagres frostfritt og halvveis ladet om vinteren. Vi oppbevarer roboten din i oppvarmede lokaler i Stockholm og kontrollerer batteriet før den leveres ut. Passer til: {spec:fits}.',
        'Beregnet arbeidstid for selve servicen er {spec:duration}. Ved behov hjelper vi deg også med å justere begrensningskabelen eller flytte ladestasjonen når roboten kommer hjem igjen. Omfatter: {spec:included}.',
      ],
    },
  },
  {
    category: 'service-tradgard',
    image: 'service',
    kind: 'service',
    noun: l(
      'Service åkgräsklippare',
      'Service af havetraktor',
      'Ride-on mower service',
      'Ajoleikkurin huolto',
      'Service av sittegressklipper',
    ),
    brands: ['maskinbutiken'],
    models: ['AS-1', 'AS-2', 'AS-3', 'TS-1', 'TS-2'],
    priceSek: [2490, 4990],
    specs: [
      num('duration', [2, 5], 0.5),
      pick('fits', [
        l(
          'Åkgräsklippare med klippaggregat upp till 107 cm',
          'Havetraktorer med klippebord op til 107 cm',
          'Ride-on mowers with decks up to 107 cm',
          'Ajoleikkurit, leikkuuleveys enintään 107 cm',
          'Sittegressklippere med klippebord opptil 107 cm',
        ),
        l(
          'Frontmonterade åkgräsklippare',
          'Frontklippere',
          'Front-deck ride-on mowers',
          'Etuleikkurilla varustetut ajoleikkurit',
          'Frontklippere',
        ),
        l(
          'Trädgårdstraktorer med uppsamlare',
          'Havetraktorer med opsamler',
          'Garden tractors with collector',
          'Keräävät puutarhatraktorit',
          'Hagetraktorer med oppsamler',
        ),
      ]),
      pick('included', [
        l(
          'Olje- och filterbyte, knivslipning och remkontroll',
          'Olie- og filterskift, knivslibning og remkontrol',
          'Oil and filter change, blade sharpening and belt check',
          'Öljyn- ja suodattimenvaihto, terien teroitus ja hihnojen tarkastus',
          'Olje- og filterskift, knivsliping og reimkontroll',
        ),
        l(
          'Komplett service med batteritest och smörjning',
          'Komplet service med batteritest og smøring',
          'Full service with battery test and lubrication',
          'Täyshuolto, akkutesti ja voitelu',
          'Komplett service med batteritest og smøring',
        ),
        l(
          'Service med hämtning och leverans inom Stockholm',
          'Service med afhentning og levering i Stockholm',
          'Service with collection and delivery within Stockholm',
          'Huolto sekä nouto ja toimitus Tukholman alueella',
          'Service med henting og levering i Stockholm',
        ),
      ]),
    ],
    descriptions: {
      sv: [
        '{name} håller din åkgräsklippare i toppskick och förebygger dyra reparationer. Vi kontrollerar motor, remmar, bromsar, styrning och klippaggregat och justerar klipphöjden så att den blir jämn. Ingår: {spec:included}.',
        'Beräknad arbetstid är {spec:duration}. Behövs reservdelar utöver det som ingår, ringer vi dig med ett prisförslag innan vi fortsätter. Passar till: {spec:fits}.',
        'Saknar du släpvagn? Välj ett paket med hämtning och leverans, så hämtar vi maskinen hemma hos dig i Stockholmsområdet. Arbetet utförs av våra egna mekaniker med originaldelar. Ingår: {spec:included}.',
      ],
      da: [
        '{name} holder din havetraktor i topform og forebygger dyre reparationer. Vi kontrollerer motor, remme, bremser, styretøj og klippebord og justerer klippehøjden, så den bliver jævn. Omfatter: {spec:included}.',
        'Den anslåede arbejdstid er {spec:duration}. Skal der bruges reservedele ud over det inkluderede, ringer vi med et tilbud, før vi går videre. Passer til: {spec:fits}.',
        'Har du ingen trailer? Vælg en pakke med afhentning og levering, så henter vi maskinen hjemme hos dig i Stockholmsområdet. Arbejdet udføres af vores egne mekanikere med originale reservedele. Omfatter: {spec:included}.',
      ],
      en: [
        '{name} keeps your ride-on mower in top condition and prevents expensive repairs. We check the engine, belts, brakes, steering and cutting deck, and adjust the cutting height so it is even. Includes: {spec:included}.',
        'The estimated work time is {spec:duration}. If parts are needed beyond what is included, we call you with a quote before we continue. Suitable for: {spec:fits}.',
        'No trailer? Choose a package with collection and delivery and we will pick up the machine from your home in the Stockholm area. The work is done by our own mechanics using original parts. Includes: {spec:included}.',
      ],
      fi: [
        '{name} pitää ajoleikkurisi huippukunnossa ja ehkäisee kalliita korjauksia. Tarkastamme moottorin, hihnat, jarrut, ohjauksen ja leikkuupöydän sekä säädämme leikkuukorkeuden tasaiseksi. Sisältää: {spec:included}.',
        'Arvioitu työaika on {spec:duration}. Jos tarvitaan muita kuin hintaan sisältyviä varaosia, soitamme sinulle ja annamme hinta-arvion ennen kuin jatkamme. Käyttökohteet: {spec:fits}.',
        'Eikö sinulla ole peräkärryä? Valitse paketti, johon sisältyvät nouto ja toimitus, niin haemme koneen kotoasi Tukholman alueelta. Työn tekevät omat mekaanikkomme alkuperäisillä varaosilla. Sisältää: {spec:included}.',
      ],
      nb: [
        '{name} holder sittegressklipperen din i toppform og forebygger dyre reparasjoner. Vi kontrollerer motor, reimer, bremser, styring og klippebord og justerer klippehøyden så den blir jevn. Omfatter: {spec:included}.',
        'Beregnet arbeidstid er {spec:duration}. Trengs det reservedeler utover det som er inkludert, ringer vi deg med et pristilbud før vi fortsetter. Passer til: {spec:fits}.',
        'Har du ikke tilhenger? Velg en pakke med henting og levering, så henter vi maskinen hjemme hos deg i Stockholmsområdet. Arbeidet utføres av våre egne mekanikere med originaldeler. Omfatter: {spec:included}.',
      ],
    },
  },
  // ── Services: construction machines ─────────────────────────────────────────────────────────
  {
    category: 'service-bygg',
    image: 'service',
    kind: 'service',
    noun: l(
      'Service minigrävare',
      'Service af minigraver',
      'Mini excavator service',
      'Minikaivukoneen huolto',
      'Service av minigraver',
    ),
    brands: ['maskinbutiken'],
    models: ['MS-250', 'MS-500', 'MS-1000', 'MS-2000'],
    priceSek: [4990, 12900],
    specs: [
      num('duration', [3, 8], 0.5),
      pick('fits', [
        fitsExcavators,
        l(
          'Minigrävare 3–6 ton',
          'Minigravere 3–6 ton',
          'Mini excavators 3–6 t',
          'Minikaivukoneet 3–6 t',
          'Minigravere 3–6 tonn',
        ),
        l(
          'Midigrävare 6–10 ton',
          'Midigravere 6–10 ton',
          'Midi excavators 6–10 t',
          'Midikaivukoneet 6–10 t',
          'Midigravere 6–10 tonn',
        ),
      ]),
      pick('included', [
        l(
          'Motorolja, filter och smörjning',
          'Motorolie, filtre og smøring',
          'Engine oil, filters and lubrication',
          'Moottoriöljy, suodattimet ja voitelu',
          'Motorolje, filtre og smøring',
        ),
        l(
          'Motor- och hydraulolja, alla filter och funktionstest',
          'Motor- og hydraulikolie, alle filtre og funktionstest',
          'Engine and hydraulic oil, all filters and function test',
          'Moottori- ja hydrauliöljy, kaikki suodattimet ja toimintatesti',
          'Motor- og hydraulikkolje, alle filtre og funksjonstest',
        ),
        l(
          'Komplett service med besiktningsprotokoll',
          'Komplet service med inspektionsrapport',
          'Full service with inspection report',
          'Täyshuolto ja tarkastuspöytäkirja',
          'Komplett service med inspeksjonsrapport',
        ),
      ]),
    ],
    descriptions: {
      sv: [
        '{name} följer tillverkarens serviceschema och bevarar maskinens garanti och andrahandsvärde. Vi byter oljor och filter, smörjer alla punkter och kontrollerar larvband, tänder och slangar. Ingår: {spec:included}.',
        'Vi kan utföra servicen i vår verkstad eller ute på din arbetsplats med servicebilen, så att maskinen står still så kort tid som möjligt. Beräknad arbetstid är {spec:duration}. Passar till: {spec:fits}.',
        'Efter servicen får du ett protokoll över utförda åtgärder och eventuella anmärkningar. Våra mekaniker är utbildade på de vanligaste märkena av kompaktmaskiner. Ingår: {spec:included}.',
      ],
      da: [
        '{name} følger producentens serviceskema og bevarer maskinens garanti og gensalgsværdi. Vi skifter olier og filtre, smører alle punkter og kontrollerer bælter, tænder og slanger. Omfatter: {spec:included}.',
        'Vi kan udføre servicen på vores værksted eller ude på din arbejdsplads med servicebilen, så maskinen står stille så kort tid som muligt. Den anslåede arbejdstid er {spec:duration}. Passer til: {spec:fits}.',
        'Efter servicen får du en rapport over udført arbejde og eventuelle bemærkninger. Vores mekanikere er uddannet på de mest udbredte mærker af kompaktmaskiner. Omfatter: {spec:included}.',
      ],
      en: [
        '{name} follows the manufacturer’s service schedule and protects the machine’s warranty and resale value. We change oils and filters, grease every point and check tracks, teeth and hoses. Includes: {spec:included}.',
        'We can carry out the service in our workshop or on your site with our service van, so the machine is out of action for as short a time as possible. The estimated work time is {spec:duration}. Suitable for: {spec:fits}.',
        'After the service you receive a report of the work done and any remarks. Our mechanics are trained on the most common makes of compact equipment. Includes: {spec:included}.',
      ],
      fi: [
        '{name} tehdään valmistajan huolto-ohjelman mukaisesti, joten koneen takuu ja jälleenmyyntiarvo säilyvät. Vaihdamme öljyt ja suodattimet, voitelemme kaikki voitelukohdat ja tarkastamme telat, kauhan hampaat ja letkut. Sisältää: {spec:included}.',
        'Voimme tehdä huollon korjaamollamme tai huoltoautolla työmaallasi, jolloin kone on poissa käytöstä mahdollisimman lyhyen ajan. Arvioitu työaika on {spec:duration}. Käyttökohteet: {spec:fits}.',
        'Huollon jälkeen saat pöytäkirjan tehdyistä toimenpiteistä ja mahdollisista huomioista. Mekaanikkomme on koulutettu yleisimpien kompaktikonemerkkien huoltoon. Sisältää: {spec:included}.',
      ],
      nb: [
        '{name} følger produsentens serviceprogram og bevarer maskinens garanti og bruktverdi. Vi skifter oljer og filtre, smører alle punkter og kontrollerer belter, tenner og slanger. Omfatter: {spec:included}.',
        'Vi kan utføre servicen på verkstedet vårt eller ute på arbeidsplassen din med servicebilen, slik at maskinen står stille kortest mulig. Beregnet arbeidstid er {spec:duration}. Passer til: {spec:fits}.',
        'Etter servicen får du en rapport over utført arbeid og eventuelle merknader. Mekanikerne våre er utdannet på de vanligste merkene av kompaktmaskiner. Omfatter: {spec:included}.',
      ],
    },
  },
  {
    category: 'service-bygg',
    image: 'service',
    kind: 'service',
    noun: l(
      'Byte av hydraulslang',
      'Udskiftning af hydraulikslange',
      'Hydraulic hose replacement',
      'Hydrauliletkun vaihto',
      'Bytte av hydraulikkslange',
    ),
    brands: ['maskinbutiken'],
    models: ['HS-1', 'HS-2', 'HS-3', 'HX-1'],
    priceSek: [990, 2990],
    specs: [
      num('duration', [1, 3], 0.5),
      num('working-pressure', [210, 420], 10),
      pick('fits', [
        l(
          'Minigrävare och kompaktlastare',
          'Minigravere og kompaktlæssere',
          'Mini excavators and skid steers',
          'Minikaivukoneet ja kompaktikuormaajat',
          'Minigravere og kompaktlastere',
        ),
        l(
          'Hjullastare och traktorer',
          'Hjullæssere og traktorer',
          'Wheel loaders and tractors',
          'Pyöräkuormaajat ja traktorit',
          'Hjullastere og traktorer',
        ),
        l(
          'Vedklyvar och redskap',
          'Brændekløvere og redskaber',
          'Log splitters and attachments',
          'Halkaisukoneet ja työlaitteet',
          'Vedkløyvere og redskaper',
        ),
      ]),
    ],
    descriptions: {
      sv: [
        'En sprucken hydraulslang stoppar jobbet direkt. Vi pressar en ny slang med rätt kopplingar medan du väntar, eller kommer ut till arbetsplatsen med servicebilen. Passar till: {spec:fits}.',
        'De nya slangarna tål ett arbetstryck på {spec:working-pressure} och förses med skyddsstrumpa där de riskerar att nötas. Beräknad arbetstid är {spec:duration}, inklusive luftning och läcktest.',
        'Ta gärna med den gamla slangen eller skicka en bild på kopplingarna, så har vi rätt delar redo när du kommer. Beräknad arbetstid: {spec:duration}. I priset ingår slang, kopplingar och montering.',
      ],
      da: [
        'En sprængt hydraulikslange stopper arbejdet med det samme. Vi presser en ny slange med de rigtige koblinger, mens du venter, eller kommer ud på arbejdspladsen med servicebilen. Passer til: {spec:fits}.',
        'De nye slanger tåler et arbejdstryk på {spec:working-pressure} og får slidbeskyttelse, hvor de risikerer at blive slidt. Den anslåede arbejdstid er {spec:duration} inklusive udluftning og tæthedstest.',
        'Tag gerne den gamle slange med, eller send et billede af koblingerne, så har vi de rigtige dele klar, når du kommer. Anslået arbejdstid: {spec:duration}. Prisen omfatter slange, koblinger og montering.',
      ],
      en: [
        'A burst hydraulic hose stops work immediately. We crimp a new hose with the right fittings while you wait, or come out to your site with the service van. Suitable for: {spec:fits}.',
        'The new hoses are rated for a working pressure of {spec:working-pressure} and fitted with a protective sleeve wherever they risk chafing. The estimated work time is {spec:duration}, including bleeding and leak testing.',
        'Bring the old hose or send us a photo of the fittings, and we will have the right parts ready when you arrive. Estimated work time: {spec:duration}. The price includes hose, fittings and installation.',
      ],
      fi: [
        'Haljennut hydrauliletku pysäyttää työn heti. {name} hoituu nopeasti: puristamme uuden letkun oikeilla liittimillä odottaessasi tai tulemme huoltoautolla työmaallesi. Käyttökohteet: {spec:fits}.',
        'Uusien letkujen työpaine on {spec:working-pressure}, ja hankautumiselle alttiisiin kohtiin asennetaan suojasukka. Arvioitu työaika on {spec:duration} ilmauksineen ja tiiviystesteineen.',
        'Ota vanha letku mukaan tai lähetä kuva liittimistä, niin meillä on oikeat osat valmiina, kun tulet. Arvioitu työaika: {spec:duration}. Hintaan sisältyvät letku, liittimet ja asennus.',
      ],
      nb: [
        'En sprukket hydraulikkslange stopper jobben umiddelbart. Vi presser en ny slange med riktige koblinger mens du venter, eller kommer ut på arbeidsplassen med servicebilen. Passer til: {spec:fits}.',
        'De nye slangene tåler et arbeidstrykk på {spec:working-pressure} og får slitebeskyttelse der de kan gnage. Beregnet arbeidstid er {spec:duration}, inkludert lufting og lekkasjetest.',
        'Ta gjerne med den gamle slangen eller send et bilde av koblingene, så har vi riktige deler klare når du kommer. Beregnet arbeidstid: {spec:duration}. Prisen inkluderer slange, koblinger og montering.',
      ],
    },
  },
  // ── Services: vehicles and sharpening ───────────────────────────────────────────────────────
  {
    category: 'service-fordon',
    image: 'service',
    kind: 'service',
    noun: l(
      'Service fyrhjuling och UTV',
      'Service af ATV og UTV',
      'ATV and UTV service',
      'Mönkijän ja UTV:n huolto',
      'Service av ATV og UTV',
    ),
    brands: ['maskinbutiken'],
    models: ['FS-1', 'FS-2', 'FS-3', 'US-1', 'US-2'],
    priceSek: [1990, 4490],
    specs: [
      num('duration', [2, 4.5], 0.5),
      pick('fits', [
        l(
          'Fyrhjulingar upp till 700 cm³',
          'ATV’er op til 700 cm³',
          'ATVs up to 700 cc',
          'Mönkijät, enintään 700 cm³',
          'ATV-er opptil 700 cm³',
        ),
        l(
          'Fyrhjulingar över 700 cm³',
          'ATV’er over 700 cm³',
          'ATVs over 700 cc',
          'Mönkijät, yli 700 cm³',
          'ATV-er over 700 cm³',
        ),
        l(
          'UTV och terrängfordon',
          'UTV’er og terrængkøretøjer',
          'UTVs and side-by-sides',
          'UTV:t ja maastoajoneuvot',
          'UTV-er og terrengkjøretøy',
        ),
      ]),
      pick('included', [
        l(
          'Olje- och filterbyte, bromskontroll och smörjning',
          'Olie- og filterskift, bremsekontrol og smøring',
          'Oil and filter change, brake check and lubrication',
          'Öljyn- ja suodattimenvaihto, jarrujen tarkastus ja voitelu',
          'Olje- og filterskift, bremsekontroll og smøring',
        ),
        l(
          'Komplett service inklusive växellådsolja och kylvätska',
          'Komplet service inklusive gearolie og kølervæske',
          'Full service including gearbox oil and coolant',
          'Täyshuolto, vaihteistoöljy ja jäähdytysneste',
          'Komplett service inkludert girolje og kjølevæske',
        ),
        l(
          'Vinterservice med plogkontroll och batteritest',
          'Vinterservice med plovkontrol og batteritest',
          'Winter service with plough check and battery test',
          'Talvihuolto, auran tarkastus ja akkutesti',
          'Vinterservice med plogkontroll og batteritest',
        ),
      ]),
    ],
    descriptions: {
      sv: [
        '{name} håller fordonet säkert och pålitligt, oavsett om det används i skogen, på gården eller för snöröjning. Vi går igenom motor, drivlina, bromsar, styrning och belysning. Ingår: {spec:included}.',
        'Regelbunden service är extra viktig för fyrhjulingar som körs i lera, vatten och på saltade vägar. Beräknad arbetstid är {spec:duration}, och du får ett protokoll som visar vad vi har åtgärdat. Passar till: {spec:fits}.',
        'Boka gärna servicen inför skogssäsongen eller innan snön kommer, så är fordonet redo när du behöver det. Vi använder originaldelar och oljor som följer tillverkarens specifikation. Ingår: {spec:included}.',
      ],
      da: [
        '{name} holder køretøjet sikkert og pålideligt, uanset om det bruges i skoven, på gården eller til snerydning. Vi gennemgår motor, drivlinje, bremser, styretøj og lys. Omfatter: {spec:included}.',
        'Regelmæssig service er ekstra vigtig for ATV’er, der køres i mudder, vand og på saltede veje. Den anslåede arbejdstid er {spec:duration}, og du får en rapport over, hvad vi har udbedret. Passer til: {spec:fits}.',
        'Book gerne servicen inden skovsæsonen, eller før sneen kommer, så er køretøjet klar, når du har brug for det. Vi bruger originale reservedele og olier, der følger producentens specifikation. Omfatter: {spec:included}.',
      ],
      en: [
        '{name} keeps the vehicle safe and reliable, whether it is used in the forest, on the farm or for snow clearing. We go over the engine, driveline, brakes, steering and lights. Includes: {spec:included}.',
        'Regular servicing is especially important for ATVs that are driven through mud, water and on salted roads. The estimated work time is {spec:duration}, and you get a report showing what we have fixed. Suitable for: {spec:fits}.',
        'Book the service before the forestry season or before the snow arrives, and the vehicle will be ready when you need it. We use original parts and oils that meet the manufacturer’s specification. Includes: {spec:included}.',
      ],
      fi: [
        '{name} pitää ajoneuvon turvallisena ja luotettavana, käytitpä sitä metsässä, pihatöissä tai lumitöissä. Käymme läpi moottorin, voimansiirron, jarrut, ohjauksen ja valot. Sisältää: {spec:included}.',
        'Säännöllinen huolto on erityisen tärkeää mönkijöille, joilla ajetaan mudassa, vedessä ja suolatuilla teillä. Arvioitu työaika on {spec:duration}, ja saat pöytäkirjan tehdyistä korjauksista. Käyttökohteet: {spec:fits}.',
        'Varaa huolto ennen metsäkautta tai ennen lumen tuloa, niin ajoneuvo on valmiina, kun tarvitset sitä. Käytämme alkuperäisiä varaosia ja valmistajan vaatimukset täyttäviä öljyjä. Sisältää: {spec:included}.',
      ],
      nb: [
        '{name} holder kjøretøyet trygt og pålitelig, enten det brukes i skogen, på gården eller til snørydding. Vi går gjennom motor, drivlinje, bremser, styring og lys. Omfatter: {spec:included}.',
        'Regelmessig service er ekstra viktig for ATV-er som kjøres i gjørme, vann og på saltede veier. Beregnet arbeidstid er {spec:duration}, og du får en rapport som viser hva vi har utbedret. Passer til: {spec:fits}.',
        'Bestill gjerne service før skogsesongen eller før snøen kommer, så er kjøretøyet klart når du trenger det. Vi bruker originaldeler og oljer som følger produsentens spesifikasjon. Omfatter: {spec:included}.',
      ],
    },
  },
  {
    category: 'slipning',
    image: 'service',
    kind: 'service',
    noun: l('Kedjeslipning', 'Kædeslibning', 'Chain sharpening', 'Teräketjun teroitus', 'Kjedesliping'),
    brands: ['maskinbutiken'],
    models: ['KS-1', 'KS-2', 'KS-3', 'KS-5'],
    priceSek: [99, 189],
    specs: [
      pick('turnaround', [
        l('Samma dag', 'Samme dag', 'Same day', 'Samana päivänä', 'Samme dag'),
        l(
          'Inom 2 arbetsdagar',
          'Inden for 2 arbejdsdage',
          'Within 2 working days',
          '2 arkipäivän kuluessa',
          'Innen 2 arbeidsdager',
        ),
      ]),
      pick('fits', [
        l(
          'Kedjor till svärd upp till 45 cm',
          'Kæder til sværd op til 45 cm',
          'Chains for bars up to 45 cm',
          'Ketjut enintään 45 cm:n laippoihin',
          'Kjeder til sverd opptil 45 cm',
        ),
        l(
          'Kedjor till svärd upp till 75 cm',
          'Kæder til sværd op til 75 cm',
          'Chains for bars up to 75 cm',
          'Ketjut enintään 75 cm:n laippoihin',
          'Kjeder til sverd opptil 75 cm',
        ),
      ]),
      pick('included', [
        l(
          'Slipning av skär och justering av djupmätare',
          'Slibning af skær og justering af dybdemålere',
          'Cutter sharpening and depth gauge adjustment',
          'Hampaiden teroitus ja syvyysrajoittimien säätö',
          'Sliping av skjær og justering av dybdemålere',
        ),
        l(
          'Slipning, rengöring och kontroll av drivlänkar',
          'Slibning, rengøring og kontrol af drivled',
          'Sharpening, cleaning and drive link check',
          'Teroitus, puhdistus ja vetolenkkien tarkastus',
          'Sliping, rengjøring og kontroll av drivledd',
        ),
      ]),
    ],
    descriptions: {
      sv: [
        '{name} ger kedjan samma skärpa som när den var ny. Vi slipar alla skär i rätt vinkel i en precisionsmaskin och justerar djupmätarna, så att sågen skär rakt och snabbt. Ingår: {spec:included}.',
        'En slö kedja ger fint sågdamm i stället för spån och sliter hårt på både svärd och motor. Lämna in kedjan i vår butik i Stockholm. Leveranstid: {spec:turnaround}.',
        'En kedja kan slipas många gånger innan skären är nedslitna. Vi säger till om kedjan är så sliten att det är dags att byta, och nya kedjor har vi i lager. Passar till: {spec:fits}.',
      ],
      da: [
        '{name} giver kæden samme skarphed, som da den var ny. Vi sliber alle skær i den rigtige vinkel i en præcisionsmaskine og justerer dybdemålerne, så saven skærer lige og hurtigt. Omfatter: {spec:included}.',
        'En sløv kæde giver fint savsmuld i stedet for spåner og slider hårdt på både sværd og motor. Indlevér kæden i vores butik i Stockholm. Leveringstid: {spec:turnaround}.',
        'En kæde kan slibes mange gange, før skærene er slidt ned. Vi siger til, hvis kæden er så slidt, at den bør skiftes, og nye kæder har vi på lager. Passer til: {spec:fits}.',
      ],
      en: [
        '{name} gives your chain the same sharpness as when it was new. We grind every cutter to the correct angle in a precision machine and adjust the depth gauges, so the saw cuts straight and fast. Includes: {spec:included}.',
        'A blunt chain produces fine dust instead of chips and is hard on both bar and engine. Drop the chain off at our shop in Stockholm. Turnaround time: {spec:turnaround}.',
        'A chain can be sharpened many times before the cutters are worn down. We will tell you if it is worn enough to need replacing – and we keep new chains in stock. Suitable for: {spec:fits}.',
      ],
      fi: [
        '{name} palauttaa ketjuun uuden veroisen terävyyden. Teroitamme kaikki hampaat oikeaan kulmaan tarkkuuskoneella ja säädämme syvyysrajoittimet, jotta saha leikkaa suoraan ja nopeasti. Sisältää: {spec:included}.',
        'Tylsä ketju tekee hienoa purua lastujen sijaan ja kuluttaa sekä laippaa että moottoria. Jätä ketju myymäläämme Tukholmassa. Valmistumisaika: {spec:turnaround}.',
        'Ketjun voi teroittaa monta kertaa ennen kuin hampaat ovat kuluneet loppuun. Kerromme, jos ketju on niin kulunut, että se kannattaa vaihtaa, ja uusia ketjuja löytyy varastostamme. Käyttökohteet: {spec:fits}.',
      ],
      nb: [
        '{name} gir kjedet samme skarphet som da det var nytt. Vi sliper alle skjær i riktig vinkel i en presisjonsmaskin og justerer dybdemålerne, slik at sagen skjærer rett og raskt. Omfatter: {spec:included}.',
        'Et sløvt kjede gir fint sagstøv i stedet for flis og sliter hardt på både sverd og motor. Lever kjedet i butikken vår i Stockholm. Leveringstid: {spec:turnaround}.',
        'Et kjede kan slipes mange ganger før skjærene er slitt ned. Vi sier fra hvis kjedet er så slitt at det er på tide å bytte, og nye kjeder har vi på lager. Passer til: {spec:fits}.',
      ],
    },
  },
  {
    category: 'slipning',
    image: 'service',
    kind: 'service',
    noun: l(
      'Slipning av gräsklipparkniv',
      'Slibning af plæneklipperkniv',
      'Mower blade sharpening',
      'Ruohonleikkurin terän teroitus',
      'Sliping av gressklipperkniv',
    ),
    brands: ['maskinbutiken'],
    models: ['KB-1', 'KB-2', 'KB-3', 'KB-4'],
    priceSek: [149, 349],
    specs: [
      pick('turnaround', [
        l('Samma dag', 'Samme dag', 'Same day', 'Samana päivänä', 'Samme dag'),
        l(
          'Inom 2 arbetsdagar',
          'Inden for 2 arbejdsdage',
          'Within 2 working days',
          '2 arkipäivän kuluessa',
          'Innen 2 arbeidsdager',
        ),
        l(
          'Inom 5 arbetsdagar',
          'Inden for 5 arbejdsdage',
          'Within 5 working days',
          '5 arkipäivän kuluessa',
          'Innen 5 arbeidsdager',
        ),
      ]),
      pick('fits', [
        l(
          'Gräsklipparknivar upp till 53 cm',
          'Plæneklipperknive op til 53 cm',
          'Mower blades up to 53 cm',
          'Ruohonleikkurin terät, enintään 53 cm',
          'Gressklipperkniver opptil 53 cm',
        ),
        l(
          'Knivar till åkgräsklippare',
          'Knive til havetraktorer',
          'Ride-on mower blades',
          'Ajoleikkurin terät',
          'Kniver til sittegressklippere',
        ),
      ]),
      pick('included', [
        l(
          'Slipning och balansering',
          'Slibning og afbalancering',
          'Sharpening and balancing',
          'Teroitus ja tasapainotus',
          'Sliping og balansering',
        ),
        l(
          'Demontering, slipning, balansering och montering',
          'Afmontering, slibning, afbalancering og montering',
          'Removal, sharpening, balancing and refitting',
          'Irrotus, teroitus, tasapainotus ja asennus',
          'Demontering, sliping, balansering og montering',
        ),
      ]),
    ],
    descriptions: {
      sv: [
        '{name} ger ett rent snitt som låter gräset läka snabbt, i stället för trasiga stråtoppar som gulnar. Vi slipar eggen i rätt vinkel och balanserar kniven, så att klipparen går utan vibrationer. Ingår: {spec:included}.',
        'Slipa kniven minst en gång per säsong – oftare om du klipper på sandig mark. Lämna in kniven eller hela klipparen i vår butik. Leveranstid: {spec:turnaround}.',
        'En obalanserad kniv sliter på vevaxel och lager, därför balanserar vi alltid kniven efter slipningen. Är kniven sprucken eller för sliten säger vi till och erbjuder en ny. Passar till: {spec:fits}.',
      ],
      da: [
        '{name} giver et rent snit, så græsset heler hurtigt i stedet for at få flossede spidser, der bliver gule. Vi sliber æggen i den rigtige vinkel og afbalancerer kniven, så klipperen kører uden vibrationer. Omfatter: {spec:included}.',
        'Slib kniven mindst én gang pr. sæson – oftere, hvis du klipper på sandet jord. Indlevér kniven eller hele klipperen i vores butik. Leveringstid: {spec:turnaround}.',
        'En kniv i ubalance slider på krumtapaksel og lejer, derfor afbalancerer vi altid kniven efter slibningen. Er kniven revnet eller for slidt, siger vi til og tilbyder en ny. Passer til: {spec:fits}.',
      ],
      en: [
        '{name} gives a clean cut that lets the grass heal quickly, instead of ragged tips that turn yellow. We grind the edge to the correct angle and balance the blade, so the mower runs without vibration. Includes: {spec:included}.',
        'Sharpen the blade at least once a season – more often if you mow on sandy ground. Drop off the blade or the whole mower at our shop. Turnaround time: {spec:turnaround}.',
        'An unbalanced blade wears the crankshaft and bearings, so we always balance the blade after sharpening. If the blade is cracked or too worn, we will let you know and offer a new one. Suitable for: {spec:fits}.',
      ],
      fi: [
        '{name} takaa siistin leikkuujäljen, jonka ansiosta ruoho toipuu nopeasti eikä korsien päihin jää rispaantuneita, kellastuvia kohtia. Teroitamme terän oikeaan kulmaan ja tasapainotamme sen, joten leikkuri käy ilman tärinää. Sisältää: {spec:included}.',
        'Teroita terä vähintään kerran kaudessa – useammin, jos leikkaat hiekkaisella maalla. Jätä terä tai koko leikkuri myymäläämme. Valmistumisaika: {spec:turnaround}.',
        'Epätasapainoinen terä kuluttaa kampiakselia ja laakereita, joten tasapainotamme terän aina teroituksen jälkeen. Jos terä on haljennut tai liian kulunut, kerromme siitä ja tarjoamme tilalle uuden. Käyttökohteet: {spec:fits}.',
      ],
      nb: [
        '{name} gir et rent snitt som lar gresset gro raskt, i stedet for frynsete strå som gulner. Vi sliper eggen i riktig vinkel og balanserer kniven, slik at klipperen går uten vibrasjoner. Omfatter: {spec:included}.',
        'Slip kniven minst én gang per sesong – oftere hvis du klipper på sandholdig mark. Lever kniven eller hele klipperen i butikken vår. Leveringstid: {spec:turnaround}.',
        'En kniv i ubalanse sliter på veivaksel og lagre, derfor balanserer vi alltid kniven etter slipingen. Er kniven sprukket eller for slitt, sier vi fra og tilbyr en ny. Passer til: {spec:fits}.',
      ],
    },
  },
  // ── Rentals: construction machines ──────────────────────────────────────────────────────────
  {
    category: 'hyr-byggmaskiner',
    image: 'rental',
    kind: 'rental',
    noun: l(
      'Hyr minigrävare',
      'Lej minigraver',
      'Mini excavator for hire',
      'Vuokrattava minikaivukone',
      'Lei minigraver',
    ),
    brands: ['maskinbutiken'],
    models: ['HG-11', 'HG-12', 'HG-21', 'HG-22', 'HG-31'],
    priceSek: [1290, 2490],
    specs: [
      num('weight', [1000, 3500], 100),
      pick('included', [
        l(
          'Grävskopa, planeringsskopa och snabbfäste',
          'Graveskovl, planeringsskovl og hurtigskifte',
          'Digging bucket, grading bucket and quick coupler',
          'Kaivukauha, luiskakauha ja pikakiinnike',
          'Graveskuffe, pusseskuffe og hurtigfeste',
        ),
        l(
          'Tre skopor och tiltrotator',
          'Tre skovle og tiltrotator',
          'Three buckets and tiltrotator',
          'Kolme kauhaa ja rototilt',
          'Tre skuffer og tiltrotator',
        ),
      ]),
      rentalPeriod,
      num('deposit', [3000, 10000], 1000),
    ],
    descriptions: {
      sv: [
        'Hyr en minigrävare när du ska dränera runt huset, schakta för en altan eller gräva ner kabel. Minigrävaren {model} väger {spec:weight} och tar sig fram på trånga tomter och genom smala grindar. Ingår: {spec:included}.',
        'Vid hämtning tar vi ut en deposition på {spec:deposit}, som betalas tillbaka när maskinen lämnas åter i gott skick.',
        'Vi går igenom maskinen och säkerheten med dig vid hämtningen, så att du kan börja gräva direkt. Behöver du hjälp med transporten kör vi ut grävaren till arbetsplatsen mot en tilläggsavgift.',
      ],
      da: [
        'Lej en minigraver, når du skal dræne omkring huset, grave ud til en terrasse eller lægge kabler ned. Minigraveren {model} vejer {spec:weight} og kommer frem på trange grunde og gennem smalle låger. Omfatter: {spec:included}.',
        'Ved afhentning opkræver vi et depositum på {spec:deposit}, som betales tilbage, når maskinen afleveres i god stand.',
        'Vi gennemgår maskinen og sikkerheden med dig ved afhentningen, så du kan begynde at grave med det samme. Har du brug for hjælp til transporten, kører vi graveren ud til arbejdspladsen mod et tillæg.',
      ],
      en: [
        'Hire a mini excavator when you need to drain around the house, dig out for a deck or lay cables. The {model} weighs {spec:weight} and gets into tight gardens and through narrow gates. Includes: {spec:included}.',
        'When you collect, we take a deposit of {spec:deposit}, which is refunded when the machine is returned in good condition.',
        'We walk you through the machine and safety when you collect it, so you can start digging straight away. If you need help with transport, we deliver the excavator to your site for an extra fee.',
      ],
      fi: [
        'Vuokraa minikaivukone, kun kaivat salaojia talon ympärille, pohjaa terassille tai kaapelia maahan. Minikaivukone {model} painaa {spec:weight}, ja se mahtuu ahtaille tonteille ja kapeista porteista. Sisältää: {spec:included}.',
        'Noudon yhteydessä perittävä vakuus on {spec:deposit}, ja se palautetaan, kun kone tuodaan takaisin hyvässä kunnossa.',
        'Käymme koneen ja turvallisuusohjeet läpi kanssasi noudon yhteydessä, joten pääset kaivamaan heti. Jos tarvitset apua kuljetuksessa, toimitamme kaivukoneen työmaalle lisämaksusta.',
      ],
      nb: [
        'Lei en minigraver når du skal drenere rundt huset, grave ut til en terrasse eller legge ned kabel. Minigraveren {model} veier {spec:weight} og kommer seg fram på trange tomter og gjennom smale grinder. Omfatter: {spec:included}.',
        'Ved henting tar vi et depositum på {spec:deposit}, som betales tilbake når maskinen leveres i god stand.',
        'Vi går gjennom maskinen og sikkerheten med deg ved henting, slik at du kan begynne å grave med en gang. Trenger du hjelp med transporten, kjører vi graveren ut til arbeidsplassen mot et tillegg.',
      ],
    },
  },
  {
    category: 'hyr-byggmaskiner',
    image: 'rental',
    kind: 'rental',
    noun: l(
      'Hyr markvibrator',
      'Lej pladevibrator',
      'Plate compactor for hire',
      'Vuokrattava tärylevy',
      'Lei platevibrator',
    ),
    brands: ['maskinbutiken'],
    models: ['VP-1', 'VP-2', 'VP-3', 'VR-1', 'VR-2'],
    priceSek: [390, 890],
    specs: [
      num('weight', [60, 250], 5),
      num('plate-width', [35, 60], 5),
      rentalPeriod,
      num('deposit', [1000, 3000], 500),
    ],
    descriptions: {
      sv: [
        'Hyr en markvibrator för att packa grus och bärlager inför plattsättning, stenläggning eller altanbygge. Vibratorn väger {spec:weight} och har en plattbredd på {spec:plate-width}.',
        'Packa i lager om högst 15 centimeter åt gången, så blir underlaget stabilt och sätter sig inte. Vid hämtning tar vi ut en deposition på {spec:deposit}.',
        'Markvibratorn {model} startar lätt och lämnas ut tankad, med gummimatta för packning av marksten. Vi hjälper dig att lasta den när du hämtar.',
      ],
      da: [
        'Lej en pladevibrator til at komprimere grus og bærelag inden fliselægning, belægning eller terrassebyggeri. Vibratoren vejer {spec:weight} og har en pladebredde på {spec:plate-width}.',
        'Komprimér i lag på højst 15 centimeter ad gangen, så bliver underlaget stabilt og sætter sig ikke. Ved afhentning opkræver vi et depositum på {spec:deposit}.',
        'Pladevibratoren {model} starter let og udleveres tanket og med gummimåtte til komprimering af belægningssten. Vi hjælper dig med at læsse den, når du henter.',
      ],
      en: [
        'Hire a plate compactor to compact gravel and sub-base before laying paving, setts or a deck. The compactor weighs {spec:weight} and has a plate width of {spec:plate-width}.',
        'Compact in layers of no more than 15 centimetres at a time for a stable base that will not settle. We take a deposit of {spec:deposit} on collection.',
        'The {model} plate compactor starts easily and comes fuelled, with a rubber mat for compacting paving stones. We will help you load it when you collect.',
      ],
      fi: [
        'Vuokraa tärylevy, kun tiivistät soraa ja kantavaa kerrosta ennen laatoitusta, kiveystä tai terassin rakentamista. Tärylevy painaa {spec:weight}, ja sen pohjalevyn leveys on {spec:plate-width}.',
        'Tiivistä enintään 15 sentin kerroksina, niin alusta pysyy vakaana eikä painu. Noudon yhteydessä perittävä vakuus on {spec:deposit}.',
        'Tärylevy {model} käynnistyy helposti, ja se luovutetaan tankattuna ja kiveyksen tiivistämiseen tarkoitetulla kumimatolla varustettuna. Autamme sinua lastaamaan sen noudon yhteydessä.',
      ],
      nb: [
        'Lei en platevibrator for å komprimere grus og bærelag før du legger heller eller belegningsstein eller bygger terrasse. Vibratoren veier {spec:weight} og har en platebredde på {spec:plate-width}.',
        'Komprimer i lag på maks 15 centimeter om gangen, så blir underlaget stabilt og setter seg ikke. Ved henting tar vi et depositum på {spec:deposit}.',
        'Platevibratoren {model} starter lett og leveres ut med fulltank og gummimatte for komprimering av belegningsstein. Vi hjelper deg med å laste den når du henter.',
      ],
    },
  },
  {
    category: 'hyr-byggmaskiner',
    image: 'rental',
    kind: 'rental',
    noun: l(
      'Hyr minidumper',
      'Lej minidumper',
      'Mini dumper for hire',
      'Vuokrattava minidumpperi',
      'Lei minidumper',
    ),
    brands: ['maskinbutiken'],
    models: ['HD-3', 'HD-5', 'HD-8', 'BD-5'],
    priceSek: [890, 1790],
    specs: [
      num('payload', [300, 1500], 50),
      num('weight', [300, 1100], 50),
      rentalPeriod,
      num('deposit', [2000, 5000], 500),
    ],
    descriptions: {
      sv: [
        'Hyr en minidumper när du ska flytta jord, grus eller sten och skottkärran inte räcker till. Den bandgående dumpern tar sig fram i lera och uppför branta slänter och har en lastförmåga på {spec:payload}.',
        'Minidumpern {model} väger {spec:weight} och är så smal att den går genom de flesta grindar. Flaket tippas hydrauliskt, så du tömmer lasset utan att kliva av.',
        'Vid hämtning tar vi ut en deposition på {spec:deposit}. Hyr gärna dumpern tillsammans med en minigrävare, så går markarbetet dubbelt så fort.',
      ],
      da: [
        'Lej en minidumper, når du skal flytte jord, grus eller sten, og trillebøren ikke slår til. Den bæltedrevne dumper kommer frem i mudder og op ad stejle skråninger og har en lasteevne på {spec:payload}.',
        'Minidumperen {model} vejer {spec:weight} og er så smal, at den kan komme gennem de fleste låger. Ladet tippes hydraulisk, så du tømmer læsset uden at stige af.',
        'Ved afhentning opkræver vi et depositum på {spec:deposit}. Lej gerne dumperen sammen med en minigraver, så går jordarbejdet dobbelt så hurtigt.',
      ],
      en: [
        'Hire a mini dumper when you need to move soil, gravel or stone and a wheelbarrow just will not do. The tracked dumper handles mud and steep slopes and has a payload of {spec:payload}.',
        'The {model} mini dumper weighs {spec:weight} and is narrow enough to fit through most garden gates. The skip tips hydraulically, so you can empty the load without getting off.',
        'We take a deposit of {spec:deposit} on collection. Hire the dumper together with a mini excavator and the groundwork goes twice as fast.',
      ],
      fi: [
        'Vuokraa minidumpperi, kun siirrät multaa, soraa tai kiviä eikä kottikärry riitä. Telavetoinen dumpperi kulkee mudassa ja jyrkissä rinteissä, ja sen kantavuus on {spec:payload}.',
        'Minidumpperi {model} painaa {spec:weight}, ja se on niin kapea, että se mahtuu useimmista porteista. Lava kipataan hydraulisesti, joten kuorman voi tyhjentää nousematta kyydistä.',
        'Noudon yhteydessä perittävä vakuus on {spec:deposit}. Vuokraa dumpperi yhdessä minikaivukoneen kanssa, niin maanrakennustyöt etenevät kaksi kertaa nopeammin.',
      ],
      nb: [
        'Lei en minidumper når du skal flytte jord, grus eller stein og trillebåren ikke strekker til. Den beltegående dumperen tar seg fram i gjørme og opp bratte skråninger og har en nyttelast på {spec:payload}.',
        'Minidumperen {model} veier {spec:weight} og er så smal at den kommer gjennom de fleste grinder. Lasteplanet tippes hydraulisk, så du tømmer lasset uten å gå av.',
        'Ved henting tar vi et depositum på {spec:deposit}. Lei gjerne dumperen sammen med en minigraver, så går grunnarbeidet dobbelt så fort.',
      ],
    },
  },
  // ── Rentals: garden machines ────────────────────────────────────────────────────────────────
  {
    category: 'hyr-tradgardsmaskiner',
    image: 'rental',
    kind: 'rental',
    noun: l(
      'Hyr stubbfräs',
      'Lej stubfræser',
      'Stump grinder for hire',
      'Vuokrattava kannonjyrsin',
      'Lei stubbefres',
    ),
    brands: ['maskinbutiken'],
    models: ['SF-1', 'SF-2', 'SF-3', 'SX-1'],
    priceSek: [990, 1890],
    specs: [
      num('grinding-depth', [20, 40], 5),
      num('weight', [90, 450], 10),
      rentalPeriod,
      num('deposit', [2000, 5000], 500),
    ],
    descriptions: {
      sv: [
        'Hyr en stubbfräs och bli av med stubbarna efter trädfällningen på några minuter per stubbe. Fräsen når {spec:grinding-depth} under markytan, så att du kan så gräs eller plantera direkt efteråt.',
        'Stubbfräsen {model} väger {spec:weight} och rullar på hjul genom vanliga grindar. Vid hämtning tar vi ut en deposition på {spec:deposit}.',
        'Använd alltid visir, hörselskydd och kraftiga skor när du fräser. Skyddsutrustning finns att köpa i butiken.',
      ],
      da: [
        'Lej en stubfræser, og slip af med stubbene efter træfældningen på få minutter pr. stub. Fræseren når {spec:grinding-depth} ned under jordoverfladen, så du kan så græs eller plante lige bagefter.',
        'Stubfræseren {model} vejer {spec:weight} og kører på hjul gennem almindelige låger. Ved afhentning opkræver vi et depositum på {spec:deposit}.',
        'Brug altid visir, høreværn og kraftigt fodtøj, når du fræser. Sikkerhedsudstyr kan købes i butikken.',
      ],
      en: [
        'Hire a stump grinder and get rid of stumps after felling in just a few minutes each. It grinds down to {spec:grinding-depth} below ground level, so you can sow grass or plant straight afterwards.',
        'The {model} stump grinder weighs {spec:weight} and rolls on wheels through ordinary garden gates. We take a deposit of {spec:deposit} on collection.',
        'Always wear a visor, ear defenders and sturdy boots when grinding. Safety gear is available to buy in our shop.',
      ],
      fi: [
        'Vuokraa kannonjyrsin, niin pääset eroon kaatotöiden jälkeisistä kannoista muutamassa minuutissa kantoa kohden. Jyrsin ulottuu {spec:grinding-depth} maanpinnan alapuolelle, joten voit kylvää nurmikon tai istuttaa heti perään.',
        'Kannonjyrsin {model} painaa {spec:weight}, ja se kulkee pyörillä tavallisista porteista. Noudon yhteydessä perittävä vakuus on {spec:deposit}.',
        'Käytä jyrsiessä aina visiiriä, kuulonsuojaimia ja tukevia jalkineita. Suojavarusteita voi ostaa myymälästämme.',
      ],
      nb: [
        'Lei en stubbefres og bli kvitt stubbene etter trefellingen på noen få minutter per stubbe. Fresen når {spec:grinding-depth} under bakkenivå, så du kan så gress eller plante rett etterpå.',
        'Stubbefresen {model} veier {spec:weight} og ruller på hjul gjennom vanlige grinder. Ved henting tar vi et depositum på {spec:deposit}.',
        'Bruk alltid visir, hørselvern og kraftige sko når du freser. Verneutstyr kan kjøpes i butikken.',
      ],
    },
  },
  {
    category: 'hyr-tradgardsmaskiner',
    image: 'rental',
    kind: 'rental',
    noun: l(
      'Hyr vertikalskärare',
      'Lej vertikalskærer',
      'Scarifier for hire',
      'Vuokrattava vertikuttori',
      'Lei vertikalskjærer',
    ),
    brands: ['maskinbutiken'],
    models: ['VS-1', 'VS-2', 'VS-3', 'VE-1'],
    priceSek: [390, 690],
    specs: [
      num('working-width', [35, 50]),
      num('weight', [25, 70]),
      rentalPeriod,
      num('deposit', [500, 2000], 500),
    ],
    descriptions: {
      sv: [
        'Hyr en vertikalskärare på våren och ge gräsmattan en nystart. Knivarna skär upp mossa och filt, så att luft, vatten och gödsel når ner till rötterna. Arbetsbredden är {spec:working-width}.',
        'Vertikalskäraren {model} väger {spec:weight} och ryms i bagageutrymmet på en kombi. Vid hämtning tar vi ut en deposition på {spec:deposit}.',
        'Bäst resultat får du när gräset är torrt och nyklippt. Kör först på längden och sedan på tvären, och avsluta med att kratta upp mossan.',
      ],
      da: [
        'Lej en vertikalskærer om foråret, og giv plænen en frisk start. Knivene skærer mos og filt op, så luft, vand og gødning når ned til rødderne. Arbejdsbredden er {spec:working-width}.',
        'Vertikalskæreren {model} vejer {spec:weight} og kan være i bagagerummet på en stationcar. Ved afhentning opkræver vi et depositum på {spec:deposit}.',
        'Det bedste resultat får du, når græsset er tørt og nyslået. Kør først på langs og derefter på tværs, og afslut med at rive mosset sammen.',
      ],
      en: [
        'Hire a scarifier in spring and give your lawn a fresh start. The blades cut through moss and thatch, so air, water and fertiliser reach the roots. The working width is {spec:working-width}.',
        'The {model} scarifier weighs {spec:weight} and fits in the boot of an estate car. We take a deposit of {spec:deposit} on collection.',
        'You get the best result when the grass is dry and freshly cut. Go lengthways first, then crossways, and finish by raking up the moss.',
      ],
      fi: [
        'Vuokraa vertikuttori keväällä ja herätä nurmikko talven jäljiltä. Terät leikkaavat sammalen ja kuolleen ruohon, jolloin ilma, vesi ja lannoite pääsevät juuriin asti. Työleveys on {spec:working-width}.',
        'Vertikuttori {model} painaa {spec:weight} ja mahtuu farmariauton tavaratilaan. Noudon yhteydessä perittävä vakuus on {spec:deposit}.',
        'Paras tulos syntyy, kun ruoho on kuivaa ja juuri leikattua. Aja ensin pitkittäin ja sitten poikittain, ja haravoi lopuksi irronnut sammal pois.',
      ],
      nb: [
        'Lei en vertikalskjærer om våren og gi plenen en frisk start. Knivene skjærer opp mose og filt, slik at luft, vann og gjødsel når ned til røttene. Arbeidsbredden er {spec:working-width}.',
        'Vertikalskjæreren {model} veier {spec:weight} og får plass i bagasjerommet på en stasjonsvogn. Ved henting tar vi et depositum på {spec:deposit}.',
        'Best resultat får du når gresset er tørt og nyklipt. Kjør først på langs og deretter på tvers, og avslutt med å rake opp mosen.',
      ],
    },
  },
  {
    category: 'hyr-tradgardsmaskiner',
    image: 'rental',
    kind: 'rental',
    noun: l(
      'Hyr röjsåg',
      'Lej buskrydder',
      'Brush cutter for hire',
      'Vuokrattava raivaussaha',
      'Lei ryddesag',
    ),
    brands: ['maskinbutiken'],
    models: ['RJ-40', 'RJ-45', 'RJ-55', 'RJ-60'],
    priceSek: [290, 490],
    specs: [
      num('weight', [5, 9.5], 0.1),
      pick('included', [
        l(
          'Röjklinga, trimmerhuvud och sele',
          'Ryddeklinge, trimmerhoved og sele',
          'Clearing blade, trimmer head and harness',
          'Raivausterä, siimapää ja valjaat',
          'Ryddeklinge, trimmerhode og sele',
        ),
        l(
          'Sågklinga, sele och visir',
          'Savklinge, sele og visir',
          'Saw blade, harness and visor',
          'Sahanterä, valjaat ja visiiri',
          'Sagklinge, sele og visir',
        ),
      ]),
      rentalPeriod,
      num('deposit', [1000, 2500], 500),
    ],
    descriptions: {
      sv: [
        'Hyr en röjsåg när du ska rensa sly, röja diken eller ta ner högt gräs som trimmern inte klarar. Den kraftiga motorn och den bekväma selen gör att du orkar arbeta hela dagen. Ingår: {spec:included}.',
        'Röjsågen {model} väger {spec:weight} och är servad, slipad och tankad med färdigblandat bränsle när du hämtar den. Depositionen är {spec:deposit}.',
        'Vi visar hur du ställer in selen och byter mellan klinga och trimmerhuvud, så att du kommer igång på ett säkert sätt.',
      ],
      da: [
        'Lej en buskrydder, når du skal fjerne krat, rydde grøfter eller slå højt græs, som trimmeren ikke klarer. Den kraftige motor og den komfortable sele gør, at du kan holde til at arbejde hele dagen. Omfatter: {spec:included}.',
        'Buskrydderen {model} vejer {spec:weight} og er serviceret, slebet og tanket med færdigblandet brændstof, når du henter den. Depositummet er {spec:deposit}.',
        'Vi viser dig, hvordan du indstiller selen og skifter mellem klinge og trimmerhoved, så du kommer sikkert i gang.',
      ],
      en: [
        'Hire a brush cutter when you need to clear scrub, tidy ditches or cut tall grass that a trimmer cannot handle. The powerful engine and comfortable harness let you keep going all day. Includes: {spec:included}.',
        'The {model} brush cutter weighs {spec:weight} and is serviced, sharpened and filled with pre-mixed fuel when you collect it. The deposit is {spec:deposit}.',
        'We show you how to adjust the harness and switch between blade and trimmer head, so you can get started safely.',
      ],
      fi: [
        'Vuokraa raivaussaha, kun raivaat vesakkoa, ojanpientareita tai pitkää heinää, johon trimmeri ei pysty. Tehokkaan moottorin ja mukavien valjaiden ansiosta jaksat tehdä töitä koko päivän. Sisältää: {spec:included}.',
        'Raivaussaha {model} painaa {spec:weight}, ja noutaessasi se on huollettu, teroitettu ja tankattu valmiiksi sekoitetulla polttoaineella. Vakuus on {spec:deposit}.',
        'Näytämme, miten valjaat säädetään ja miten terä ja siimapää vaihdetaan, jotta pääset aloittamaan turvallisesti.',
      ],
      nb: [
        'Lei en ryddesag når du skal fjerne kratt, rydde grøfter eller slå høyt gress som trimmeren ikke klarer. Den kraftige motoren og den komfortable selen gjør at du orker å jobbe hele dagen. Omfatter: {spec:included}.',
        'Ryddesagen {model} veier {spec:weight} og er servicet, slipt og fylt med ferdigblandet drivstoff når du henter den. Depositumet er {spec:deposit}.',
        'Vi viser deg hvordan du justerer selen og bytter mellom klinge og trimmerhode, slik at du kommer trygt i gang.',
      ],
    },
  },
  // ── Rentals: trailers and vehicles ──────────────────────────────────────────────────────────
  {
    category: 'hyr-slap-fordon',
    image: 'rental',
    kind: 'rental',
    noun: l(
      'Hyr maskinsläp',
      'Lej maskintrailer',
      'Plant trailer for hire',
      'Vuokrattava koneenkuljetuskärry',
      'Lei maskinhenger',
    ),
    brands: ['maskinbutiken'],
    models: ['SL-20', 'SL-27', 'SL-35', 'SK-27'],
    priceSek: [390, 790],
    specs: [
      num('payload', [1200, 2000], 50),
      num('gross-weight', [2700, 3500], 100),
      rentalPeriod,
      num('deposit', [1000, 3000], 500),
    ],
    descriptions: {
      sv: [
        'Hyr ett maskinsläp när du ska flytta en minigrävare, dumper eller åkgräsklippare. Släpet har låg lastbrygga, kraftiga ramper och surrningsöglor, och lastförmågan är {spec:payload}.',
        'Kontrollera att ditt körkort och din bil klarar släpets totalvikt på {spec:gross-weight} – ofta krävs behörighet B96 eller BE. Vi hjälper dig gärna att räkna på det innan du bokar.',
        'Maskinsläpet {model} lämnas ut besiktat och med kontrollerade däck och lampor. Vid hämtning tar vi ut en deposition på {spec:deposit}.',
      ],
      da: [
        'Lej en maskintrailer, når du skal flytte en minigraver, dumper eller havetraktor. Traileren har lav læssehøjde, kraftige ramper og surringsøjer, og lasteevnen er {spec:payload}.',
        'Kontrollér, at dit kørekort og din bil kan klare trailerens totalvægt på {spec:gross-weight} – ofte kræves kørekort til kategori BE. Vi hjælper dig gerne med at regne på det, før du booker.',
        'Maskintraileren {model} udleveres synet og med kontrollerede dæk og lygter. Ved afhentning opkræver vi et depositum på {spec:deposit}.',
      ],
      en: [
        'Hire a plant trailer when you need to move a mini excavator, dumper or ride-on mower. The trailer has a low deck, heavy-duty ramps and lashing points, and a payload of {spec:payload}.',
        'Check that your driving licence and car can handle the trailer’s gross weight of {spec:gross-weight} – a B96 or BE entitlement is often required. We are happy to help you work it out before you book.',
        'The {model} plant trailer is handed over roadworthy, with tyres and lights checked. We take a deposit of {spec:deposit} on collection.',
      ],
      fi: [
        'Vuokraa koneenkuljetuskärry, kun siirrät minikaivukonetta, dumpperia tai ajoleikkuria. Kärryssä on matala lava, tukevat ajosillat ja sidontapisteet, ja sen kantavuus on {spec:payload}.',
        'Kärryn kokonaispaino on {spec:gross-weight}, joten tarkista ennen varausta, että ajokorttisi ja autosi riittävät – usein vaaditaan BE-ajokortti tai B96-oikeus. Autamme mielellämme laskelmissa.',
        'Koneenkuljetuskärry {model} luovutetaan katsastettuna, ja sen renkaat ja valot on tarkastettu. Noudon yhteydessä perittävä vakuus on {spec:deposit}.',
      ],
      nb: [
        'Lei en maskinhenger når du skal flytte en minigraver, dumper eller sittegressklipper. Hengeren har lav lastehøyde, kraftige ramper og surringsøyer, og nyttelasten er {spec:payload}.',
        'Sjekk at førerkortet og bilen din takler hengerens totalvekt på {spec:gross-weight} – ofte kreves klasse BE eller kode 96. Vi hjelper deg gjerne med å regne på det før du bestiller.',
        'Maskinhengeren {model} leveres ut EU-kontrollert og med sjekkede dekk og lys. Ved henting tar vi et depositum på {spec:deposit}.',
      ],
    },
  },
  {
    category: 'hyr-slap-fordon',
    image: 'rental',
    kind: 'rental',
    noun: l('Hyr fyrhjuling', 'Lej ATV', 'Quad bike for hire', 'Vuokrattava mönkijä', 'Lei ATV'),
    brands: ['maskinbutiken'],
    models: ['FH-1', 'FH-2', 'FH-3', 'FH-4'],
    priceSek: [990, 1790],
    specs: [
      num('engine-displacement', [450, 850], 10),
      pick('included', [
        l(
          'Hjälm, dragkrok och vinsch',
          'Hjelm, anhængertræk og spil',
          'Helmet, tow hitch and winch',
          'Kypärä, vetokoukku ja vinssi',
          'Hjelm, hengerfeste og vinsj',
        ),
        l(
          'Hjälm, vinsch och snöplog',
          'Hjelm, spil og sneplov',
          'Helmet, winch and snow plough',
          'Kypärä, vinssi ja lumiaura',
          'Hjelm, vinsj og snøplog',
        ),
      ]),
      rentalPeriod,
      num('deposit', [3000, 8000], 1000),
    ],
    descriptions: {
      sv: [
        'Hyr en fyrhjuling för vedkörning, arbete i skogen eller snöröjning på gården. Motorn på {spec:engine-displacement} och den inkopplingsbara fyrhjulsdriften tar dig fram i tuff terräng. Ingår: {spec:included}.',
        'För att hyra fyrhjulingen behöver du giltigt körkort och ha fyllt 18 år. Vid hämtning tar vi ut en deposition på {spec:deposit}.',
        'Vi går igenom fordonet, reglagen och säkerheten med dig innan du kör iväg. Fyrhjulingen {model} lämnas ut servad och tankad.',
      ],
      da: [
        'Lej en ATV til brændekørsel, arbejde i skoven eller snerydning på gården. Motoren på {spec:engine-displacement} og det indkoblingsbare firehjulstræk får dig frem i hårdt terræn. Omfatter: {spec:included}.',
        'Du skal have gyldigt kørekort og være fyldt 18 år for at leje ATV’en. Ved afhentning opkræver vi et depositum på {spec:deposit}.',
        'Vi gennemgår køretøjet, betjeningen og sikkerheden med dig, før du kører. ATV’en {model} udleveres serviceret og tanket.',
      ],
      en: [
        'Hire a quad bike for hauling firewood, forestry work or clearing snow around the yard. The {spec:engine-displacement} engine and selectable four-wheel drive get you through tough terrain. Includes: {spec:included}.',
        'You need a valid driving licence and must be at least 18 to hire the quad bike. We take a deposit of {spec:deposit} on collection.',
        'We go through the vehicle, controls and safety with you before you set off. The {model} is handed over serviced and fuelled.',
      ],
      fi: [
        'Vuokraa mönkijä polttopuiden ajoon, metsätöihin tai pihan lumitöihin. Moottorin iskutilavuus on {spec:engine-displacement}, ja kytkettävä neliveto vie läpi vaikeankin maaston. Sisältää: {spec:included}.',
        'Mönkijän vuokraaminen edellyttää voimassa olevaa ajokorttia ja 18 vuoden ikää. Noudon yhteydessä perittävä vakuus on {spec:deposit}.',
        'Käymme ajoneuvon, hallintalaitteet ja turvallisuusasiat läpi kanssasi ennen liikkeelle lähtöä. Mönkijä {model} luovutetaan huollettuna ja tankattuna.',
      ],
      nb: [
        'Lei en ATV til vedkjøring, arbeid i skogen eller snørydding på gårdsplassen. Motoren på {spec:engine-displacement} og innkoblingsbar firehjulsdrift tar deg fram i krevende terreng. Omfatter: {spec:included}.',
        'Du må ha gyldig førerkort og ha fylt 18 år for å leie ATV-en. Ved henting tar vi et depositum på {spec:deposit}.',
        'Vi går gjennom kjøretøyet, betjeningen og sikkerheten med deg før du kjører. ATV-en {model} leveres ut servicet og med full tank.',
      ],
    },
  },
];
