/**
 * How this project runs Chromium: Debian's build (Playwright's own download does not work here),
 * without the background calls it would make to Google's hosts on a machine with no network.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const

export function chromiumPath(env: Record<string, string | undefined> = process.env): string {
  return env.CHROMIUM_PATH ?? '/usr/bin/chromium'
}

/** Playwright's `launchOptions`. */
export function chromiumLaunchOptions(env?: Record<string, string | undefined>) {
  return { executablePath: chromiumPath(env), args: [...CHROMIUM_ARGS] }
}
