import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import heroImport from '../assets/hero.jpg';

// Astro imports an image as its metadata; the project's one tsconfig also sees the SPA's vite/client
// types, which call every image import a URL string.
const hero = heroImport as unknown as ImageMetadata;

/** docs/spec.md §2: the hero at 640, 1280 and 1920 pixels wide, quality 70, in modern formats. */
export const heroWidths = [640, 1280, 1920];
export const heroSizes = '100vw';
export const heroDimensions = { width: hero.width, height: hero.height };

/**
 * The hero's files as AVIF and WebP, with JPEG for browsers that take neither. The picture and the
 * preload link both use these, so the preloaded file is the one the picture then shows.
 */
export async function heroSources() {
  const make = (format: 'avif' | 'webp' | 'jpg') =>
    getImage({ src: hero, widths: heroWidths, sizes: heroSizes, format, quality: 70 });
  const [avif, webp, jpg] = await Promise.all([make('avif'), make('webp'), make('jpg')]);
  return { avif, webp, jpg };
}

/** The hero cropped for share previews (1200 × 630 JPEG), as the absolute URL the networks need. */
export async function shareImageUrl(site: URL): Promise<string> {
  const image = await getImage({
    src: hero,
    width: 1200,
    height: 630,
    fit: 'cover',
    format: 'jpg',
    quality: 75,
  });
  return new URL(image.src, site).href;
}
