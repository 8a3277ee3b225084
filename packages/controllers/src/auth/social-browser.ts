import { SOCIAL_POPUP_HEIGHT, SOCIAL_POPUP_WIDTH } from '@appkit/common'

/** The login popup, as social login uses it. */
export interface SocialPopup {
  readonly closed: boolean
  /** Sends the popup on to `url` (a page of another origin by then: only its location may be set). */
  navigate(url: string): void
  close(): void
}

/** A message the page received: who sent it and what it carries. */
export interface SocialMessage {
  origin: string
  data: unknown
}

/**
 * What social login needs of the browser, apart so a test drives it: the popup, the page's
 * messages and a clock. Each way in gives back the way out.
 */
export interface SocialBrowser {
  /** Opens the popup at `url`, or gives null when the browser refused it (not in a click, blocked). */
  open(url: string): SocialPopup | null
  listen(onMessage: (message: SocialMessage) => void): () => void
  every(ms: number, tick: () => void): () => void
}

/** Centred over the page, as big as spec §2 says. */
function popupFeatures(): string {
  const {
    screenX = 0,
    screenY = 0,
    outerWidth = 0,
    outerHeight = 0,
  } = globalThis as unknown as Partial<Window>
  const left = Math.max(0, Math.round(screenX + (outerWidth - SOCIAL_POPUP_WIDTH) / 2))
  const top = Math.max(0, Math.round(screenY + (outerHeight - SOCIAL_POPUP_HEIGHT) / 2))
  return `popup=yes,width=${SOCIAL_POPUP_WIDTH},height=${SOCIAL_POPUP_HEIGHT},left=${left},top=${top}`
}

/** The page's own window. */
export function windowSocialBrowser(): SocialBrowser {
  return {
    open(url) {
      const popup = globalThis.open(url, 'appkit-social', popupFeatures())
      if (!popup) return null
      return {
        get closed() {
          return popup.closed
        },
        navigate: (next) => popup.location.replace(next),
        close: () => popup.close(),
      }
    },
    listen(onMessage) {
      const listener = (event: MessageEvent) => onMessage({ origin: event.origin, data: event.data })
      globalThis.addEventListener('message', listener)
      return () => globalThis.removeEventListener('message', listener)
    },
    every(ms, tick) {
      const timer = setInterval(tick, ms)
      return () => clearInterval(timer)
    },
  }
}
