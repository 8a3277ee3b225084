import { webcrypto } from 'node:crypto'
import type { FrameEndpointWindow } from '@appkit/frame/endpoint'

type Listener = (event: { data: unknown; origin: string; source: unknown }) => void

/**
 * Test-only: the frame's window with the dapp's window as its parent. `deliver` sends a message as
 * from the dapp (or from elsewhere); `posted` is everything the frame sent the dapp.
 */
export function fakeFrameWindow(dappOrigin: string) {
  const listeners = new Set<Listener>()
  const posted: Array<{ message: unknown; targetOrigin: string }> = []
  const parent = {
    postMessage: (message: unknown, targetOrigin: string) => void posted.push({ message, targetOrigin }),
  }
  const window: FrameEndpointWindow = {
    parent,
    crypto: webcrypto,
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  }
  return {
    window,
    posted,
    listenerCount: () => listeners.size,
    deliver(data: unknown, from: { origin?: string; source?: unknown } = {}) {
      const event = {
        data,
        origin: from.origin ?? dappOrigin,
        source: 'source' in from ? from.source : parent,
      }
      for (const listener of [...listeners]) listener(event)
    },
    /** The reply to request `id`, once posted. */
    replyTo(id: string) {
      return posted
        .map((post) => post.message as { id?: string; type: string; payload?: unknown })
        .find((m) => m.id === id)
    },
  }
}
