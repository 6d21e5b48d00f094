import { manualTexts } from './manual-texts.ts';
import { SHOP_NAME, startPdf } from './pdf.ts';

/** What a manual shows: its title and language, its product, and the product's specification. */
export interface ManualContent {
  document: { title: string; languageCode: string };
  productName: string;
  articleNumber: string;
  brandName: string;
  description: string;
  specification: { name: string; value: string }[];
}

const THEME = '#363636';
const MUTED = '#6b6b6b';
const LINE = '#d0d0d0';
const MARGIN = 56;

/**
 * A product's manual as a PDF: title, product name, article number and brand, the sections of a
 * manual in the document's language, and the specification as a table. Same content, same bytes:
 * the creation date is fixed to the document's, so caches can compare.
 */
export function renderManualPdf(content: ManualContent): Promise<Buffer> {
  const texts = manualTexts(content.document.languageCode);
  const { doc, done } = startPdf({
    margin: MARGIN,
    lang: content.document.languageCode,
    info: {
      Title: content.document.title,
      Subject: content.productName,
      CreationDate: new Date(Date.UTC(2026, 0, 1)),
    },
  });
  const width = doc.page.width - MARGIN * 2;

  doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(SHOP_NAME, { characterSpacing: 1 });
  doc.moveDown(0.5);
  doc.fillColor(THEME).font('Helvetica-Bold').fontSize(24).text(content.document.title);
  doc.moveDown(0.25);
  doc.font('Helvetica-Bold').fontSize(16).text(content.productName);
  doc.moveDown(0.5);
  doc.fillColor(MUTED).font('Helvetica').fontSize(10);
  doc.text(`${texts.articleNumber}: ${content.articleNumber}`);
  doc.text(`${texts.brand}: ${content.brandName}`);
  doc.moveDown(0.5);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor(LINE)
    .stroke();
  doc.moveDown(1);

  texts.sections.forEach((section, index) => {
    doc.fillColor(THEME).font('Helvetica-Bold').fontSize(13).text(section.heading);
    doc.moveDown(0.3);
    doc.font('Helvetica').fontSize(10.5).fillColor('#222222');
    for (const paragraph of section.paragraphs) {
      doc.text(paragraph.replaceAll('{name}', content.productName), { align: 'left', lineGap: 2 });
      doc.moveDown(0.3);
    }
    if (index === 0 && content.description) {
      doc.text(content.description, { lineGap: 2 });
    }
    doc.moveDown(0.8);
  });

  doc.fillColor(THEME).font('Helvetica-Bold').fontSize(13).text(texts.specification);
  doc.moveDown(0.4);
  if (content.specification.length === 0) {
    doc.font('Helvetica').fontSize(10.5).fillColor('#222222').text(texts.noSpecification);
  }
  const nameWidth = width * 0.45;
  for (const row of content.specification) {
    if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
    const top = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#222222');
    doc.text(row.name, MARGIN, top + 4, { width: nameWidth - 8 });
    const nameBottom = doc.y;
    doc.font('Helvetica').text(row.value, MARGIN + nameWidth, top + 4, { width: width - nameWidth });
    const bottom = Math.max(nameBottom, doc.y) + 4;
    doc
      .moveTo(MARGIN, bottom)
      .lineTo(MARGIN + width, bottom)
      .strokeColor(LINE)
      .stroke();
    doc.x = MARGIN;
    doc.y = bottom;
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        `${content.productName} · ${content.articleNumber} · ${texts.page} ${i + 1}/${range.count}`,
        MARGIN,
        doc.page.height - MARGIN + 16,
        { width, align: 'center', lineBreak: false },
      );
  }
  doc.end();
  return done;
}
