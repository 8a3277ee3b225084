/** What pairing reuse depends on, read from the page (or given by a test). */
export interface PlatformProbe {
  userAgent: string
  /** `navigator.maxTouchPoints`: tells an iPad (which claims to be a Mac) from a Mac. */
  maxTouchPoints: number
  /** Whether Telegram's mini-app object (`window.Telegram.WebApp`) is present. */
  telegramWebApp: boolean
}

export function readPlatform(): PlatformProbe {
  const nav = (globalThis as { navigator?: { userAgent?: string; maxTouchPoints?: number } }).navigator
  const telegram = (globalThis as { Telegram?: { WebApp?: unknown } }).Telegram
  return {
    userAgent: typeof nav?.userAgent === 'string' ? nav.userAgent : '',
    maxTouchPoints: typeof nav?.maxTouchPoints === 'number' ? nav.maxTouchPoints : 0,
    telegramWebApp: typeof telegram?.WebApp === 'object' && telegram.WebApp !== null,
  }
}

export function isTelegram(probe: PlatformProbe): boolean {
  return probe.telegramWebApp || /\bTelegram\b/i.test(probe.userAgent)
}

// Other browsers on iOS are WebKit too but name themselves; in-app web views lack "Safari/".
const OTHER_IOS_BROWSERS = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|DuckDuckGo|Ddg\/|GSA\/|Brave/

export function isIosSafari(probe: PlatformProbe): boolean {
  const ua = probe.userAgent
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && probe.maxTouchPoints > 1)
  return ios && /Safari\//.test(ua) && /Version\//.test(ua) && !OTHER_IOS_BROWSERS.test(ua)
}

/** Spec §4: on Telegram and iOS Safari the pairing is cached and reused. */
export function reusesPairing(probe: PlatformProbe): boolean {
  return isTelegram(probe) || isIosSafari(probe)
}
