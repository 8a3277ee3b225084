import {
  FrameLoadFailedError,
  FrameNotSetError,
  FrameRequestCancelledError,
  FrameRequestError,
  FrameRequestTimeoutError,
  InvalidFrameMessageError,
  RequestAbortedError,
} from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { frameError, frameSuccess } from '../schema/build.js'
import type { AppToFrameMessage } from '../schema/messages.js'
import { parseFrameToApp } from '../schema/parse.js'
import { isFrameEventMessage } from '../schema/reply.js'
import { EXAMPLES, testId, USER } from '../test-utils/examples.js'
import { createFakeTimers } from '../test-utils/fake-timers.js'
import { stateOf } from '../test-utils/host-harness.js'
import { createReadiness } from './readiness.js'
import { type PendingRequest, type RequestContext, sendRequest } from './send-request.js'

const id = testId(1)

function setup() {
  const timers = createFakeTimers()
  const readiness = createReadiness()
  const pending = new Map<string, PendingRequest>()
  const posted: AppToFrameMessage[] = []
  const aborted: string[] = []
  let postError: unknown
  const context: RequestContext = {
    timers,
    pending,
    whenReady: readiness.whenReady,
    post: (message) => {
      if (postError) throw postError
      posted.push(message)
    },
    abortInFrame: (requestId) => aborted.push(requestId),
  }
  return {
    context,
    timers,
    readiness,
    pending,
    posted,
    aborted,
    failPosting: (error: unknown) => {
      postError = error
    },
  }
}

describe('sendRequest', () => {
  it('waits for the frame, posts the checked message, and resolves with the success payload', async () => {
    const { context, readiness, pending, posted } = setup()
    const promise = sendRequest(context, id, 'GET_USER', { chainId: 1 })
    expect(posted).toEqual([])
    expect(pending.get(id)?.sent).toBe(false)
    readiness.markReady()
    expect(posted).toEqual([{ tag: 'appkit-frame/1', id, type: 'GET_USER', payload: { chainId: 1 } }])
    pending.get(id)?.reply(frameSuccess({ type: 'GET_USER', id }, USER))
    await expect(promise).resolves.toEqual(USER)
    expect(pending.size).toBe(0)
  })

  it("rejects with the frame's error message, or 'An error occurred'", async () => {
    const { context, readiness, pending } = setup()
    readiness.markReady()
    const first = sendRequest(context, id, 'CONNECT_OTP', { otp: '1' })
    pending.get(id)?.reply(frameError({ type: 'CONNECT_OTP', id }, 'Invalid code'))
    await expect(first).rejects.toThrow(new FrameRequestError('Invalid code'))
    const second = sendRequest(context, testId(2), 'CONNECT_OTP', { otp: '1' })
    pending.get(testId(2))?.reply(frameError({ type: 'CONNECT_OTP', id: testId(2) }, ''))
    await expect(second).rejects.toThrow('An error occurred')
  })

  it('settles once: a second reply changes nothing', async () => {
    const { context, readiness, pending } = setup()
    readiness.markReady()
    const promise = sendRequest(context, id, 'IS_CONNECTED', undefined)
    const entry = pending.get(id)
    entry?.reply(frameSuccess({ type: 'IS_CONNECTED', id }, { isConnected: true }))
    entry?.reply(frameSuccess({ type: 'IS_CONNECTED', id }, { isConnected: false }))
    entry?.fail(new Error('late'))
    await expect(promise).resolves.toEqual({ isConnected: true })
  })

  it('refuses a payload the frame would refuse, before posting anything', async () => {
    const { context, readiness, posted, pending } = setup()
    readiness.markReady()
    const promise = sendRequest(context, id, 'CONNECT_EMAIL', { email: 'not-an-email' })
    await expect(promise).rejects.toBeInstanceOf(InvalidFrameMessageError)
    await expect(promise).rejects.toMatchObject({
      details: 'CONNECT_EMAIL: payload.email: invalid_format (email)',
    })
    expect(posted).toEqual([])
    expect(pending.size).toBe(0)
  })

  it('rejects with W3mFrame: iframe is not set when there is no frame to post to', async () => {
    const { context, readiness, failPosting, pending } = setup()
    failPosting(new FrameNotSetError())
    readiness.markReady()
    await expect(sendRequest(context, id, 'GET_CHAIN_ID', undefined)).rejects.toThrow(
      'W3mFrame: iframe is not set',
    )
    expect(pending.size).toBe(0)
  })
})

