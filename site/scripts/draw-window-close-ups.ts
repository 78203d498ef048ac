/**
 * Draws the demo's two phone photos of a room's window, in the soft, photo-like style of the home page's
 * hero: the resident's repair photo, ants coming in through a gap along the window frame
 * (infra/local/seed/maintenance.ts), and the photo of their condition report's worn curtains
 * (infra/local/seed/desk.ts). The seed uploads them as the app uploads a photo, at the size the browser
 * sends (1600 × 900). Run again after changing a scene: node site/scripts/draw-window-close-ups.ts
 */
import { join } from 'node:path';
import { paintAsPhoto, random } from './photo-like.ts';

const width = 1600;
const height = 900;
const seedFolder = join(import.meta.dirname, '..', '..', 'infra', 'local', 'seed');

/** Outside, seen through the glass: sky and the blurred trees of the courtyard. */
const outside = (x: number, y: number, w: number, h: number, next: () => number) => `
  <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sky)"/>
  <g filter="url(#far)">
    ${Array.from({ length: 7 }, (_, index) => {
      const cx = x + (index + 0.5) * (w / 7) + (next() - 0.5) * 60;
      const r = 90 + next() * 70;
      const green = ['#7fa874', '#6d9964', '#8bb37f'][index % 3];
      return `<circle cx="${cx.toFixed(1)}" cy="${(y + h * 0.78 + (next() - 0.5) * 60).toFixed(1)}" r="${r.toFixed(1)}" fill="${green}"/>`;
    }).join('')}
  </g>`;

const defs = `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#8fc1e3"/>
      <stop offset="1" stop-color="#e6f0ec"/>
    </linearGradient>
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#efe7da"/>
      <stop offset="1" stop-color="#dccfbb"/>
    </linearGradient>
    <linearGradient id="paint" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fbf9f4"/>
      <stop offset="1" stop-color="#e3ddd1"/>
    </linearGradient>
    <linearGradient id="daylight" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#fff6df" stop-opacity="0"/>
      <stop offset="0.5" stop-color="#fff6df" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#fff6df" stop-opacity="0"/>
    </linearGradient>
    <filter id="far"><feGaussianBlur stdDeviation="18"/></filter>
    <filter id="soft"><feGaussianBlur stdDeviation="2"/></filter>
  </defs>`;

/** One ant seen from above, heading at `angle` degrees: head, thorax, abdomen and six thin legs. */
function ant(x: number, y: number, angle: number, size: number): string {
  const legs = [-1, 0, 1].flatMap((row) =>
    [-1, 1].map(
      (side) =>
        `<line x1="${row * size * 0.5}" y1="0" x2="${row * size * 0.9 - size * 0.3}" y2="${side * size * 1.1}" stroke="#2a1d17" stroke-width="${(size * 0.14).toFixed(2)}"/>`,
    ),
  );
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)})">
    ${legs.join('')}
    <ellipse cx="${-size * 1.3}" cy="0" rx="${size * 0.95}" ry="${size * 0.7}" fill="#2f1f18"/>
    <ellipse cx="0" cy="0" rx="${size * 0.6}" ry="${size * 0.38}" fill="#3a271e"/>
    <ellipse cx="${size * 0.95}" cy="0" rx="${size * 0.45}" ry="${size * 0.42}" fill="#2f1f18"/>
  </g>`;
}

/** Close to the sill: the frame's bottom corner, a gap where its paint has cracked, and a line of ants. */
async function antsOnTheWindowFrame(): Promise<void> {
  const next = random(20261130);
  const sillTop = 560;
  const frameLeft = 260;
  const trail: string[] = [];
  // From the gap in the frame's corner along the sill to the right, in a loose line.
  for (let index = 0; index < 26; index++) {
    const along = index / 25;
    const x = frameLeft + 70 + along * 1150 + (next() - 0.5) * 30;
    const y = sillTop + 40 + Math.sin(along * 7) * 14 + (next() - 0.5) * 16;
    trail.push(ant(x, y, (next() - 0.5) * 50, 7 + next() * 2));
  }
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  ${defs}
  <rect width="${width}" height="${height}" fill="url(#wall)"/>
  ${outside(frameLeft + 60, 0, width - frameLeft - 60, sillTop - 40, next)}
  <rect x="${frameLeft}" y="0" width="60" height="${sillTop}" fill="url(#paint)"/>
  <rect x="${frameLeft}" y="${sillTop - 40}" width="${width - frameLeft}" height="40" fill="#f3efe6"/>
  <rect x="${frameLeft - 40}" y="${sillTop}" width="${width - frameLeft + 40}" height="120" fill="url(#paint)"/>
  <rect x="${frameLeft - 40}" y="${sillTop + 120}" width="${width - frameLeft + 40}" height="18" fill="#cfc6b6"/>
  <path d="M ${frameLeft + 8} ${sillTop - 6} l 26 4 l 14 -3 l 20 6 l -18 10 l -30 -2 z" fill="#5b4a3d"/>
  <path d="M ${frameLeft + 20} ${sillTop - 30} l 6 24 M ${frameLeft + 40} ${sillTop - 26} l -4 18" stroke="#9e9282" stroke-width="3" fill="none"/>
  <g filter="url(#soft)">${trail.join('')}</g>
  <rect width="${width}" height="${height}" fill="url(#daylight)"/>
</svg>`;
  await paintAsPhoto(scene, { width, height }, next, join(seedFolder, 'ants-on-window-frame.jpg'), 72);
}

