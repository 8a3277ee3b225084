import { describe, expect, it } from 'vitest'
import { frameEvent, frameSuccess } from '../schema/build.js'
import { type HostileSide, hostileMessage } from './hostile.js'
import { createRandom } from './random.js'

const source = { postMessage: () => undefined }
const side: HostileSide = {
  trustedOrigin: 'https://secure.example.com',
  trustedSource: source,
  otherSources: [null],
  valid: (r) => frameEvent('FRAME_SHOW', r.uuid()),
  typed: (r) => frameSuccess({ type: 'IS_CONNECTED', id: r.uuid() }, { isConnected: true }),
  replayed: () => frameEvent('FRAME_SHOW', '00000000-0000-4000-8000-000000000000'),
  carry: (r, value) => ({ ...frameSuccess({ type: 'RPC_REQUEST', id: r.uuid() }, null), payload: value }),
  knownTypes: new Set(['FRAME_SHOW', 'IS_CONNECTED_SUCCESS', 'RPC_REQUEST_SUCCESS']),
  otherDirectionTypes: ['IS_CONNECTED'],
}

describe('hostileMessage', () => {
  it('replays for a seed', () => {
    const run = () => {
      const random = createRandom(11)
      return Array.from({ length: 200 }, () => {
        const { category, origin, tagged } = hostileMessage(random, side)
        return [category, origin, tagged]
      })
    }
    expect(run()).toEqual(run())
  })

  it('makes every category, and only tagged messages where it says so', () => {
    const random = createRandom(12)
    const categories = new Set<string>()
    for (let i = 0; i < 2000; i++) {
      const message = hostileMessage(random, side)
      categories.add(message.category)
      let hasTag = false
      try {
        hasTag = (message.data as { tag?: unknown }).tag === 'appkit-frame/1'
      } catch {
        hasTag = false
      }
      expect(hasTag).toBe(message.tagged)
    }
    expect(categories.size).toBe(13)
  })

  it('never leaves the trusted origin and window on a wrong-origin or wrong-source message', () => {
    const random = createRandom(13)
    for (let i = 0; i < 2000; i++) {
      const message = hostileMessage(random, side)
      if (message.category === 'wrong origin') expect(message.origin).not.toBe(side.trustedOrigin)
      else if (message.category === 'wrong source') expect(message.source).not.toBe(source)
      else {
        expect(message.origin).toBe(side.trustedOrigin)
        expect(message.source).toBe(source)
      }
    }
  })
})
