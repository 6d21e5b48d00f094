/** The words of a printed manual, per language. `{name}` is the product's name. */
export interface ManualTexts {
  /** Document title, also stored in the documents table. */
  title: string;
  articleNumber: string;
  brand: string;
  specification: string;
  noSpecification: string;
  page: string;
  sections: { heading: string; paragraphs: string[] }[];
}

const sv: ManualTexts = {
  title: 'Bruksanvisning',
  articleNumber: 'Artikelnummer',
  brand: 'Varumärke',
  specification: 'Tekniska data',
  noSpecification: 'Tekniska data finns på produktsidan i vår webbutik.',
  page: 'Sida',
  sections: [
    {
      heading: '1. Inledning',
      paragraphs: [
        'Tack för att du valt {name}. Läs hela bruksanvisningen innan du använder produkten första gången och spara den för framtida bruk.',
      ],
    },
    {
      heading: '2. Säkerhet',
      paragraphs: [
        '• Använd skyddsglasögon, hörselskydd, handskar och kraftiga skor när du arbetar.',
        '• Håll barn, åskådare och husdjur på säkert avstånd från arbetsområdet.',
        '• Stäng av motorn och låt den svalna innan du tankar, rengör eller justerar något.',
        '• Använd aldrig produkten om en skyddskåpa saknas eller är skadad.',
      ],
    },
    {
      heading: '3. Före start',
      paragraphs: [
        'Kontrollera att alla skruvar och muttrar är åtdragna och att inga delar är skadade. Kontrollera olje- och bränslenivå, eller att batteriet är fulladdat, enligt tabellen med tekniska data.',
      ],
    },
    {
      heading: '4. Användning',
      paragraphs: [
        'Starta på en plan och stabil yta. Låt motorn gå varm en kort stund innan du belastar den. Arbeta i jämn takt och håll alltid båda händerna på handtagen.',
      ],
    },
    {
      heading: '5. Underhåll',
      paragraphs: [
        'Rengör produkten efter varje användning. Byt olja, filter och slitdelar med de intervall som anges i servicetabellen. Använd originalreservdelar – de finns hos Maskinbutiken.',
        'Förvara produkten torrt och frostfritt. Inför längre uppehåll: töm bränsletanken eller ladda batteriet till hälften.',
      ],
    },
    {
      heading: '6. Garanti och service',
      paragraphs: [
        'Produkten omfattas av två års garanti från inköpsdagen. Vår verkstad i Stockholm utför service och reparationer; boka tid via kontaktformuläret i webbutiken.',
      ],
    },
  ],
};

const da: ManualTexts = {
  title: 'Brugsanvisning',
  articleNumber: 'Varenummer',
  brand: 'Varemærke',
  specification: 'Tekniske data',
  noSpecification: 'Tekniske data findes på produktsiden i vores webshop.',
  page: 'Side',
  sections: [
    {
      heading: '1. Indledning',
      paragraphs: [
        'Tak fordi du har valgt {name}. Læs hele brugsanvisningen, før du bruger produktet første gang, og gem den til senere brug.',
      ],
    },
    {
      heading: '2. Sikkerhed',
      paragraphs: [
        '• Brug sikkerhedsbriller, høreværn, handsker og kraftigt fodtøj, når du arbejder.',
        '• Hold børn, tilskuere og husdyr på sikker afstand af arbejdsområdet.',
        '• Sluk motoren, og lad den køle af, før du tanker, rengør eller justerer noget.',
        '• Brug aldrig produktet, hvis en afskærmning mangler eller er beskadiget.',
      ],
    },
    {
      heading: '3. Før start',
      paragraphs: [
        'Kontrollér, at alle skruer og møtrikker er spændt, og at ingen dele er beskadigede. Kontrollér olie- og brændstofniveau, eller at batteriet er fuldt opladet, som angivet i tabellen med tekniske data.',
      ],
    },
    {
      heading: '4. Brug',
      paragraphs: [
        'Start på et plant og stabilt underlag. Lad motoren varme op et øjeblik, før du belaster den. Arbejd i et jævnt tempo, og hold altid begge hænder på håndtagene.',
      ],
    },
    {
      heading: '5. Vedligeholdelse',
      paragraphs: [
        'Rengør produktet efter hver brug. Skift olie, filtre og sliddele med de intervaller, der står i serviceskemaet. Brug originale reservedele – de fås hos Maskinbutiken.',
        'Opbevar produktet tørt og frostfrit. Før en længere pause: tøm brændstoftanken, eller oplad batteriet til det halve.',
      ],
    },
    {
      heading: '6. Garanti og service',
      paragraphs: [
        'Produktet er omfattet af to års garanti fra købsdatoen. Vores værksted i Stockholm udfører service og reparationer; bestil tid via kontaktformularen i webshoppen.',
      ],
    },
  ],
};

