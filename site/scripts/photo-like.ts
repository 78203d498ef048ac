import sharp from 'sharp';

/** A small seeded generator, so the same scene comes out on every run. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Renders an SVG scene as a photograph-like JPEG at `output`: film-like grain makes the flat shapes read
 * as a photograph and keeps gradients from banding, and a slight blur softens the drawn edges. The
 * grain is drawn from `next`, the scene's own generator, so a run gives the same file.
 */
export async function paintAsPhoto(
  scene: string,
  size: { width: number; height: number },
  next: () => number,
  output: string,
  quality: number,
): Promise<void> {
  const { width, height } = size;
  const grain = Buffer.alloc(width * height);
  for (let i = 0; i < grain.length; i++) grain[i] = 124 + Math.floor(next() * 8);
  await sharp(Buffer.from(scene))
    .composite([
      {
        input: await sharp(grain, { raw: { width, height, channels: 1 } })
          .toColourspace('srgb')
          .png()
          .toBuffer(),
        blend: 'soft-light',
      },
    ])
    .blur(0.6)
    .jpeg({ quality, mozjpeg: true })
    .toFile(output);
}
