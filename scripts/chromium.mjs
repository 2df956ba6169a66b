/** Debian's build (no browser downloads), overridable with CHROMIUM_PATH, with the flags a sandboxed machine without network needs. */
export const chromiumExecutable = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
