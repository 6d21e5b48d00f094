import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvAmount, csvLines } from './csv.ts';

const parse = (text: string) => Papa.parse<string[]>(text, { delimiter: ';', newline: '\r\n' }).data;

describe('csvLines', () => {
  it('separates values with ; and rows with CRLF, quoting only what needs it', () => {
    const text = csvLines([
      ['Ordernummer', 'Namn', 'Belopp'],
      [12, 'Åsa "Sågen" Öberg; AB', '1234,50'],
      [13, 'rad ett\nrad två', null],
    ]);
    expect(text).toBe(
      'Ordernummer;Namn;Belopp\r\n12;"Åsa ""Sågen"" Öberg; AB";1234,50\r\n13;"rad ett\nrad två";\r\n',
    );
    expect(parse(text.trimEnd())).toEqual([
      ['Ordernummer', 'Namn', 'Belopp'],
      ['12', 'Åsa "Sågen" Öberg; AB', '1234,50'],
      ['13', 'rad ett\nrad två', ''],
    ]);
  });

  it('neutralises every value a spreadsheet would run as a formula, also before a line break', () => {
    const formulas = ['=1+1', '+46 8 123', '-2+3', '@SUM(A1)', '\tx', '\r=x', '=HYPERLINK("x")\nmore'];
    const [row] = parse(csvLines([formulas]).trimEnd());
    expect(row).toEqual(formulas.map((value) => `'${value}`));
  });

  it('keeps negative amounts as numbers', () => {
    expect(csvLines([['-12,50', '-3', '0,00']])).toBe('-12,50;-3;0,00\r\n');
  });

  it('gives nothing for no rows', () => {
    expect(csvLines([])).toBe('');
  });
});

describe('csvAmount', () => {
  it('writes minor units with a decimal comma and two decimals', () => {
    expect([0, 5, 100, 123_450, -1_250, -7].map(csvAmount)).toEqual([
      '0,00',
      '0,05',
      '1,00',
      '1234,50',
      '-12,50',
      '-0,07',
    ]);
  });
});