describe('sendRequest timeouts (spec §9)', () => {
  it('fails with iframe_load_failed when the frame is not ready within 20 s', async () => {
    const { context, timers, posted, pending } = setup()
    const promise = sendRequest(context, id, 'GET_USER', {})
    timers.advance(19_999)
    expect(await stateOf(promise)).toBe('pending')
    timers.advance(1)
    await expect(promise).rejects.toBeInstanceOf(FrameLoadFailedError)
    await expect(promise).rejects.toThrow('iframe_load_failed')
    expect(posted).toEqual([])
    expect(pending.size).toBe(0)
    expect(timers.size).toBe(0)
  })

  it.each(['SYNC_THEME', 'SYNC_DAPP_DATA', 'SET_PREFERRED_ACCOUNT'] as const)(
    'queues %s until the frame is ready, however long',
    async (type) => {
      const { context, timers, readiness, posted, pending } = setup()
      const promise = sendRequest(context, id, type, EXAMPLES[type].payload)
      timers.advance(600_000)
      expect(await stateOf(promise)).toBe('pending')
      readiness.markReady()
      expect(posted.map((message) => message.type)).toEqual([type])
      // Through the app's parser, as a real reply comes: `type` is one of three here.
      const parsed = parseFrameToApp({
        tag: 'appkit-frame/1',
        id,
        type: `${type}_SUCCESS`,
        payload: EXAMPLES[type].result,
      })
      if (!parsed.ok || isFrameEventMessage(parsed.message)) throw new Error('expected a reply')
      pending.get(id)?.reply(parsed.message)
      await expect(promise).resolves.toEqual(EXAMPLES[type].result)
    },
  )

  it('stops the load timer once the frame is ready', async () => {
    const { context, timers, readiness } = setup()
    const promise = sendRequest(context, id, 'GET_USER', {})
    timers.advance(10_000)
    readiness.markReady()
    timers.advance(20_000)
    expect(await stateOf(promise)).toBe('pending')
  })

  it.each([
    'CONNECT_EMAIL',
    'CONNECT_DEVICE',
    'CONNECT_OTP',
    'CONNECT_SOCIAL',
    'GET_SOCIAL_REDIRECT_URI',
    'UPDATE_EMAIL',
    'UPDATE_EMAIL_PRIMARY_OTP',
    'UPDATE_EMAIL_SECONDARY_OTP',
    'ADD_PASSKEY',
    'CONNECT_PASSKEY',
  ] as const)('fails %s with iframe_request_timeout after 120 s unanswered', async (type) => {
    const { context, timers, readiness, pending } = setup()
    readiness.markReady()
    const promise = sendRequest(context, id, type, EXAMPLES[type].payload)
    timers.advance(119_999)
    expect(await stateOf(promise)).toBe('pending')
    timers.advance(1)
    await expect(promise).rejects.toBeInstanceOf(FrameRequestTimeoutError)
    await expect(promise).rejects.toThrow('iframe_request_timeout')
    expect(pending.size).toBe(0)
  })

  it('lets an RPC request wait for the user as long as they take', async () => {
    const { context, timers, readiness } = setup()
    readiness.markReady()
    const promise = sendRequest(context, id, 'RPC_REQUEST', { method: 'personal_sign', params: [] })
    timers.advance(3_600_000)
    expect(await stateOf(promise)).toBe('pending')
  })

  it('lets sign-out proceed after 3 s, answered or not, ready or not', async () => {
    const notReady = setup()
    const promise = sendRequest(notReady.context, id, 'SIGN_OUT', undefined)
    notReady.timers.advance(2999)
    expect(await stateOf(promise)).toBe('pending')
    notReady.timers.advance(1)
    await expect(promise).resolves.toBeUndefined()
    expect(notReady.pending.size).toBe(0)
    expect(notReady.timers.size).toBe(0)

    const answered = setup()
    answered.readiness.markReady()
    const early = sendRequest(answered.context, id, 'SIGN_OUT', undefined)
    answered.pending.get(id)?.reply(frameSuccess({ type: 'SIGN_OUT', id }, undefined))
    await expect(early).resolves.toBeUndefined()
    expect(answered.timers.size).toBe(0)
  })
})

