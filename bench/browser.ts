// The browser the benchmarks drive: Debian's Chromium, as in the e2e suite.
import { chromium, type Browser } from '@playwright/test';

export const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function ensureSiteIsUp(url: string): Promise<void> {
  const up = await fetch(url).then(
    (response) => response.ok,
    () => false,
  );
  if (!up) {
    console.error(`${url} does not answer. Start the site first: npm start (or set BASE_URL).`);
    process.exit(2);
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.slice(1) });
}