/** A curtain's folds, from `x` across `w`; a `worn` one faded where the sun reaches, frayed and torn at the hem. */
function curtain(
  x: number,
  w: number,
  top: number,
  bottom: number,
  worn: boolean,
  next: () => number,
): string {
  const folds = 9;
  const parts: string[] = [];
  for (let fold = 0; fold < folds; fold++) {
    const fx = x + (fold * w) / folds;
    const shade = fold % 2 === 0 ? '#b86a52' : '#a55c46';
    // Faded towards the window, as a curtain gets over the years.
    const faded = worn && fold < folds / 2 ? ' opacity="0.72"' : '';
    const hem = Array.from({ length: 5 }, (_, step) => {
      const hx = fx + ((step + 1) * w) / folds / 6;
      return `L ${hx.toFixed(1)} ${(bottom + (worn ? (next() - 0.3) * 26 : 0)).toFixed(1)}`;
    }).join(' ');
    parts.push(
      `<path d="M ${fx.toFixed(1)} ${top} L ${(fx + w / folds).toFixed(1)} ${top} L ${(fx + w / folds).toFixed(1)} ${bottom} ${hem} L ${fx.toFixed(1)} ${bottom} Z" fill="${shade}"${faded}/>`,
    );
  }
  if (!worn) return parts.join('');
  // A small tear near the hem, and loose threads below it.
  const tx = x + w * 0.62;
  parts.push(
    `<path d="M ${tx} ${bottom - 120} l 18 40 l -8 34 l -16 -30 z" fill="#e9dfcf" opacity="0.9"/>`,
    `<path d="M ${tx - 30} ${bottom + 6} q 6 26 -4 48 M ${tx + 10} ${bottom + 4} q -4 30 6 52 M ${tx + 40} ${bottom + 8} q 8 20 0 40" stroke="#a55c46" stroke-width="3" fill="none"/>`,
  );
  return parts.join('');
}

/** The window from the bed: both curtains drawn back, the right one faded, frayed and torn at its hem. */
async function wornCurtains(): Promise<void> {
  const next = random(20261201);
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  ${defs}
  <rect width="${width}" height="${height}" fill="url(#wall)"/>
  <rect x="470" y="130" width="660" height="560" fill="#f7f4ee"/>
  ${outside(500, 160, 600, 500, next)}
  <rect x="795" y="160" width="10" height="500" fill="#f7f4ee"/>
  <rect x="440" y="690" width="720" height="34" fill="url(#paint)"/>
  <rect x="290" y="88" width="1090" height="12" rx="6" fill="#6c5a4a"/>
  ${curtain(300, 200, 96, 780, false, next)}
  ${curtain(1100, 260, 96, 800, true, next)}
  <rect width="${width}" height="${height}" fill="url(#daylight)"/>
</svg>`;
  await paintAsPhoto(scene, { width, height }, next, join(seedFolder, 'worn-curtains.jpg'), 72);
}

await antsOnTheWindowFrame();
await wornCurtains();
console.log(`Drew ants-on-window-frame.jpg and worn-curtains.jpg in ${seedFolder}`);
