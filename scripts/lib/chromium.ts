// Debian's Chromium (apt-get install chromium), never a downloaded browser, started as the
// browser tests and the measuring scripts need it on a machine with no outside network: without
// the background-networking flags it keeps trying hosts it cannot reach.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
