import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { brand } from '#contract/brand';
import { formatUsDate } from '#contract/shown-values';
import { fitted, printable, textWidth, wrap } from './pdf-text.ts';

/**
 * The look every report shares: A4 pages with the hostel's name, tagline, report title and generation
 * time at the top, 'Page n of m' at the bottom, and a cursor that flows sections and tables down the
 * page, starting a new page (with the table's header row again) when the next piece does not fit.
 * A report is made for a reader in a time zone: every date it prints goes through `date`, so a moment
 * falls on the reader's day and a calendar date stays its day (decision 0105).
 */

const pageSize: [number, number] = [595.28, 841.89];
const margin = 40;
const contentWidth = pageSize[0] - margin * 2;
const contentTop = pageSize[1] - 88;
const contentBottom = 48;

const ink = rgb(0.13, 0.15, 0.19);
const muted = rgb(0.42, 0.45, 0.5);
const accent = rgb(0.11, 0.25, 0.45);
const rule = rgb(0.82, 0.85, 0.89);
const stripe = rgb(0.95, 0.96, 0.98);
const white = rgb(1, 1, 1);

export interface TableColumn {
  header: string;
  /** Width in points; the widths of a table add up to the content width. */
  width: number;
  align?: 'left' | 'right';
}

export class ReportWriter {
  private readonly doc: PDFDocument;
  private readonly regular: PDFFont;
  private readonly bold: PDFFont;
  private readonly italic: PDFFont;
  private readonly title: string;
  private readonly timeZone: string;
  private readonly generated: string;
  private page!: PDFPage;
  private y = 0;

