import type { PDFFont } from 'pdf-lib';

/**
 * Text for the PDF standard fonts. Helvetica is encoded in WinAnsi, which has Latin-1 and a few more
 * characters only; pdf-lib throws on anything else. A name such as 'Zoë Ọ̀ṣun 李' must still print, so a
 * character outside the font loses its accents ('Ọ̀' → 'O') or, failing that, becomes '?'.
 */

const encodableByFont = new WeakMap<PDFFont, Set<number>>();

function encodable(font: PDFFont): Set<number> {
  let set = encodableByFont.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    encodableByFont.set(font, set);
  }
  return set;
}

const combiningMark = /\p{M}/u;

/** The text with every character the font can draw, control characters and line breaks as spaces. */
export function printable(text: string, font: PDFFont): string {
  const chars = encodable(font);
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0) || code === 0x2028 || code === 0x2029) {
      out += ' ';
    } else if (chars.has(code)) {
      out += char;
    } else if (!combiningMark.test(char)) {
      const base = [...char.normalize('NFKD')]
        .filter((part) => !combiningMark.test(part) && chars.has(part.codePointAt(0)!))
        .join('');
      out += base || '?';
    }
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

const glyphWidths = new WeakMap<PDFFont, Map<string, number>>();

/**
 * The width of printable text as drawn: the sum of its glyphs' widths, cached per character. (pdf-lib's
 * own measure re-encodes the text and adds kerning that drawText does not apply; wrapping thousands of
 * cells spends most of its time there.)
 */
export function textWidth(text: string, font: PDFFont, size: number): number {
  let widths = glyphWidths.get(font);
  if (!widths) {
    widths = new Map();
    glyphWidths.set(font, widths);
  }
  let total = 0;
  for (const char of text) {
    let width = widths.get(char);
    if (width === undefined) {
      width = font.widthOfTextAtSize(char, 1000);
      widths.set(char, width);
    }
    total += width;
  }
  return (total * size) / 1000;
}

/** Printable text cut to maxWidth with an ellipsis, for one-line places such as page headers. */
export function fitted(text: string, font: PDFFont, size: number, maxWidth: number): string {
  let shown = printable(text, font);
  if (textWidth(shown, font, size) <= maxWidth) return shown;
  while (shown && textWidth(`${shown}…`, font, size) > maxWidth) shown = shown.slice(0, -1);
  return `${shown.trimEnd()}…`;
}

function breakChars(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of text) {
    if (piece && textWidth(piece + char, font, size) > maxWidth) {
      pieces.push(piece);
      piece = char;
    } else {
      piece += char;
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** A word wider than the line, broken after its @ . - _ / where it can, else between characters. */
function breakWord(word: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const part of word.split(/(?<=[@._\-/])/)) {
    if (textWidth(piece + part, font, size) <= maxWidth) {
      piece += part;
      continue;
    }
    if (piece) pieces.push(piece);
    if (textWidth(part, font, size) <= maxWidth) {
      piece = part;
    } else {
      const broken = breakChars(part, font, size, maxWidth);
      piece = broken.pop() ?? '';
      pieces.push(...broken);
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * The lines of printable text that fit maxWidth, broken between words, and inside a word only when the
 * word alone is wider (an email address in a narrow column).
 */
export function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text, font).split(' ')) {
    if (!word) continue;
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, font, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    if (textWidth(word, font, size) <= maxWidth) {
      line = word;
    } else {
      const pieces = breakWord(word, font, size, maxWidth);
      line = pieces.pop() ?? '';
      lines.push(...pieces);
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}