const en: ManualTexts = {
  title: "Operator's manual",
  articleNumber: 'Article number',
  brand: 'Brand',
  specification: 'Technical data',
  noSpecification: 'Technical data are on the product page of our web shop.',
  page: 'Page',
  sections: [
    {
      heading: '1. Introduction',
      paragraphs: [
        'Thank you for choosing {name}. Read the whole manual before using the product for the first time, and keep it for future reference.',
      ],
    },
    {
      heading: '2. Safety',
      paragraphs: [
        '• Wear safety glasses, hearing protection, gloves and sturdy shoes while working.',
        '• Keep children, bystanders and pets at a safe distance from the work area.',
        '• Stop the engine and let it cool down before refuelling, cleaning or adjusting anything.',
        '• Never use the product with a guard missing or damaged.',
      ],
    },
    {
      heading: '3. Before starting',
      paragraphs: [
        'Check that all screws and nuts are tight and that no parts are damaged. Check the oil and fuel levels, or that the battery is fully charged, as given in the table of technical data.',
      ],
    },
    {
      heading: '4. Operation',
      paragraphs: [
        'Start on level, firm ground. Let the engine warm up for a moment before putting it under load. Work at an even pace and always keep both hands on the handles.',
      ],
    },
    {
      heading: '5. Maintenance',
      paragraphs: [
        'Clean the product after each use. Change oil, filters and wear parts at the intervals in the service schedule. Use original spare parts – Maskinbutiken stocks them.',
        'Store the product dry and frost-free. Before a longer break, empty the fuel tank or charge the battery to half.',
      ],
    },
    {
      heading: '6. Warranty and service',
      paragraphs: [
        'The product carries a two-year warranty from the date of purchase. Our workshop in Stockholm carries out service and repairs; book a time through the contact form in the web shop.',
      ],
    },
  ],
};

