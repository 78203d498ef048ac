import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { unsetSiteOrigin } from '../infra/local/site-origin.ts';
import { serviceWorker } from './integrations/service-worker.ts';

// The public origin the pages are published at (canonical URLs, share images, sitemap), set at build
// time. A local build leaves a marker that the local server replaces with the origin it serves at.
const site = process.env.SITE_ORIGIN ?? unsetSiteOrigin;

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  // Stylesheets stay files, never a <style> in the page: the CSP allows no inline style.
  build: { format: 'directory', inlineStylesheets: 'never' },
  // React islands are available for a page that needs one; today's behaviour is a few lines of plain
  // script, so no page ships a framework runtime (issue 6: none where plain script will do).
  integrations: [react(), serviceWorker()],
  // Astro inlines a page's small scripts; assetsInlineLimit 0 keeps every one a file, since the CSP
  // allows no inline script but the early one it knows by hash (infra/inline-scripts.ts).
  vite: { plugins: [tailwindcss()], build: { assetsInlineLimit: 0 } },
});
