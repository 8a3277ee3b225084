import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { frameError, frameEvent, frameRequest, frameSuccess } from '../schema/build.js'
import { FRAME_EVENT_TYPES } from '../schema/events.js'
import { FRAME_REQUEST_TYPES } from '../schema/requests.js'
import { APP_ORIGIN, SECURE_ORIGIN } from '../test-utils/dom.js'
import { ADDRESS, USER } from '../test-utils/examples.js'
import { createHostHarness, stateOf } from '../test-utils/host-harness.js'
import { frameId, type HostileCategory, type HostileSide, hostileMessages } from '../test-utils/hostile.js'

// Security property of the app side: hostile messages from every direction, none of which may
// settle a request, show the frame, move the lifecycle, make the host post anything, or throw.
// fast-check names the seed and path of a failure, so it replays exactly.

const MESSAGES = 1_000
const REQUIRED_ONLY_USER = {
  address: ADDRESS,
  chainId: 1,
  accounts: USER.accounts,
  preferredAccountType: 'eoa' as const,
}

describe('the frame host under hostile messages', () => {
  it(`refuses ${MESSAGES.toLocaleString('en')} of them without changing any state`, {
    timeout: 60_000,
  }, async () => {
    const harness = createHostHarness()
    const { host, dom, warnings, states, timers } = harness
    harness.makeReady()

    // Open requests a forger would love to settle, and answered ones to replay.
    const email = host.request('CONNECT_EMAIL', { email: 'me@example.com' })
    const user = host.request('GET_USER', { chainId: 1 })
    const sign = host.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] })
    const connected = host.request('IS_CONNECTED')
    const [emailId, userId, signId, connectedId] = harness.sent().map((message) => message.id)
    const answered = host.request('GET_CHAIN_ID')
    const answeredId = harness.lastSent().id
    harness.succeed({ type: 'GET_CHAIN_ID', id: answeredId }, { chainId: 1 })
    await expect(answered).resolves.toEqual({ chainId: 1 })
    // The frame was shown then hidden: replaying the show would reveal it.
    const shownId = harness.event('FRAME_SHOW')
    harness.event('FRAME_HIDE')
    if (!emailId || !userId || !signId || !connectedId) throw new Error('setup: requests were not sent')

    const open = [email, user, sign, connected]
    const settled: string[] = []
    for (const [index, promise] of open.entries())
      promise.then(
        () => settled.push(`#${index} resolved`),
        () => settled.push(`#${index} rejected`),
      )

    const side: HostileSide = {
      trustedOrigin: SECURE_ORIGIN,
      trustedSource: dom.frameWindow,
      otherSources: [
        null,
        undefined,
        dom.window,
        { postMessage: () => undefined },
        {},
        'parent',
        dom.frameWindow.postMessage,
      ],
      valid: fc.oneof(
        fc.constant(frameSuccess({ type: 'CONNECT_EMAIL', id: emailId }, { action: 'CONNECT' })),
        fc.constant(frameSuccess({ type: 'GET_USER', id: userId }, USER)),
        fc.constant(frameSuccess({ type: 'RPC_REQUEST', id: signId }, '0xsignature')),
        fc.constant(frameError({ type: 'IS_CONNECTED', id: connectedId }, 'forged')),
        frameId.map((id) => frameEvent('FRAME_SHOW', id)),
      ),
      typed: fc.constantFrom(
        frameSuccess({ type: 'CONNECT_EMAIL', id: emailId }, { action: 'VERIFY_OTP' }),
        frameSuccess({ type: 'GET_USER', id: userId }, REQUIRED_ONLY_USER),
        frameSuccess({ type: 'IS_CONNECTED', id: connectedId }, { isConnected: true }),
        frameError({ type: 'RPC_REQUEST', id: signId }, 'forged'),
      ),
      replayed: fc.constantFrom(
        frameSuccess({ type: 'GET_CHAIN_ID', id: answeredId }, { chainId: 5 }),
        frameError({ type: 'GET_CHAIN_ID', id: answeredId }, 'again'),
        frameEvent('FRAME_SHOW', shownId),
      ),
      unanswerable: fc.oneof(
        // A fresh id nobody asked about.
        frameId.map((id) => frameSuccess({ type: 'IS_CONNECTED', id }, { isConnected: true })),
        // An open id, answered as another request.
        fc.constant(frameSuccess({ type: 'GET_CHAIN_ID', id: connectedId }, { chainId: 1 })),
        fc.constant(frameSuccess({ type: 'GET_USER', id: emailId }, USER)),
        fc.constant(frameSuccess({ type: 'SIGN_OUT', id: signId }, undefined)),
      ),
      carry: (value) => ({ ...frameSuccess({ type: 'RPC_REQUEST', id: signId }, null), payload: value }),
      knownTypes: new Set([
        ...FRAME_REQUEST_TYPES.flatMap((type) => [`${type}_SUCCESS`, `${type}_ERROR`]),
        ...FRAME_EVENT_TYPES,
      ]),
      otherDirectionTypes: FRAME_REQUEST_TYPES,
    }

    const stateBefore = host.getState()
    const statesBefore = states.length
    const postedBefore = dom.posted.length
    const timersBefore = timers.size
    const frameStyle = dom.frame()?.getAttribute('style')
    const seen = new Map<HostileCategory, number>()

    await fc.assert(
      fc.asyncProperty(hostileMessages(side), async (message) => {
        seen.set(message.category, (seen.get(message.category) ?? 0) + 1)
        const warningsBefore = warnings.length
        dom.deliver(message.data, { origin: message.origin, source: message.source })
        expect(warnings.length - warningsBefore, 'warnings').toBe(message.tagged ? 1 : 0)
        expect(host.getState(), 'the state').toBe(stateBefore)
        expect(states.length, 'listeners told of a change').toBe(statesBefore)
        expect(dom.posted.length, 'messages the host posted').toBe(postedBefore)
        expect(timers.size, 'timers').toBe(timersBefore)
        expect(dom.frame()?.getAttribute('style'), 'the frame element').toBe(frameStyle)
        for (let flush = 0; flush < 5; flush++) await Promise.resolve()
        expect(settled, 'settled requests').toEqual([])
      }),
      { numRuns: MESSAGES },
    )
    for (let flush = 0; flush < 10; flush++) await Promise.resolve()

    expect(settled).toEqual([])
    expect(seen.size).toBe(13)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.prototype).not.toHaveProperty('isAdmin')

    // The host still works: the real answers settle every open request.
    harness.succeed({ type: 'CONNECT_EMAIL', id: emailId }, { action: 'VERIFY_DEVICE' })
    harness.succeed({ type: 'GET_USER', id: userId }, USER)
    harness.succeed({ type: 'RPC_REQUEST', id: signId }, '0xsignature')
    harness.fail({ type: 'IS_CONNECTED', id: connectedId }, 'real error')
    await expect(email).resolves.toEqual({ action: 'VERIFY_DEVICE' })
    await expect(user).resolves.toEqual(USER)
    await expect(sign).resolves.toBe('0xsignature')
    await expect(connected).rejects.toThrow('real error')
    harness.event('FRAME_SHOW')
    expect(host.getState().visible).toBe(true)
    await dom.close()
  })

  it('would notice a message that got through', async () => {
    // The invariants above are only worth something if an accepted message breaks them.
    const harness = createHostHarness()
    harness.makeReady()
    const promise = harness.host.request('IS_CONNECTED')
    const before = harness.host.getState()
    harness.dom.deliver(
      frameSuccess({ type: 'IS_CONNECTED', id: harness.lastSent().id }, { isConnected: true }),
    )
    harness.event('FRAME_SHOW')
    expect(await stateOf(promise)).toBe('resolved')
    expect(harness.host.getState()).not.toBe(before)
    // And a request from the frame's direction, or a message from the app's own origin, is refused.
    harness.dom.deliver(frameRequest('SIGN_OUT', crypto.randomUUID()))
    harness.dom.deliver(frameEvent('FRAME_HIDE', crypto.randomUUID()), { origin: APP_ORIGIN })
    expect(harness.warnings).toHaveLength(2)
    expect(harness.host.getState().visible).toBe(true)
    await harness.dom.close()
  })
})
