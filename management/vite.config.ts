import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { managementThemeScript } from '../infra/inline-scripts.ts';

/** Puts the theme script into index.html's head, as the exact text the CSP allows by hash. */
const inlineThemeScript = (): Plugin => ({
  name: 'inline-theme-script',
  transformIndexHtml: () => [{ tag: 'script', children: managementThemeScript, injectTo: 'head' }],
});

/**
 * Sonner writes its stylesheet into a <style> element when it loads, which a CSP without
 * 'unsafe-inline' for styles refuses. The same rules ship as sonner/dist/styles.css, which the Toaster
 * imports as a file; this takes out the inline copy. A sonner that injects its CSS another way fails
 * the build here rather than toasts going unstyled.
 */
const sonnerWithoutInlineStyle = (): Plugin => ({
  name: 'sonner-without-inline-style',
  transform(code, id) {
    if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
    const call = /^__insertCSS\(".*"\);$/m;
    if (!call.test(code))
      throw new Error('sonner no longer injects its CSS with __insertCSS("…"): see vite.config.ts');
    return { code: code.replace(call, ''), map: null };
  },
});

/**
 * React Router's production build, for the production bundle. The package's exports name only its
 * development build, which differs by keeping the development warnings (remix-run/react-router#14102):
 * 0.6 KB gzip of every screen's framework chunk.
 */
const reactRouter = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouter, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouter, 'production/dom-export.mjs') },
];

// The SPA lives under /management on the same origin as the site and the API.
export default defineConfig(({ command }) => {
  // A build is always the production bundle, even when a test runner (NODE_ENV=test) starts it: the
  // e2e tests and the size figures must see what users get. Vite reads NODE_ENV after this runs.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    root: import.meta.dirname,
    base: '/management/',
    plugins: [react(), tailwindcss(), inlineThemeScript(), sonnerWithoutInlineStyle()],
    resolve: command === 'build' ? { alias: reactRouterProduction } : {},
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Maps stay with the build, unpublished and unnamed in the bundles (infra/published-files.ts).
      sourcemap: 'hidden',
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              /*
               * The libraries every screen runs on, in one chunk the entry loads beside itself. Left to
               * the automatic split, React and the query hooks went out in five files cut by which lazy
               * screens use which hook, and each file is gzipped alone: about 2 KB more on a first screen.
               */
              {
                name: 'framework',
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/][^\\/]+)[\\/]/,
                priority: 1,
              },
              /*
               * What the entry imports statically stays in the entry's chunk. The automatic split can
               * leave one such module in a chunk of its own once a lazy module shares it (as in
               * rolldown/rolldown#9963): the booking card's lazy details did that to config/constants.ts,
               * one more file for every screen to fetch.
               */
              { name: 'index', tags: ['$initial'] },
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      host: '127.0.0.1',
      // With `npm start` running, `npm run dev:management` serves it with hot reload against it.
      proxy: { '/api': 'http://127.0.0.1:3000', '/ws': { target: 'ws://127.0.0.1:3000', ws: true } },
    },
  };
});