describe('sendRequest aborts (spec §4)', () => {
  it("rejects an aborted RPC request with 'Request was aborted' and tells the frame", async () => {
    const { context, readiness, aborted, pending } = setup()
    readiness.markReady()
    const controller = new AbortController()
    const promise = sendRequest(
      context,
      id,
      'RPC_REQUEST',
      { method: 'eth_sendTransaction', params: [] },
      controller.signal,
    )
    controller.abort()
    await expect(promise).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(promise).rejects.toThrow('Request was aborted')
    expect(aborted).toEqual([id])
    expect(pending.size).toBe(0)
  })

  it('does not tell the frame about a request it never received', async () => {
    const { context, readiness, aborted, posted } = setup()
    const controller = new AbortController()
    const promise = sendRequest(context, id, 'RPC_REQUEST', { method: 'personal_sign' }, controller.signal)
    controller.abort()
    await expect(promise).rejects.toThrow('Request was aborted')
    readiness.markReady()
    expect(aborted).toEqual([])
    expect(posted).toEqual([])
  })

  it('rejects at once when the signal was aborted before', async () => {
    const { context, readiness, posted, timers } = setup()
    readiness.markReady()
    const promise = sendRequest(
      context,
      id,
      'CONNECT_EMAIL',
      { email: 'me@example.com' },
      AbortSignal.abort(),
    )
    await expect(promise).rejects.toBeInstanceOf(FrameRequestCancelledError)
    expect(posted).toEqual([])
    expect(timers.size).toBe(0)
  })

  it("rejects any other aborted request with 'Something went wrong'", async () => {
    const { context, readiness, aborted } = setup()
    readiness.markReady()
    const controller = new AbortController()
    const promise = sendRequest(context, id, 'GET_USER', {}, controller.signal)
    controller.abort()
    await expect(promise).rejects.toThrow('Something went wrong')
    expect(aborted).toEqual([])
  })

  it.each(['eth_call', 'eth_getBalance', 'eth_chainId', 'eth_blockNumber'])(
    'does not abort the safe read %s locally',
    async (method) => {
      const { context, readiness, aborted, pending } = setup()
      readiness.markReady()
      const controller = new AbortController()
      const promise = sendRequest(context, id, 'RPC_REQUEST', { method, params: [] }, controller.signal)
      controller.abort()
      expect(await stateOf(promise)).toBe('pending')
      expect(aborted).toEqual([])
      pending.get(id)?.reply(frameSuccess({ type: 'RPC_REQUEST', id }, '0x1'))
      await expect(promise).resolves.toBe('0x1')
    },
  )

  it('stops listening to the signal once settled', async () => {
    const { context, readiness, pending, aborted } = setup()
    readiness.markReady()
    const controller = new AbortController()
    const promise = sendRequest(context, id, 'RPC_REQUEST', { method: 'personal_sign' }, controller.signal)
    pending.get(id)?.reply(frameSuccess({ type: 'RPC_REQUEST', id }, '0xsig'))
    await expect(promise).resolves.toBe('0xsig')
    controller.abort()
    expect(aborted).toEqual([])
  })
})
