import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The only stylesheet that reaches a page inline: sonner's (the SPA's toasts), which the library puts
 * into a `<style>` element when it loads. The Content Security Policy allows exactly that text by its
 * SHA-256 (security-headers.ts), read from the installed package, so style-src needs no
 * 'unsafe-inline' and an upgrade of sonner cannot slip a stale hash in. Everything else is a file:
 * Vite's and Astro's CSS (site/astro.config.ts inlines none), and React's style props, which are set
 * through the CSSOM and need no allowance.
 */
const sonnerModule = createRequire(import.meta.url).resolve('sonner');

/** The text sonner injects: the one string literal it passes to its __insertCSS. */
export function sonnerStylesheet(): string {
  const source = readFileSync(sonnerModule.replace(/index\.js$/, 'index.mjs'), 'utf8');
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!literal)
    throw new Error(`No __insertCSS("…") in ${sonnerModule}: sonner changed how it adds its styles`);
  return JSON.parse(literal) as string;
}

const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP source expressions that allow exactly these inline stylesheets. */
export const inlineStyleSources = [sha256Source(sonnerStylesheet())];
