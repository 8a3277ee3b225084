import { describe, expect, it } from 'vitest'
import { frameError, frameEvent, frameRequest, frameSuccess } from '../schema/build.js'
import { FRAME_EVENT_TYPES } from '../schema/events.js'
import type { AppToFrameMessage } from '../schema/messages.js'
import { FRAME_REQUEST_TYPES } from '../schema/requests.js'
import { APP_ORIGIN } from '../test-utils/dom.js'
import { ADDRESS, EXAMPLES, USER } from '../test-utils/examples.js'
import { createFakeFrameWindow } from '../test-utils/fake-frame-window.js'
import { createHandlers, handlerCalls } from '../test-utils/handlers.js'
import { type HostileCategory, type HostileSide, hostileMessage } from '../test-utils/hostile.js'
import { createRandom } from '../test-utils/random.js'
import { createFrameEndpoint } from './create-frame-endpoint.js'

// Security fuzz of the frame side: no hostile message may reach a handler (which could sign or
// send for the user), get a reply, or throw. Seeded: a failure names its seed and message number.

const SEED = 0xf8a3_e0d1
const MESSAGES = 12_000

/** Requests whose payload fields are all required: removing or retyping any one is invalid. */
const TYPED_REQUESTS = [
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_OTP',
  'GET_SOCIAL_REDIRECT_URI',
  'SET_PREFERRED_ACCOUNT',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
] as const

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

describe('the frame endpoint under hostile messages', () => {
  it(`refuses ${MESSAGES.toLocaleString('en')} of them without calling a handler`, {
    timeout: 60_000,
  }, async () => {
    const window = createFakeFrameWindow()
    const handlers = createHandlers()
    const warnings: string[] = []
    createFrameEndpoint({
      window,
      parentOrigin: APP_ORIGIN,
      handlers,
      warn: (message) => warnings.push(message),
    })

    // Requests already handled, to replay.
    const handled: AppToFrameMessage[] = [
      frameRequest('GET_USER', createRandom(1).uuid(), { chainId: 1 }),
      frameRequest('RPC_REQUEST', createRandom(2).uuid(), {
        method: 'personal_sign',
        params: ['0x00', ADDRESS],
      }),
      frameRequest('SIGN_OUT', createRandom(3).uuid()),
    ]
    for (const request of handled) window.deliver(request)
    await flush()
    expect(handlerCalls(handlers)).toBe(3)
    expect(window.posted).toHaveLength(4)

    const random = createRandom(SEED)
    const fresh = () => {
      const type = random.pick(FRAME_REQUEST_TYPES)
      return { tag: 'appkit-frame/1', id: random.uuid(), type, payload: EXAMPLES[type].payload }
    }
    const side: HostileSide = {
      trustedOrigin: APP_ORIGIN,
      trustedSource: window.parent,
      otherSources: [
        null,
        undefined,
        window,
        { postMessage: () => undefined },
        {},
        'parent',
        window.parent.postMessage,
      ],
      valid: fresh,
      typed: (r) => {
        const type = r.pick(TYPED_REQUESTS)
        return { tag: 'appkit-frame/1', id: r.uuid(), type, payload: EXAMPLES[type].payload }
      },
      replayed: (r) => {
        const request = r.pick(handled)
        // Same id, same or another payload: a replay is refused either way.
        return r.chance(0.5)
          ? request
          : { ...request, type: 'RPC_REQUEST', payload: { method: 'eth_sendTransaction', params: [] } }
      },
      carry: (r, value) => ({
        ...frameRequest('RPC_REQUEST', r.uuid(), { method: 'eth_sendTransaction' }),
        payload: { method: 'eth_sendTransaction', params: value },
      }),
      knownTypes: new Set(FRAME_REQUEST_TYPES),
      otherDirectionTypes: [
        ...FRAME_REQUEST_TYPES.flatMap((type) => [`${type}_SUCCESS`, `${type}_ERROR`]),
        ...FRAME_EVENT_TYPES,
      ],
    }

    const failures: string[] = []
    const seen = new Map<HostileCategory, number>()
    for (let i = 0; i < MESSAGES; i++) {
      const message = hostileMessage(random, side)
      seen.set(message.category, (seen.get(message.category) ?? 0) + 1)
      const warningsBefore = warnings.length
      const fail = (what: string) =>
        failures.push(`seed ${SEED}, message #${i} (${message.category}): ${what}`)
      try {
        window.deliver(message.data, { origin: message.origin, source: message.source })
      } catch (error) {
        fail(`threw ${String(error)}`)
      }
      const warned = warnings.length - warningsBefore
      if (warned !== (message.tagged ? 1 : 0)) fail(`${warned} warnings`)
      if (handlerCalls(handlers) !== 3) fail('a handler was called')
      if (i % 500 === 0) {
        await flush()
        if (window.posted.length !== 4) fail('the frame posted a reply')
      }
      if (failures.length > 20) break
    }
    await flush()
    if (window.posted.length !== 4) failures.push('the frame posted a reply')

    expect(failures).toEqual([])
    expect(seen.size).toBe(13)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()

    // Still answering the real app.
    const request = frameRequest('GET_USER', random.uuid(), {})
    window.deliver(request)
    await flush()
    expect(handlers.GET_USER).toHaveBeenCalledTimes(2)
    expect(window.posted.at(-1)?.message).toEqual(frameSuccess(request, EXAMPLES.GET_USER.result))
  })

  it('would notice a message that got through', async () => {
    const window = createFakeFrameWindow()
    const handlers = createHandlers()
    const warnings: string[] = []
    createFrameEndpoint({
      window,
      parentOrigin: APP_ORIGIN,
      handlers,
      warn: (message) => warnings.push(message),
    })
    window.deliver(frameRequest('GET_USER', createRandom(9).uuid(), {}))
    await flush()
    expect(handlerCalls(handlers)).toBe(1)
    expect(window.posted).toHaveLength(2)
    // Replies and events go the other way: the frame refuses them.
    window.deliver(frameSuccess({ type: 'GET_USER', id: createRandom(10).uuid() }, USER))
    window.deliver(frameError({ type: 'GET_USER', id: createRandom(11).uuid() }, 'x'))
    window.deliver(frameEvent('FRAME_READY', createRandom(12).uuid()))
    expect(warnings).toHaveLength(3)
  })
})
