import type { SocialBrowser, SocialMessage } from '../auth/social-browser.js'

/**
 * A scripted browser for social login: a test blocks the popup or closes it, posts messages as
 * any origin, runs the popup check, and sees which listeners and checks are still on.
 */
export function fakeSocialBrowser() {
  const listeners = new Set<(message: SocialMessage) => void>()
  const checks = new Map<() => void, number>()
  let navigated!: (url: string) => void
  const popup = {
    closed: false,
    url: '',
    /** Resolves with the address the popup was sent on to. */
    navigation: new Promise<string>((resolve) => {
      navigated = resolve
    }),
    navigate(url: string) {
      this.url = url
      navigated(url)
    },
    close() {
      this.closed = true
    },
  }
  const browser = {
    blocked: false,
    opened: [] as string[],
    popup,
    open(url: string) {
      if (browser.blocked) return null
      browser.opened.push(url)
      popup.url = url
      return popup
    },
    listen(onMessage: (message: SocialMessage) => void) {
      listeners.add(onMessage)
      return () => void listeners.delete(onMessage)
    },
    every(ms: number, tick: () => void) {
      checks.set(tick, ms)
      return () => void checks.delete(tick)
    },
    post(origin: string, data: unknown) {
      for (const listener of [...listeners]) listener({ origin, data })
    },
    /** One popup check, as the interval would run it. */
    tick() {
      for (const check of [...checks.keys()]) check()
    },
    /** The intervals still running, in milliseconds, and the number of listeners still on. */
    active: () => ({ checks: [...checks.values()], listeners: listeners.size }),
  } satisfies SocialBrowser & Record<string, unknown>
  return browser
}
