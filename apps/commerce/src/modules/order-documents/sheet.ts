import { SHOP_NAME, startPdf } from '#src/modules/media/index.ts';

const THEME = '#363636';
const MUTED = '#6b6b6b';
const LINE = '#d0d0d0';
const MARGIN = 50;
/** Room kept at a page's foot for the seller's line and the page number. */
const FOOT = 120;

export interface Column {
  label: string;
  /** Share of the page's width. */
  share: number;
  align?: 'left' | 'right';
}

/**
 * The A4 sheet the order's documents share (packing slip, credit note): the shop's name and the
 * document's title on top, facts at the right, address blocks at the left, a table that breaks
 * over pages, totals, and on every page the seller's line and the page number.
 */
export function startSheet(options: { title: string; lang: string; info: PDFKit.DocumentInfo }) {
  const { doc, done } = startPdf({ margin: MARGIN, lang: options.lang, info: options.info });
  const width = doc.page.width - MARGIN * 2;

  const rule = () => {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .strokeColor(LINE)
      .stroke();
    doc.moveDown(0.5);
  };

  doc.fillColor(THEME).font('Helvetica-Bold').fontSize(20).text(SHOP_NAME, MARGIN, MARGIN);
  doc.text(options.title.toUpperCase(), MARGIN, MARGIN, { width, align: 'right' });
  doc.moveDown(1.2);

  return {
    doc,
    /** Label and value pairs in the right half, and address blocks in the left, side by side. */
    header(facts: [string, string][], blocks: { label: string; lines: string[] }[]) {
      const top = doc.y;
      doc.fontSize(10);
      for (const [label, value] of facts) {
        doc
          .font('Helvetica')
          .fillColor(MUTED)
          .text(label, MARGIN + width / 2, doc.y, { continued: true, width: width / 2 });
        doc.font('Helvetica-Bold').fillColor(THEME).text(`  ${value}`);
      }
      const factsBottom = doc.y;
      doc.y = top;
      for (const block of blocks) {
        doc.font('Helvetica').fillColor(MUTED).fontSize(9).text(block.label, MARGIN, doc.y);
        doc
          .fillColor(THEME)
          .fontSize(10)
          .text(block.lines.join('\n'), MARGIN, doc.y, { width: width / 2 - 10 });
        doc.moveDown(0.6);
      }
      doc.y = Math.max(doc.y, factsBottom) + 14;
      rule();
    },
    /** A paragraph across the page, under its label when it has one (the shopper's note, a credit's reason). */
    paragraph(label: string | null, text: string) {
      doc.x = MARGIN;
      if (label) doc.font('Helvetica').fillColor(MUTED).fontSize(9).text(label, MARGIN, doc.y, { width });
      doc.font('Helvetica').fillColor(THEME).fontSize(10).text(text, MARGIN, doc.y, { width });
      doc.moveDown(0.6);
    },
    /** A table whose head is repeated on each page it runs onto. */
    table(columns: Column[], rows: { cells: string[]; note?: string }[]) {
      const total = columns.reduce((sum, column) => sum + column.share, 0);
      let x = MARGIN;
      const placed = columns.map((column) => {
        const w = (column.share / total) * width;
        const at = { ...column, x, width: w - 6 };
        x += w;
        return at;
      });
      const row = (cells: string[], bold: boolean) => {
        const y = doc.y;
        let bottom = y;
        doc
          .font(bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(9)
          .fillColor(THEME);
        cells.forEach((cell, i) => {
          const column = placed[i];
          if (!column) return;
          doc.text(cell, column.x, y, { width: column.width, align: column.align ?? 'left' });
          bottom = Math.max(bottom, doc.y);
        });
        doc.x = MARGIN;
        doc.y = bottom + 4;
      };
      const head = () => {
        row(
          columns.map((column) => column.label),
          true,
        );
        rule();
      };
      head();
      for (const { cells, note } of rows) {
        if (doc.y > doc.page.height - MARGIN - FOOT) {
          doc.addPage();
          head();
        }
        row(cells, false);
        if (note) {
          const first = placed[1] ?? placed[0];
          doc
            .font('Helvetica-Oblique')
            .fontSize(8)
            .fillColor(MUTED)
            .text(note, first?.x ?? MARGIN, doc.y - 2, { width: first?.width ?? width });
          doc.x = MARGIN;
          doc.moveDown(0.3);
        }
      }
      rule();
    },
    /** Label and amount lines at the right; the last one bold when `strongLast`. */
    totals(lines: [string, string][], strongLast: boolean) {
      if (doc.y > doc.page.height - MARGIN - FOOT) doc.addPage();
      lines.forEach(([label, value], i) => {
        const bold = strongLast && i === lines.length - 1;
        const y = doc.y;
        doc
          .font(bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(bold ? 12 : 10)
          .fillColor(THEME);
        doc.text(label, MARGIN + width - 300, y, { width: 190, align: 'right' });
        doc.text(value, MARGIN + width - 100, y, { width: 100, align: 'right' });
        doc.moveDown(0.3);
      });
      doc.x = MARGIN;
      doc.moveDown(1);
    },
    /** Writes each page's foot and gives the file. */
    finish(footLine: string, pageWord: string): Promise<Buffer> {
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        doc.page.margins.bottom = 0;
        doc.font('Helvetica').fontSize(8).fillColor(MUTED);
        doc.text(footLine, MARGIN, doc.page.height - MARGIN + 4, {
          width,
          align: 'center',
          lineBreak: false,
        });
        doc.text(`${pageWord} ${i + 1}/${range.count}`, MARGIN, doc.page.height - MARGIN + 16, {
          width,
          align: 'center',
          lineBreak: false,
        });
      }
      doc.end();
      return done;
    },
  };
}
