import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF read back by Mozilla's PDF.js: its page count, its metadata and the text each page shows. */
export async function readPdf(bytes: Buffer | Uint8Array) {
  const loading = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const pdf = await loading.promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\u00a0|\u202f/g, ' ')
          .replace(/\s+/g, ' '),
      );
    }
    const { info } = (await pdf.getMetadata()) as { info: Record<string, unknown> };
    return { pages, text: pages.join('\n'), info };
  } finally {
    await loading.destroy();
  }
}
