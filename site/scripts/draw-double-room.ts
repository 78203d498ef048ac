/**
 * Draws the demo hostel's photo of a Double room: two made beds along the side walls and a desk for
 * each under a window, in daylight, in the soft, photo-like style of the home page's hero. The demo
 * seed uploads it as staff upload a room type's photo (infra/local/seed/room-types.ts), at the size the
 * browser would send (1600 × 900). Run again after changing the scene: node site/scripts/draw-double-room.ts
 */
import { join } from 'node:path';
import { paintAsPhoto, random } from './photo-like.ts';

const width = 1600;
const height = 900;
const next = random(20261129);

/**
 * The room in metres, seen from its doorway: x across (-2 to 2), y up from the floor, z into the room
 * (the window wall at 5). A point is drawn where a camera at eye height sees it.
 */
const camera = { y: 1.2, distance: 4.3, focal: 1720, cx: width / 2, cy: 360 };
type Point = [x: number, y: number, z: number];
const project = ([x, y, z]: Point) => {
  const depth = z + camera.distance;
  return [camera.cx + (camera.focal * x) / depth, camera.cy - (camera.focal * (y - camera.y)) / depth];
};
const polygon = (points: Point[], fill: string, extra = '') =>
  `<polygon points="${points
    .map(project)
    .map(([x, y]) => `${x!.toFixed(1)},${y!.toFixed(1)}`)
    .join(' ')}" fill="${fill}"${extra}/>`;

