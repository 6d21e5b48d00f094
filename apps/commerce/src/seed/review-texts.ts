import type { Lang } from './assortment/index.ts';

/** Reviews as shoppers write them, by language, by what was bought and by how happy they were. */
export interface ReviewTexts {
  authors: string[];
  machine: { good: string[]; mixed: string[]; poor: string[] };
  part: { good: string[]; mixed: string[]; poor: string[] };
}

export const REVIEW_TEXTS: Record<Lang, ReviewTexts> = {
  sv: {
    authors: [
      'Anders i Täby',
      'Karin L.',
      'Mikael Sjöberg',
      'Eva från Nacka',
      'Johan',
      'Lena Åkesson',
      'Per-Olof',
      'Maria H.',
      'Björn i Norrtälje',
      'Sofia Lindqvist',
      'Göran',
      'Anna-Karin',
      'Fredrik Ö.',
      'Ingrid på landet',
    ],
    machine: {
      good: [
        'Startar på första försöket varje gång. Har kört den en hel säsong utan minsta problem.',
        'Riktigt bra maskin för pengarna. Leveransen gick snabbt och den kom färdigmonterad.',
        'Stark och lätt att manövrera. Personalen i butiken tog sig tid att visa hur allt fungerar.',
        'Bytte från ett annat märke och ångrar mig inte. Tystare och bättre byggkvalitet.',
        'Precis vad jag behövde till gården. Enkel att serva själv och bra instruktioner.',
      ],
      mixed: [
        'Gör jobbet bra, men den är tyngre än jag trodde. Bra att den går att beställa med extrautrustning.',
        'Fungerar fint, men bruksanvisningen kunde vara tydligare om underhållet.',
        'Helt okej. Bränsleförbrukningen är lite högre än utlovat.',
      ],
      poor: [
        'Tyvärr gick en rem av efter några veckor. Verkstaden fixade det snabbt, men det borde inte hända.',
        'Levererades med en repa i lacken. Kundtjänsten var trevlig men det tog tid att lösa.',
      ],
    },
    part: {
      good: [
        'Passade perfekt och var enkel att montera. Snabb leverans.',
        'Originalkvalitet till bra pris. Beställer gärna igen.',
        'Rätt del på första försöket tack vare hjälpen från reservdelsavdelningen.',
      ],
      mixed: ['Bra kvalitet, men leveransen tog några dagar längre än beräknat.'],
      poor: ['Fel storlek för min maskin trots att jag följde tabellen. Returen gick dock smidigt.'],
    },
  },
  da: {
    authors: ['Mette K.', 'Lars fra Odense', 'Søren', 'Henrik Jørgensen', 'Birgitte', 'Jens P.'],
    machine: {
      good: [
        'Starter hver gang og kører rigtig godt. Meget tilfreds med købet.',
        'God maskine til prisen, og den blev leveret hurtigt og færdigsamlet.',
      ],
      mixed: ['Den gør det, den skal, men den er noget tungere, end jeg havde regnet med.'],
      poor: ['Et dæk var defekt ved levering. Det blev byttet, men det tog lidt tid.'],
    },
    part: {
      good: ['Passede perfekt og var nem at montere.'],
      mixed: ['Fin kvalitet, men leveringen tog et par dage ekstra.'],
      poor: ['Passede desværre ikke til min model.'],
    },
  },
  en: {
    authors: ['James from Uppsala', 'Sarah M.', 'Tom', 'Emma Clarke', 'David', 'Rachel W.'],
    machine: {
      good: [
        'Starts first time, every time. Ran it all season without a single problem.',
        'Great value for money. Delivered quickly and fully assembled.',
      ],
      mixed: ['Does the job well, but it is heavier than I expected.'],
      poor: ['A belt snapped after a few weeks. The workshop fixed it quickly, but it should not happen.'],
    },
    part: {
      good: ['Fitted perfectly and was easy to install. Fast delivery.'],
      mixed: ['Good quality, but delivery took a couple of days longer than promised.'],
      poor: ['Wrong size for my machine even though I followed the table.'],
    },
  },
  fi: {
    authors: ['Mikko', 'Anna V.', 'Jari Tukholmasta', 'Liisa', 'Petri K.', 'Sanna'],
    machine: {
      good: [
        'Käynnistyy aina ensimmäisellä yrityksellä. Koko kausi ajettu ilman ongelmia.',
        'Hyvä kone hintaansa nähden. Toimitus oli nopea ja kone tuli valmiiksi koottuna.',
      ],
      mixed: ['Tekee tehtävänsä hyvin, mutta on painavampi kuin odotin.'],
      poor: ['Hihna katkesi muutaman viikon jälkeen. Korjaamo hoiti asian nopeasti.'],
    },
    part: {
      good: ['Sopi täydellisesti ja oli helppo asentaa.'],
      mixed: ['Hyvä laatu, mutta toimitus kesti pari päivää luvattua pidempään.'],
      poor: ['Ei valitettavasti sopinut minun malliini.'],
    },
  },
  nb: {
    authors: ['Ola N.', 'Kari fra Bergen', 'Magnus', 'Ingrid Haugen', 'Espen', 'Silje'],
    machine: {
      good: [
        'Starter hver gang og går utrolig bra. Veldig fornøyd med kjøpet.',
        'God maskin for pengene. Den ble levert raskt og ferdig montert.',
      ],
      mixed: ['Gjør jobben, men den er tyngre enn jeg hadde regnet med.'],
      poor: ['En reim røk etter noen uker. Verkstedet fikset det raskt, men det burde ikke skjedd.'],
    },
    part: {
      good: ['Passet perfekt og var lett å montere.'],
      mixed: ['God kvalitet, men leveringen tok et par dager ekstra.'],
      poor: ['Passet dessverre ikke til min modell.'],
    },
  },
};
