import PDFDocument from 'pdfkit';

/** The shop's name as the PDFs show it. */
export const SHOP_NAME = 'Maskinbutiken';

/**
 * A new A4 PDF whose bytes are gathered as it is written: write to `doc`, call `doc.end()`, and
 * `done` gives the file. The standard Helvetica fonts use WinAnsi encoding, which holds every
 * letter of the shop's languages (å ä ö æ ø). Give a fixed CreationDate where the same content must
 * give the same bytes.
 */
export function startPdf(options: { margin: number; lang: string; info: PDFKit.DocumentInfo }) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: options.margin,
    bufferPages: true,
    lang: options.lang,
    info: { Author: SHOP_NAME, Creator: SHOP_NAME, ...options.info },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
