import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { frameEvent, frameSuccess } from '../schema/build.js'
import { FRAME_MESSAGE_TAG } from '../schema/envelope.js'
import { frameId, HOSTILE_CATEGORIES, type HostileSide, hostileMessages } from './hostile.js'

const source = { postMessage: () => undefined }
const side: HostileSide = {
  trustedOrigin: 'https://secure.example.com',
  trustedSource: source,
  otherSources: [null],
  valid: frameId.map((id) => frameEvent('FRAME_SHOW', id)),
  typed: frameId.map((id) => frameSuccess({ type: 'IS_CONNECTED', id }, { isConnected: true })),
  replayed: fc.constant(frameEvent('FRAME_SHOW', '00000000-0000-4000-8000-000000000000')),
  carry: (value) => ({
    ...frameSuccess({ type: 'RPC_REQUEST', id: '00000000-0000-4000-8000-000000000001' }, null),
    payload: value,
  }),
  knownTypes: new Set(['FRAME_SHOW', 'IS_CONNECTED_SUCCESS', 'RPC_REQUEST_SUCCESS']),
  otherDirectionTypes: ['IS_CONNECTED'],
}

function hasOurTag(data: unknown): boolean {
  try {
    return (data as { tag?: unknown }).tag === FRAME_MESSAGE_TAG
  } catch {
    return false
  }
}

describe('hostileMessages', () => {
  it('makes every category', () => {
    const categories = new Set(fc.sample(hostileMessages(side), 1000).map((m) => m.category))
    expect([...categories].sort()).toEqual([...HOSTILE_CATEGORIES].sort())
  })

  it('says a message is tagged exactly when it carries our tag', () => {
    fc.assert(
      fc.property(hostileMessages(side), (message) => {
        expect(hasOurTag(message.data)).toBe(message.tagged)
      }),
    )
  })

  it('leaves the trusted origin and window only on a wrong-origin or wrong-source message', () => {
    fc.assert(
      fc.property(hostileMessages(side), (message) => {
        if (message.category === 'wrong origin') expect(message.origin).not.toBe(side.trustedOrigin)
        else if (message.category === 'wrong source') expect(message.source).not.toBe(source)
        else {
          expect(message.origin).toBe(side.trustedOrigin)
          expect(message.source).toBe(source)
        }
      }),
    )
  })
})
