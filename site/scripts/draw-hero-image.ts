/**
 * Draws the home page's hero picture: the residence at dusk, as a soft, photo-like illustration. The
 * site serves only self-hosted images and the build has no network, so the picture is drawn here from
 * a seeded description and kept in site/src/assets/hero.jpg; Astro derives the responsive AVIF and WebP
 * files from it. Run again after changing the scene: node site/scripts/draw-hero-image.ts
 */
import { join } from 'node:path';
import { paintAsPhoto, random } from './photo-like.ts';

const width = 1920;
const height = 1080;

const next = random(20260401);

function building(x: number, y: number, w: number, h: number, floors: number, columns: number): string {
  const parts = [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#facade)"/>`,
    `<rect x="${x - 12}" y="${y - 18}" width="${w + 24}" height="22" fill="#3b3f52"/>`,
  ];
  const floorHeight = h / floors;
  const columnWidth = w / columns;
  for (let floor = 0; floor < floors; floor++) {
    for (let column = 0; column < columns; column++) {
      const lit = next() < 0.58;
      const wx = x + column * columnWidth + columnWidth * 0.18;
      const wy = y + floor * floorHeight + floorHeight * 0.22;
      const fill = lit ? (next() < 0.5 ? 'url(#warm)' : 'url(#warmer)') : '#2a3046';
      parts.push(
        `<rect x="${wx.toFixed(1)}" y="${wy.toFixed(1)}" width="${(columnWidth * 0.64).toFixed(1)}" height="${(floorHeight * 0.52).toFixed(1)}" rx="3" fill="${fill}"/>`,
      );
      if (lit) {
        parts.push(
          `<rect x="${(wx - 10).toFixed(1)}" y="${(wy - 10).toFixed(1)}" width="${(columnWidth * 0.64 + 20).toFixed(1)}" height="${(floorHeight * 0.52 + 20).toFixed(1)}" fill="#ffc768" opacity="0.16" filter="url(#glow)"/>`,
        );
      }
    }
    parts.push(
      `<rect x="${x}" y="${(y + (floor + 1) * floorHeight - 6).toFixed(1)}" width="${w}" height="6" fill="#2c3144" opacity="0.7"/>`,
    );
  }
  return parts.join('');
}

function tree(x: number, base: number, size: number, shade: string): string {
  const trunk = `<rect x="${x - size * 0.06}" y="${base - size * 0.55}" width="${size * 0.12}" height="${size * 0.55}" fill="#1d1a1c"/>`;
  const crowns = Array.from({ length: 5 }, () => {
    const cx = x + (next() - 0.5) * size * 0.7;
    const cy = base - size * (0.75 + next() * 0.45);
    const r = size * (0.28 + next() * 0.18);
    return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${shade}"/>`;
  });
  return trunk + `<g filter="url(#soft)">${crowns.join('')}</g>`;
}

const trees = [
  tree(90, 960, 300, '#17261f'),
  tree(260, 990, 360, '#1b2d24'),
  tree(1660, 980, 340, '#182a21'),
  tree(1830, 1000, 380, '#14231c'),
  tree(560, 940, 180, '#20352a'),
  tree(1390, 935, 190, '#1f3328'),
].join('');

const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1b2a4e"/>
      <stop offset="0.45" stop-color="#4b4f7c"/>
      <stop offset="0.72" stop-color="#c0727a"/>
      <stop offset="0.9" stop-color="#f3a86b"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.68" cy="0.7" r="0.35">
      <stop offset="0" stop-color="#ffd9a0" stop-opacity="0.9"/>
      <stop offset="1" stop-color="#ffd9a0" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="facade" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#5a5f78"/>
      <stop offset="1" stop-color="#3c4057"/>
    </linearGradient>
    <linearGradient id="warm" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffe3a3"/>
      <stop offset="1" stop-color="#f6b75c"/>
    </linearGradient>
    <linearGradient id="warmer" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fff1cf"/>
      <stop offset="1" stop-color="#ffcf7d"/>
    </linearGradient>
    <linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2d4a35"/>
      <stop offset="1" stop-color="#14241a"/>
    </linearGradient>
    <filter id="glow"><feGaussianBlur stdDeviation="9"/></filter>
    <filter id="soft"><feGaussianBlur stdDeviation="2.5"/></filter>
    <filter id="haze"><feGaussianBlur stdDeviation="14"/></filter>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <rect width="${width}" height="${height}" fill="url(#sun)"/>
  <g filter="url(#haze)" opacity="0.5">
    <ellipse cx="420" cy="260" rx="340" ry="46" fill="#e9a9a4"/>
    <ellipse cx="1380" cy="190" rx="420" ry="40" fill="#d99ca6"/>
  </g>
  <path d="M0 760 C 300 690 520 720 760 700 S 1300 650 1920 720 L1920 1080 L0 1080 Z" fill="#3d4a63" opacity="0.8" filter="url(#soft)"/>
  ${building(520, 380, 880, 470, 5, 11)}
  ${building(1400, 520, 240, 330, 3, 3)}
  <rect x="860" y="740" width="200" height="110" fill="#ffdca0" opacity="0.85"/>
  <rect x="880" y="760" width="160" height="90" fill="#f3b765"/>
  <path d="M0 850 L1920 850 L1920 1080 L0 1080 Z" fill="url(#lawn)"/>
  <path d="M900 850 L1020 850 L1260 1080 L660 1080 Z" fill="#8b7e78" opacity="0.55"/>
  ${trees}
  <rect width="${width}" height="${height}" fill="#ff9a4d" opacity="0.06"/>
</svg>`;

const output = join(import.meta.dirname, '..', 'src', 'assets', 'hero.jpg');
await paintAsPhoto(scene, { width, height }, next, output, 88);
console.log(`Drew ${output}`);
