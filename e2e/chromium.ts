/** Debian's Chromium as every browser test launches it (no downloads, no sandbox, nothing in the background). */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run'
  ]
}

/** The same Chromium letting a page play sound without a tap: for the specs about what listeners hear. */
export const chromiumWithSound = {
  ...chromiumLaunch,
  args: [...chromiumLaunch.args, '--autoplay-policy=no-user-gesture-required']
}
