import { DEFAULT_SOCIALS } from '@appkit/common'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type BrowserEnvironment,
  browserEnvironment,
  socialOptions,
  telegramPlatform,
} from './social-options.js'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko)'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36'
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36'

const env = (userAgent: string, telegram = true, maxTouchPoints = 0): BrowserEnvironment => ({
  userAgent,
  telegram,
  maxTouchPoints,
})
const offered = (e: BrowserEnvironment) => socialOptions(DEFAULT_SOCIALS, e)

afterEach(() => vi.unstubAllGlobals())

describe('socialOptions', () => {
  it('keeps every login, in the session’s order, outside Telegram', () => {
    expect(offered(env(WINDOWS, false))).toEqual([...DEFAULT_SOCIALS])
    expect(socialOptions(['github', 'google'], env(MAC, false))).toEqual(['github', 'google'])
  })

  it('in Telegram: iOS removes google, Mac removes x, Android removes facebook and x', () => {
    expect(offered(env(IPHONE))).toEqual(['x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(offered(env(MAC))).toEqual(['google', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(offered(env(ANDROID))).toEqual(['google', 'discord', 'farcaster', 'github', 'apple'])
    expect(offered(env(WINDOWS))).toEqual([...DEFAULT_SOCIALS])
    // The same browsers outside Telegram keep every login.
    expect(offered(env(IPHONE, false))).toEqual([...DEFAULT_SOCIALS])
  })

  it('takes an iPad (which says Macintosh) for iOS by its touch points', () => {
    expect(telegramPlatform(env(MAC, true, 5))).toBe('ios')
    expect(telegramPlatform(env(MAC, true, 0))).toBe('mac')
  })
})

describe('browserEnvironment', () => {
  it('sees Telegram by the bridge its in-app browser puts on the page', () => {
    vi.stubGlobal('navigator', { userAgent: ANDROID, maxTouchPoints: 5 })
    expect(browserEnvironment()).toEqual({ userAgent: ANDROID, maxTouchPoints: 5, telegram: false })
    vi.stubGlobal('TelegramWebviewProxy', { postEvent: () => undefined })
    expect(browserEnvironment().telegram).toBe(true)
    vi.unstubAllGlobals()
    vi.stubGlobal('Telegram', { WebView: {} })
    expect(browserEnvironment().telegram).toBe(true)
  })
})
