import type { APIRoute } from 'astro';

/** Pages that exist for the browser but not for search engines. */
const unlisted = new Set(['/404', '/offline']);

const pagePaths = Object.keys(import.meta.glob('./*.astro'))
  .map((file) =>
    file
      .replace(/^\.\//, '/')
      .replace(/\.astro$/, '')
      .replace(/^\/index$/, '/'),
  )
  .filter((path) => !unlisted.has(path))
  .sort();

/** sitemap.xml: every public page at its canonical URL. */
export const GET: APIRoute = ({ site }) => {
  const urls = pagePaths.map((path) => `  <url><loc>${new URL(path, site).href}</loc></url>`).join('\n');
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    { headers: { 'content-type': 'application/xml' } },
  );
};
