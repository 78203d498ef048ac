import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { printable, textWidth, wrap } from '../../../functions/domain/exports/pdf-text.ts';

let font: PDFFont;
beforeAll(async () => {
  font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

describe('text for the PDF standard fonts', () => {
  it('keeps Latin-1 letters, drops accents the font lacks and marks what it cannot draw', () => {
    expect(printable('Zoë Ọ̀ṣun 李', font)).toBe('Zoë Osun ?');
  });

  it('turns line breaks and control characters into single spaces', () => {
    expect(printable('Room\r\nA101\t\u0007end', font)).toBe('Room A101 end');
  });

  it('gives text every font can encode', () => {
    expect(() => font.encodeText(printable('Ṣadé — “Ọ̀ṣun” 🎓 Łódź ß', font))).not.toThrow();
  });

  it('wraps between words within the width', () => {
    const lines = wrap('Maximiliana Evangelina Oluwaseyifunmi Worthington', font, 10, 100);

    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe('Maximiliana Evangelina Oluwaseyifunmi Worthington');
    for (const line of lines) expect(textWidth(line, font, 10)).toBeLessThanOrEqual(100);
  });

  it('breaks a long email address after its dots and @ rather than inside a name', () => {
    const lines = wrap('zoe.osun.with.a.long.address@students.example.edu', font, 10, 120);

    expect(lines.join('')).toBe('zoe.osun.with.a.long.address@students.example.edu');
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/[.@]$/);
  });
});
