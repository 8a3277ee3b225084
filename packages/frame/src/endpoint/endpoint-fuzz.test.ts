import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { frameError, frameEvent, frameRequest, frameSuccess } from '../schema/build.js'
import { FRAME_EVENT_TYPES } from '../schema/events.js'
import type { AppToFrameMessage } from '../schema/messages.js'
import { FRAME_REQUEST_TYPES } from '../schema/requests.js'
import { APP_ORIGIN } from '../test-utils/dom.js'
import { ADDRESS, EXAMPLES, USER } from '../test-utils/examples.js'
import { createFakeFrameWindow } from '../test-utils/fake-frame-window.js'
import { createHandlers, handlerCalls } from '../test-utils/handlers.js'
import { frameId, type HostileCategory, type HostileSide, hostileMessages } from '../test-utils/hostile.js'
import { createFrameEndpoint } from './create-frame-endpoint.js'

// Security property of the frame side: no hostile message may reach a handler (which could sign
// or send for the user), get a reply, or throw. fast-check names the seed of a failure to replay it.

const MESSAGES = 1_000

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
      frameRequest('GET_USER', crypto.randomUUID(), { chainId: 1 }),
      frameRequest('RPC_REQUEST', crypto.randomUUID(), {
        method: 'personal_sign',
        params: ['0x00', ADDRESS],
      }),
      frameRequest('SIGN_OUT', crypto.randomUUID()),
    ]
    for (const request of handled) window.deliver(request)
    await flush()
    expect(handlerCalls(handlers)).toBe(3)
    expect(window.posted).toHaveLength(4)

    const fresh = fc
      .tuple(fc.constantFrom(...FRAME_REQUEST_TYPES), frameId)
      .map(([type, id]) => ({ tag: 'appkit-frame/1', id, type, payload: EXAMPLES[type].payload }))
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
      typed: fc
        .tuple(fc.constantFrom(...TYPED_REQUESTS), frameId)
        .map(([type, id]) => ({ tag: 'appkit-frame/1', id, type, payload: EXAMPLES[type].payload })),
      // Same id, same or another payload: a replay is refused either way.
      replayed: fc
        .tuple(fc.constantFrom(...handled), fc.boolean())
        .map(([request, same]) =>
          same
            ? request
            : { ...request, type: 'RPC_REQUEST', payload: { method: 'eth_sendTransaction', params: [] } },
        ),
      carry: (value) => ({
        ...frameRequest('RPC_REQUEST', crypto.randomUUID(), { method: 'eth_sendTransaction' }),
        payload: { method: 'eth_sendTransaction', params: value },
      }),
      knownTypes: new Set(FRAME_REQUEST_TYPES),
      otherDirectionTypes: [
        ...FRAME_REQUEST_TYPES.flatMap((type) => [`${type}_SUCCESS`, `${type}_ERROR`]),
        ...FRAME_EVENT_TYPES,
      ],
    }

    const seen = new Map<HostileCategory, number>()
    await fc.assert(
      fc.asyncProperty(hostileMessages(side), async (message) => {
        seen.set(message.category, (seen.get(message.category) ?? 0) + 1)
        const warningsBefore = warnings.length
        window.deliver(message.data, { origin: message.origin, source: message.source })
        expect(warnings.length - warningsBefore, 'warnings').toBe(message.tagged ? 1 : 0)
        expect(handlerCalls(handlers), 'handler calls').toBe(3)
        await flush()
        expect(window.posted, 'replies posted').toHaveLength(4)
      }),
      { numRuns: MESSAGES },
    )

    expect(seen.size).toBe(13)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()

    // Still answering the real app.
    const request = frameRequest('GET_USER', crypto.randomUUID(), {})
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
    window.deliver(frameRequest('GET_USER', crypto.randomUUID(), {}))
    await flush()
    expect(handlerCalls(handlers)).toBe(1)
    expect(window.posted).toHaveLength(2)
    // Replies and events go the other way: the frame refuses them.
    window.deliver(frameSuccess({ type: 'GET_USER', id: crypto.randomUUID() }, USER))
    window.deliver(frameError({ type: 'GET_USER', id: crypto.randomUUID() }, 'x'))
    window.deliver(frameEvent('FRAME_READY', crypto.randomUUID()))
    expect(warnings).toHaveLength(3)
  })
})
