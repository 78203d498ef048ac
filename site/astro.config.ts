import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { serviceWorker } from './integrations/service-worker.ts';

// The public origin the pages are published at (canonical URLs, share images, sitemap). One value, set
// at build time.
const site = process.env.SITE_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'directory' },
  // React islands are available for a page that needs one; today's behaviour is a few lines of plain
  // script, so no page ships a framework runtime (issue 6: none where plain script will do).
  integrations: [react(), serviceWorker()],
  // Astro inlines a page's small scripts; assetsInlineLimit 0 keeps every one a file, since the CSP
  // allows no inline script but the early one it knows by hash (infra/inline-scripts.ts).
  vite: { plugins: [tailwindcss()], build: { assetsInlineLimit: 0 } },
});
