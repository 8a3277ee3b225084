import type { SocialOption } from '@appkit/common'

/** What the page knows of where it runs, read once from the browser (tests give their own). */
export interface BrowserEnvironment {
  userAgent: string
  /** Touch points: iPadOS says "Macintosh" in its user agent, and only this tells it apart. */
  maxTouchPoints: number
  /** Telegram's in-app browser put its bridge on the page. */
  telegram: boolean
}

export type TelegramPlatform = 'ios' | 'mac' | 'android' | 'other'

/** Where this Telegram in-app browser runs, or undefined outside Telegram. */
export function telegramPlatform(env: BrowserEnvironment): TelegramPlatform | undefined {
  if (!env.telegram) return undefined
  if (/iPhone|iPad|iPod/.test(env.userAgent)) return 'ios'
  if (/Macintosh|Mac OS X/.test(env.userAgent)) return env.maxTouchPoints > 1 ? 'ios' : 'mac'
  if (/Android/.test(env.userAgent)) return 'android'
  return 'other'
}

/** Spec §4: the logins Telegram's browser on each platform cannot complete. */
const TELEGRAM_REMOVES: Readonly<Record<TelegramPlatform, readonly SocialOption[]>> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/** The social logins the session offers, less those this browser cannot complete (Telegram's). */
export function socialOptions(offered: readonly SocialOption[], env: BrowserEnvironment): SocialOption[] {
  const platform = telegramPlatform(env)
  const removed = platform ? TELEGRAM_REMOVES[platform] : []
  return offered.filter((social) => !removed.includes(social))
}

/** The browser the modal runs in. */
export function browserEnvironment(): BrowserEnvironment {
  const nav = globalThis.navigator
  const page = globalThis as { TelegramWebviewProxy?: unknown; Telegram?: { WebView?: unknown } }
  return {
    userAgent: nav?.userAgent ?? '',
    maxTouchPoints: nav?.maxTouchPoints ?? 0,
    telegram: Boolean(page.TelegramWebviewProxy ?? page.Telegram?.WebView),
  }
}