const fi: ManualTexts = {
  title: 'Käyttöohje',
  articleNumber: 'Tuotenumero',
  brand: 'Tavaramerkki',
  specification: 'Tekniset tiedot',
  noSpecification: 'Tekniset tiedot löytyvät verkkokauppamme tuotesivulta.',
  page: 'Sivu',
  sections: [
    {
      heading: '1. Johdanto',
      paragraphs: [
        'Kiitos, että valitsit tuotteen {name}. Lue koko käyttöohje ennen kuin käytät tuotetta ensimmäisen kerran, ja säilytä se myöhempää käyttöä varten.',
      ],
    },
    {
      heading: '2. Turvallisuus',
      paragraphs: [
        '• Käytä työskennellessäsi suojalaseja, kuulosuojaimia, käsineitä ja tukevia jalkineita.',
        '• Pidä lapset, sivulliset ja lemmikit turvallisen etäisyyden päässä työalueelta.',
        '• Sammuta moottori ja anna sen jäähtyä ennen tankkausta, puhdistusta tai säätöjä.',
        '• Älä koskaan käytä tuotetta, jos suojus puuttuu tai on vaurioitunut.',
      ],
    },
    {
      heading: '3. Ennen käynnistystä',
      paragraphs: [
        'Tarkista, että kaikki ruuvit ja mutterit ovat kireällä eikä mikään osa ole vaurioitunut. Tarkista öljyn ja polttoaineen määrä tai että akku on täyteen ladattu teknisten tietojen taulukon mukaisesti.',
      ],
    },
    {
      heading: '4. Käyttö',
      paragraphs: [
        'Käynnistä tasaisella ja tukevalla alustalla. Anna moottorin lämmetä hetki ennen kuormittamista. Työskentele tasaiseen tahtiin ja pidä aina molemmat kädet kahvoilla.',
      ],
    },
    {
      heading: '5. Huolto',
      paragraphs: [
        'Puhdista tuote jokaisen käyttökerran jälkeen. Vaihda öljy, suodattimet ja kuluvat osat huoltotaulukon välein. Käytä alkuperäisiä varaosia – niitä saa Maskinbutikenista.',
        'Säilytä tuote kuivassa ja lämpimässä paikassa. Ennen pidempää taukoa tyhjennä polttoainesäiliö tai lataa akku puolilleen.',
      ],
    },
    {
      heading: '6. Takuu ja huolto',
      paragraphs: [
        'Tuotteella on kahden vuoden takuu ostopäivästä. Tukholman korjaamomme hoitaa huollot ja korjaukset; varaa aika verkkokaupan yhteydenottolomakkeella.',
      ],
    },
  ],
};

const nb: ManualTexts = {
  title: 'Bruksanvisning',
  articleNumber: 'Varenummer',
  brand: 'Varemerke',
  specification: 'Tekniske data',
  noSpecification: 'Tekniske data finner du på produktsiden i nettbutikken vår.',
  page: 'Side',
  sections: [
    {
      heading: '1. Innledning',
      paragraphs: [
        'Takk for at du har valgt {name}. Les hele bruksanvisningen før du bruker produktet første gang, og ta vare på den til senere bruk.',
      ],
    },
    {
      heading: '2. Sikkerhet',
      paragraphs: [
        '• Bruk vernebriller, hørselvern, hansker og kraftige sko når du arbeider.',
        '• Hold barn, tilskuere og kjæledyr på trygg avstand fra arbeidsområdet.',
        '• Slå av motoren og la den kjøle seg ned før du fyller drivstoff, rengjør eller justerer noe.',
        '• Bruk aldri produktet hvis et vern mangler eller er skadet.',
      ],
    },
    {
      heading: '3. Før start',
      paragraphs: [
        'Kontroller at alle skruer og muttere er trukket til, og at ingen deler er skadet. Kontroller olje- og drivstoffnivået, eller at batteriet er fulladet, slik det står i tabellen med tekniske data.',
      ],
    },
    {
      heading: '4. Bruk',
      paragraphs: [
        'Start på et plant og stabilt underlag. La motoren bli varm en liten stund før du belaster den. Arbeid i jevnt tempo, og hold alltid begge hendene på håndtakene.',
      ],
    },
    {
      heading: '5. Vedlikehold',
      paragraphs: [
        'Rengjør produktet etter hver bruk. Skift olje, filtre og slitedeler med intervallene i serviceskjemaet. Bruk originale reservedeler – de får du hos Maskinbutiken.',
        'Oppbevar produktet tørt og frostfritt. Før et lengre opphold: tøm drivstofftanken eller lad batteriet til halvt.',
      ],
    },
    {
      heading: '6. Garanti og service',
      paragraphs: [
        'Produktet har to års garanti fra kjøpsdatoen. Verkstedet vårt i Stockholm utfører service og reparasjoner; bestill time via kontaktskjemaet i nettbutikken.',
      ],
    },
  ],
};

export const MANUAL_TEXTS: Record<string, ManualTexts> = { sv, da, en, fi, nb };

export function manualTexts(languageCode: string): ManualTexts {
  return MANUAL_TEXTS[languageCode] ?? sv;
}
