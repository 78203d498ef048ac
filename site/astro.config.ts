import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

// The public origin the pages are published at (canonical URLs, sitemap). One value, set at build time.
const site = process.env.SITE_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig({
  site,
  output: 'static',
  build: { format: 'directory' },
  integrations: [react()],
  vite: { plugins: [tailwindcss()] },
});