  private constructor(
    doc: PDFDocument,
    fonts: { regular: PDFFont; bold: PDFFont; italic: PDFFont },
    title: string,
    generatedAt: Date,
    timeZone: string,
  ) {
    this.doc = doc;
    this.regular = fonts.regular;
    this.bold = fonts.bold;
    this.italic = fonts.italic;
    this.title = title;
    this.timeZone = timeZone;
    const generated = generatedAt.toLocaleString('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    });
    // The zone is named, since a reader elsewhere reads the same time differently.
    this.generated = `Generated ${generated} ${timeZone}`;
    this.newPage();
  }

  /** `timeZone`: the reader's (contract/time-zones.ts), one Intl accepts. */
  static async create(title: string, generatedAt: Date, timeZone: string): Promise<ReportWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(`${title} | ${brand.name}`);
    doc.setAuthor(brand.name);
    doc.setCreator(brand.name);
    doc.setSubject(title);
    doc.setLanguage('en-US');
    doc.setCreationDate(generatedAt);
    doc.setModificationDate(generatedAt);
    const [regular, bold, italic] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
      doc.embedFont(StandardFonts.HelveticaOblique),
    ]);
    return new ReportWriter(doc, { regular, bold, italic }, title, generatedAt, timeZone);
  }

  /** A date as the report prints it ('Jan 5, 2026'): a moment on the reader's day, a calendar date as it is. */
  date(value: string | null | undefined): string {
    return formatUsDate(value, this.timeZone);
  }

  /** Draws text already made printable (a line from `wrap`). */
  private draw(line: string, x: number, y: number, font: PDFFont, size: number, color = ink) {
    this.page.drawText(line, { x, y, font, size, color });
  }

  private text(value: string, x: number, y: number, font: PDFFont, size: number, color = ink) {
    this.draw(printable(value, font), x, y, font, size, color);
  }

  /** One line ending at `right`, cut with an ellipsis beyond `maxWidth`. */
  private rightText(
    value: string,
    right: number,
    y: number,
    font: PDFFont,
    size: number,
    color = ink,
    maxWidth = contentWidth / 2,
  ) {
    const shown = fitted(value, font, size, maxWidth);
    this.draw(shown, right - textWidth(shown, font, size), y, font, size, color);
  }

  private newPage(): void {
    this.page = this.doc.addPage(pageSize);
    const top = pageSize[1] - margin;
    this.page.drawRectangle({ x: 0, y: pageSize[1] - 8, width: pageSize[0], height: 8, color: accent });
    this.text(brand.name, margin, top - 14, this.bold, 17, accent);
    this.text(brand.tagline, margin, top - 29, this.italic, 9, muted);
    this.rightText(this.title, pageSize[0] - margin, top - 12, this.bold, 11);
    this.rightText(this.generated, pageSize[0] - margin, top - 27, this.regular, 8, muted);
    this.page.drawLine({
      start: { x: margin, y: top - 38 },
      end: { x: pageSize[0] - margin, y: top - 38 },
      thickness: 0.75,
      color: rule,
    });
    this.y = contentTop;
  }

  /** Moves to a new page unless `height` more points fit on this one. */
  private ensure(height: number): boolean {
    if (this.y - height >= contentBottom) return false;
    this.newPage();
    return true;
  }

  /** The report's own heading, with an optional line under it (a count, a summary). */
  heading(title: string, subtitle?: string): void {
    const lines = wrap(title, this.bold, 18, contentWidth);
    this.ensure(lines.length * 22 + 22);
    for (const line of lines) {
      this.draw(line, margin, this.y - 18, this.bold, 18);
      this.y -= 22;
    }
    this.y -= 2;
    if (subtitle) {
      for (const line of wrap(subtitle, this.regular, 10, contentWidth)) {
        this.draw(line, margin, this.y - 12, this.regular, 10, muted);
        this.y -= 14;
      }
    }
    this.y -= 8;
  }

  /** A section title, kept on the page with the first lines that follow it. */
  section(title: string): void {
    this.ensure(70);
    this.y -= 6;
    this.text(title, margin, this.y - 13, this.bold, 12, accent);
    this.y -= 18;
    this.page.drawLine({
      start: { x: margin, y: this.y },
      end: { x: pageSize[0] - margin, y: this.y },
      thickness: 0.5,
      color: rule,
    });
    this.y -= 8;
  }

  /** A line of plain text, e.g. 'No Active Booking'. */
  note(value: string): void {
    this.lines(value, this.italic, muted);
  }

  /** Running text, such as a letter's. */
  paragraph(value: string): void {
    this.lines(value, this.regular, ink);
  }

  private lines(value: string, font: PDFFont, color: typeof ink): void {
    const lines = wrap(value, font, 10, contentWidth);
    this.ensure(lines.length * 13 + 6);
    for (const line of lines) {
      this.draw(line, margin, this.y - 11, font, 10, color);
      this.y -= 13;
    }
    this.y -= 6;
  }

  /** Labelled values in a grid of `columns` per row, each label small above its value. */
  fields(pairs: readonly (readonly [string, string])[], columns = 2): void {
    const width = contentWidth / columns;
    for (let start = 0; start < pairs.length; start += columns) {
      const row = pairs.slice(start, start + columns).map(([label, value]) => ({
        label,
        lines: wrap(value, this.regular, 10, width - 12),
      }));
      const height = 14 + Math.max(...row.map((cell) => cell.lines.length)) * 13 + 8;
      this.ensure(height);
      row.forEach((cell, index) => {
        const x = margin + index * width;
        this.text(cell.label.toUpperCase(), x, this.y - 8, this.bold, 7, muted);
        cell.lines.forEach((line, lineIndex) => {
          this.draw(line, x, this.y - 22 - lineIndex * 13, this.regular, 10);
        });
      });
      this.y -= height;
    }
  }

  /**
   * Boxes in one row with a small label and a bold value each (the profile's summary cards), each as wide
   * as its share of `weight`, so an email address gets the room it needs.
   */
  cards(cards: readonly { label: string; value: string; weight?: number }[]): void {
    const gap = 8;
    const unit =
      (contentWidth - gap * (cards.length - 1)) / cards.reduce((sum, card) => sum + (card.weight ?? 1), 0);
    let x = margin;
    const cells = cards.map((card) => {
      const width = unit * (card.weight ?? 1);
      const cell = { label: card.label, x, width, lines: wrap(card.value, this.bold, 10, width - 16) };
      x += width + gap;
      return cell;
    });
    const height = 26 + Math.max(...cells.map((cell) => cell.lines.length)) * 12;
    this.ensure(height + 10);
    cells.forEach(({ x, width, ...cell }) => {
      this.page.drawRectangle({
        x,
        y: this.y - height,
        width,
        height,
        color: stripe,
        borderColor: rule,
        borderWidth: 0.5,
      });
      this.text(cell.label.toUpperCase(), x + 8, this.y - 13, this.bold, 7, muted);
      cell.lines.forEach((line, lineIndex) => {
        this.draw(line, x + 8, this.y - 27 - lineIndex * 12, this.bold, 10);
      });
    });
    this.y -= height + 10;
  }

  private tableHeader(columns: readonly TableColumn[]): void {
    const height = 20;
    this.page.drawRectangle({ x: margin, y: this.y - height, width: contentWidth, height, color: accent });
    let x = margin;
    for (const column of columns) {
      if (column.align === 'right') {
        this.rightText(column.header, x + column.width - 5, this.y - 13.5, this.bold, 8, white);
      } else {
        this.text(column.header, x + 5, this.y - 13.5, this.bold, 8, white);
      }
      x += column.width;
    }
    this.y -= height;
  }

  /**
   * A table whose rows flow over as many pages as they need, the header row repeated at the top of
   * each page. Cells wrap, so no value is cut short.
   */
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[]): void {
    const size = 8.5;
    const lineHeight = 11;
    const padding = 5;
    this.ensure(20 + lineHeight + padding * 2);
    this.tableHeader(columns);
    rows.forEach((row, rowIndex) => {
      const cells = columns.map((column, index) =>
        wrap(row[index] ?? '', this.regular, size, column.width - padding * 2),
      );
      const height = Math.max(...cells.map((lines) => lines.length)) * lineHeight + padding * 2 - 2;
      if (this.ensure(height)) this.tableHeader(columns);
      if (rowIndex % 2 === 1) {
        this.page.drawRectangle({
          x: margin,
          y: this.y - height,
          width: contentWidth,
          height,
          color: stripe,
        });
      }
      let x = margin;
      columns.forEach((column, index) => {
        cells[index]!.forEach((line, lineIndex) => {
          const y = this.y - padding - 7 - lineIndex * lineHeight;
          const left =
            column.align === 'right'
              ? x + column.width - padding - textWidth(line, this.regular, size)
              : x + padding;
          this.draw(line, left, y, this.regular, size);
        });
        x += column.width;
      });
      this.y -= height;
      this.page.drawLine({
        start: { x: margin, y: this.y },
        end: { x: margin + contentWidth, y: this.y },
        thickness: 0.25,
        color: rule,
      });
    });
    this.y -= 10;
  }

  /** Numbers the pages ('Page n of m') and returns the file. */
  async finish(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      this.page = page;
      const footer = fitted(`${brand.name} · ${this.title}`, this.regular, 8, contentWidth * 0.7);
      this.draw(footer, margin, 24, this.regular, 8, muted);
      this.rightText(
        `Page ${index + 1} of ${pages.length}`,
        pageSize[0] - margin,
        24,
        this.regular,
        8,
        muted,
      );
    });
    return this.doc.save();
  }
}
