import { createHash } from 'node:crypto';

/**
 * The only scripts the pages carry inline, written once here: the builds put these exact strings into
 * the pages (management/vite.config.ts, site/src/layouts/SiteLayout.astro) and the Content Security
 * Policy allows them by their SHA-256 (security-headers.ts), computed from the same strings, so the
 * policy needs no 'unsafe-inline' and no hash is ever copied by hand.
 */

/**
 * The SPA, before the first paint: the saved theme, else the system's, so a reload never flashes the
 * wrong one (management/src/lib/theme.ts keeps the same rule; 'theme' is its storage key).
 */
export const managementThemeScript =
  "(function(){var s=null;try{s=localStorage.getItem('theme')}catch(e){}" +
  "var d=s?s==='dark':window.matchMedia('(prefers-color-scheme: dark)').matches;" +
  "document.documentElement.classList.toggle('dark',d);" +
  "document.documentElement.style.colorScheme=d?'dark':'light'})();";

/**
 * The public site, before the first paint: lets the home page hold its later sections behind a spinner
 * (styles/global.css); the timeout shows them anyway should the page's script never run.
 */
export const siteEarlyScript =
  "document.documentElement.classList.add('js');" +
  "setTimeout(function(){document.documentElement.classList.add('lazy-timeout')},4000);";

/** The CSP source expression that allows exactly this inline script or style, by its SHA-256. */
export const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP source expressions that allow exactly these inline scripts. */
export const inlineScriptSources = [managementThemeScript, siteEarlyScript].map(sha256Source);
