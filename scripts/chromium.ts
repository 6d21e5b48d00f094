/** Debian's Chromium: test tools never download a browser of their own. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags that run Chromium on these machines: no GPU, no sandbox as root, no network of its own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
