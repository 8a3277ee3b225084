import { webcrypto } from 'node:crypto'
import type { FrameEndpointWindow } from '../endpoint/create-frame-endpoint.js'
import type { FrameMessageEventLike } from '../receive.js'
import { APP_ORIGIN } from './dom.js'

// Test-only: the secure site's window inside the dapp's frame, with the dapp's window as parent.
// Small on purpose: the endpoint needs a listener list and a parent to post to.

export interface FakeFrameWindow extends FrameEndpointWindow {
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void }
  /** Everything the frame posted to the app, with the origin it was posted to. */
  readonly posted: Array<{ message: unknown; targetOrigin: string }>
  readonly listenerCount: number
  /** Delivers a message event, as from the dapp unless told otherwise. */
  deliver(data: unknown, init?: { origin?: string; source?: unknown }): void
}

export function createFakeFrameWindow(): FakeFrameWindow {
  const listeners = new Set<(event: FrameMessageEventLike) => void>()
  const posted: FakeFrameWindow['posted'] = []
  const parent = {
    postMessage(message: unknown, targetOrigin: string) {
      posted.push({ message, targetOrigin })
    },
  }
  return {
    parent,
    posted,
    crypto: webcrypto,
    get listenerCount() {
      return listeners.size
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    deliver(data, init = {}) {
      const event = {
        data,
        origin: init.origin ?? APP_ORIGIN,
        source: 'source' in init ? init.source : parent,
      }
      for (const listener of [...listeners]) listener(event)
    },
  }
}
