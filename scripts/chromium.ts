import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; playwright's own browser downloads cannot work here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What launchers start instead of CHROMIUM_PATH: it merges the launcher's own --disable-features list with
 * CHROMIUM_ARGS' (Chromium keeps only the last one given), then starts CHROMIUM_PATH.
 */
export const CHROMIUM_LAUNCH_PATH = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'chromium-merged-features.sh',
);

/**
 * Browser features that only cost time here. The omnibox popup is a WebUI page that Chromium 150+ preloads, in a
 * renderer of its own, for each window it opens, though a headless window shows no address bar: measured on this
 * 2-core machine (medians of 8), a new context with its page and first load took 1.3 s with it and 0.9 s without.
 */
const DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_LAUNCH_PATH, args: CHROMIUM_ARGS, headless: true });
}
