import { afterEach, describe, expect, it, vi } from 'vitest'
import { isIosSafari, isTelegram, type PlatformProbe, readPlatform, reusesPairing } from './platform.js'

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  iphoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/124.0 Mobile/15E148 Safari/605.1.15',
  iphoneWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36',
  androidTelegram:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36 Telegram-Android/10.9.1',
}

const probe = (userAgent: string, extra: Partial<PlatformProbe> = {}): PlatformProbe => ({
  userAgent,
  maxTouchPoints: 0,
  telegramWebApp: false,
  ...extra,
})

describe('isIosSafari', () => {
  it.each([
    ['iPhone Safari', probe(UA.iphoneSafari, { maxTouchPoints: 5 }), true],
    ['iPad Safari (claims to be a Mac, has touch)', probe(UA.ipadSafari, { maxTouchPoints: 5 }), true],
    ['Mac Safari', probe(UA.macSafari), false],
    ['Chrome on iPhone', probe(UA.iphoneChrome, { maxTouchPoints: 5 }), false],
    ['Firefox on iPhone', probe(UA.iphoneFirefox, { maxTouchPoints: 5 }), false],
    ['an in-app web view on iPhone', probe(UA.iphoneWebView, { maxTouchPoints: 5 }), false],
    ['Chrome on Android', probe(UA.androidChrome, { maxTouchPoints: 5 }), false],
  ])('%s → %s', (_name, value, expected) => {
    expect(isIosSafari(value)).toBe(expected)
  })
})

describe('isTelegram', () => {
  it('sees the mini-app object or Telegram in the user agent', () => {
    expect(isTelegram(probe(UA.iphoneWebView, { telegramWebApp: true }))).toBe(true)
    expect(isTelegram(probe(UA.androidTelegram))).toBe(true)
    expect(isTelegram(probe(UA.androidChrome))).toBe(false)
  })
})

describe('reusesPairing', () => {
  it('is on in Telegram and iOS Safari only', () => {
    expect(reusesPairing(probe(UA.iphoneSafari))).toBe(true)
    expect(reusesPairing(probe(UA.androidChrome, { telegramWebApp: true }))).toBe(true)
    expect(reusesPairing(probe(UA.androidChrome))).toBe(false)
    expect(reusesPairing(probe(UA.macSafari))).toBe(false)
  })
})

describe('readPlatform', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('reads the user agent, touch points and Telegram object of the page', () => {
    vi.stubGlobal('navigator', { userAgent: UA.iphoneSafari, maxTouchPoints: 5 })
    vi.stubGlobal('Telegram', { WebApp: {} })
    expect(readPlatform()).toEqual({ userAgent: UA.iphoneSafari, maxTouchPoints: 5, telegramWebApp: true })
  })

  it('answers for a place without a page', () => {
    vi.stubGlobal('navigator', undefined)
    expect(readPlatform()).toEqual({ userAgent: '', maxTouchPoints: 0, telegramWebApp: false })
  })
})
