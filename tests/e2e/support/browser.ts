import { chromium, type Browser } from 'playwright-core';

/** The flags this machine needs: no sandbox as root, and no background calls to a closed network. */
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium (apt-get install chromium), driven by playwright-core; no browser is downloaded. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumFlags,
  });
}