/** A box from its two corners: the faces the camera sees, the far ones first. */
function box(from: Point, to: Point, fills: { top: string; front: string; side: string }): string {
  const [x0, y0, z0] = from;
  const [x1, y1, z1] = to;
  const faces: string[] = [];
  // The side that faces the middle of the room, where the camera stands.
  const sideX = x1 < 0 ? x1 : x0 > 0 ? x0 : null;
  if (sideX !== null)
    faces.push(
      polygon(
        [
          [sideX, y0, z0],
          [sideX, y0, z1],
          [sideX, y1, z1],
          [sideX, y1, z0],
        ],
        fills.side,
      ),
    );
  if (y1 < camera.y)
    faces.push(
      polygon(
        [
          [x0, y1, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        fills.top,
      ),
    );
  faces.push(
    polygon(
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      fills.front,
    ),
  );
  return faces.join('');
}

/** A bed along a side wall (`side` -1 left, 1 right): frame, mattress, blanket, pillow and headboard. */
function bed(side: -1 | 1, blanket: { top: string; front: string; side: string }): string {
  const wall = 2 * side;
  const inner = 1.05 * side;
  const [x0, x1] = side < 0 ? [wall, inner] : [inner, wall];
  return [
    box([x0, 0.9, 3.3], [x1, 1.05, 3.4], { top: '#8a6244', front: '#7a5538', side: '#6c4a31' }),
    box([x0, 0, 3.3], [x1, 0.9, 3.36], { top: '#8a6244', front: '#9c7251', side: '#6c4a31' }),
    box([x0, 0, 1.3], [x1, 0.32, 3.3], { top: '#8a6244', front: '#9c7251', side: '#83603f' }),
    box([x0, 0.32, 1.32], [x1, 0.5, 3.28], { top: '#f4f1ea', front: '#e6e1d6', side: '#dcd6c9' }),
    box([x0 + 0.12 * side, 0.5, 2.85], [x1 - 0.1 * side, 0.62, 3.22], {
      top: '#ffffff',
      front: '#f1eee8',
      side: '#e4e0d8',
    }),
    box([x0, 0.48, 1.25], [x1 + 0.03 * side, 0.56, 2.7], blanket),
  ].join('');
}

/** A desk against the window wall, from `x0` to `x1`, with its chair, lamp and books. */
function desk(x0: number, x1: number, lamp: string, books: string[]): string {
  const wood = { top: '#c9a27a', front: '#b48a62', side: '#a27a54' };
  const middle = (x0 + x1) / 2;
  const parts = [
    box([x0, 0, 4.45], [x0 + 0.05, 0.74, 4.5], wood),
    box([x1 - 0.05, 0, 4.45], [x1, 0.74, 4.5], wood),
    box([x0, 0.58, 4.45], [x1, 0.74, 5], wood),
    box([x0, 0.74, 4.45], [x1, 0.78, 5], wood),
    // The lamp: a base, a stem and a glowing shade.
    box([x1 - 0.22, 0.78, 4.8], [x1 - 0.1, 0.8, 4.92], { top: '#3b3f52', front: '#2c3144', side: '#2c3144' }),
    box([x1 - 0.17, 0.8, 4.85], [x1 - 0.15, 1.15, 4.87], {
      top: '#3b3f52',
      front: '#3b3f52',
      side: '#3b3f52',
    }),
    box([x1 - 0.26, 1.1, 4.78], [x1 - 0.06, 1.24, 4.94], { top: lamp, front: lamp, side: lamp }),
  ];
  books.forEach((colour, index) => {
    const bx = x0 + 0.08 + index * 0.07;
    parts.push(
      box([bx, 0.78, 4.8], [bx + 0.06, 1.02 - index * 0.02, 4.98], {
        top: '#efe7d6',
        front: colour,
        side: colour,
      }),
    );
  });
  // An open notebook and the chair pushed in, its back towards the camera.
  parts.push(
    box([middle - 0.2, 0.78, 4.55], [middle + 0.16, 0.79, 4.75], {
      top: '#fbf8f1',
      front: '#e9e4da',
      side: '#e9e4da',
    }),
    box([middle - 0.22, 0, 4.12], [middle - 0.19, 0.45, 4.15], {
      top: '#2c3144',
      front: '#2c3144',
      side: '#2c3144',
    }),
    box([middle + 0.19, 0, 4.12], [middle + 0.22, 0.45, 4.15], {
      top: '#2c3144',
      front: '#2c3144',
      side: '#2c3144',
    }),
    box([middle - 0.24, 0.45, 4.1], [middle + 0.24, 0.5, 4.5], {
      top: '#35617a',
      front: '#2b5065',
      side: '#2b5065',
    }),
    box([middle - 0.24, 0.5, 4.08], [middle + 0.24, 0.98, 4.12], {
      top: '#35617a',
      front: '#35617a',
      side: '#2b5065',
    }),
  );
  return parts.join('');
}

/** The floor's boards, running into the room. */
const boards = Array.from({ length: 17 }, (_, index) => {
  const x = -2 + index * 0.25;
  const shade = next() < 0.5 ? '#a77d55' : '#b68b60';
  return polygon(
    [
      [x, 0, -2],
      [x + 0.25, 0, -2],
      [x + 0.25, 0, 5],
      [x, 0, 5],
    ],
    shade,
    ' stroke="#8e6843" stroke-width="1.2"',
  );
}).join('');

const window = {
  frame: polygon(
    [
      [-0.85, 1.0, 5],
      [0.85, 1.0, 5],
      [0.85, 2.15, 5],
      [-0.85, 2.15, 5],
    ],
    '#f7f4ee',
  ),
  glass: polygon(
    [
      [-0.78, 1.06, 5],
      [0.78, 1.06, 5],
      [0.78, 2.09, 5],
      [-0.78, 2.09, 5],
    ],
    'url(#sky)',
  ),
};
const [treeX, treeY] = project([0.4, 1.75, 5]);
const [glassLeft, glassTop] = project([-0.78, 2.09, 5]);
const [glassRight, glassBottom] = project([0.78, 1.06, 5]);

const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#efe7da"/>
      <stop offset="1" stop-color="#e2d6c4"/>
    </linearGradient>
    <linearGradient id="leftWall" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#cfc1ab"/>
      <stop offset="1" stop-color="#e4d9c8"/>
    </linearGradient>
    <linearGradient id="rightWall" x1="1" y1="0" x2="0" y2="0">
      <stop offset="0" stop-color="#d6c9b4"/>
      <stop offset="1" stop-color="#e8decf"/>
    </linearGradient>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#8fc1e3"/>
      <stop offset="0.7" stop-color="#cfe5f1"/>
      <stop offset="1" stop-color="#f1f4e9"/>
    </linearGradient>
    <radialGradient id="daylight" cx="0.5" cy="0.45" r="0.6">
      <stop offset="0" stop-color="#fff6df" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#fff6df" stop-opacity="0"/>
    </radialGradient>
    <clipPath id="glass"><rect x="${glassLeft!.toFixed(1)}" y="${glassTop!.toFixed(1)}" width="${(glassRight! - glassLeft!).toFixed(1)}" height="${(glassBottom! - glassTop!).toFixed(1)}"/></clipPath>
    <filter id="soft"><feGaussianBlur stdDeviation="3"/></filter>
    <filter id="haze"><feGaussianBlur stdDeviation="22"/></filter>
  </defs>
  ${polygon(
    [
      [-2, 2.6, -2],
      [2, 2.6, -2],
      [2, 2.6, 5],
      [-2, 2.6, 5],
    ],
    '#f3ede3',
  )}
  ${polygon(
    [
      [-2, 0, -2],
      [-2, 2.6, -2],
      [-2, 2.6, 5],
      [-2, 0, 5],
    ],
    'url(#leftWall)',
  )}
  ${polygon(
    [
      [2, 0, -2],
      [2, 2.6, -2],
      [2, 2.6, 5],
      [2, 0, 5],
    ],
    'url(#rightWall)',
  )}
  ${polygon(
    [
      [-2, 0, 5],
      [2, 0, 5],
      [2, 2.6, 5],
      [-2, 2.6, 5],
    ],
    'url(#wall)',
  )}
  ${boards}
  ${window.frame}
  ${window.glass}
  <g clip-path="url(#glass)" filter="url(#soft)">
    <circle cx="${treeX!.toFixed(1)}" cy="${treeY!.toFixed(1)}" r="70" fill="#7fa874"/>
    <circle cx="${(treeX! + 60).toFixed(1)}" cy="${(treeY! + 30).toFixed(1)}" r="55" fill="#6d9964"/>
    <circle cx="${(treeX! - 230).toFixed(1)}" cy="${(treeY! + 90).toFixed(1)}" r="48" fill="#8bb37f"/>
  </g>
  ${polygon(
    [
      [-0.02, 1.06, 5],
      [0.02, 1.06, 5],
      [0.02, 2.09, 5],
      [-0.02, 2.09, 5],
    ],
    '#f7f4ee',
  )}
  ${polygon(
    [
      [-1.2, 0.95, 4.98],
      [-0.82, 0.95, 4.98],
      [-0.86, 2.25, 4.98],
      [-1.12, 2.25, 4.98],
    ],
    '#c76b4f',
  )}
  ${polygon(
    [
      [0.82, 0.95, 4.98],
      [1.2, 0.95, 4.98],
      [1.12, 2.25, 4.98],
      [0.86, 2.25, 4.98],
    ],
    '#c76b4f',
  )}
  ${polygon(
    [
      [-0.8, 0.001, 4.9],
      [0.8, 0.001, 4.9],
      [1.1, 0.001, 2.2],
      [-1.1, 0.001, 2.2],
    ],
    '#fff3d6',
    ' opacity="0.35" filter="url(#haze)"',
  )}
  ${desk(-1.0, -0.06, '#ffe3a3', ['#35617a', '#c76b4f', '#e0b04f'])}
  ${desk(0.06, 1.0, '#ffe9b8', ['#5a7d4f', '#3b3f52'])}
  ${polygon(
    [
      [-0.75, 0.002, 1.4],
      [0.75, 0.002, 1.4],
      [0.75, 0.002, 3.1],
      [-0.75, 0.002, 3.1],
    ],
    '#7e9aa8',
    ' opacity="0.85"',
  )}
  ${bed(-1, { top: '#2f6f8f', front: '#285f7b', side: '#23556e' })}
  ${bed(1, { top: '#d9825f', front: '#c26f4e', side: '#b36344' })}
  <rect width="${width}" height="${height}" fill="url(#daylight)"/>
  <rect width="${width}" height="${height}" fill="#ffb86b" opacity="0.04"/>
</svg>`;

const output = join(import.meta.dirname, '..', '..', 'infra', 'local', 'seed', 'double-room.jpg');
await paintAsPhoto(scene, { width, height }, next, output, 80);
console.log(`Drew ${output}`);
