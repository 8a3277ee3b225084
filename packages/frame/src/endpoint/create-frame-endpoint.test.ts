import { FrameParentNotSetError, InvalidFrameOriginError } from '@appkit/common'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { frameRequest } from '../schema/build.js'
import { isFrameId } from '../schema/envelope.js'
import { APP_ORIGIN } from '../test-utils/dom.js'
import { testId, USER } from '../test-utils/examples.js'
import { createFakeFrameWindow } from '../test-utils/fake-frame-window.js'
import { createHandlers, handlerCalls } from '../test-utils/handlers.js'
import { createFrameEndpoint, type FrameEndpointWindow } from './create-frame-endpoint.js'

let eventIds = 0
function setup() {
  const window = createFakeFrameWindow()
  const handlers = createHandlers()
  const warnings: string[] = []
  const endpoint = createFrameEndpoint({
    window,
    parentOrigin: APP_ORIGIN,
    handlers,
    warn: (message) => warnings.push(message),
    createId: () => testId(0x200000 + ++eventIds),
  })
  /** Lets the handlers' promises settle. */
  const flush = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve()
  }
  const replies = () => window.posted.slice(1).map((post) => post.message)
  return { window, handlers, warnings, endpoint, flush, replies }
}

describe('createFrameEndpoint', () => {
  it('fits a browser window', () => {
    expectTypeOf<Window>().toExtend<FrameEndpointWindow>()
  })

  it('announces itself ready to the exact app origin', () => {
    const { window } = setup()
    expect(window.posted).toHaveLength(1)
    expect(window.posted[0]?.targetOrigin).toBe(APP_ORIGIN)
    expect(window.posted[0]?.message).toMatchObject({ tag: 'appkit-frame/1', type: 'FRAME_READY' })
  })

  it('answers a request with the handler result, to the exact app origin', async () => {
    const { window, handlers, flush, replies } = setup()
    handlers.GET_USER.mockResolvedValue(USER)
    window.deliver(frameRequest('GET_USER', testId(1), { chainId: 1 }))
    await flush()
    expect(handlers.GET_USER).toHaveBeenCalledOnce()
    expect(handlers.GET_USER.mock.calls[0]?.[0]).toEqual({ chainId: 1 })
    expect(replies()).toEqual([
      { tag: 'appkit-frame/1', id: testId(1), type: 'GET_USER_SUCCESS', payload: USER },
    ])
    expect(window.posted.every((post) => post.targetOrigin === APP_ORIGIN)).toBe(true)
  })

  it('answers errors with the thrown message', async () => {
    const { window, handlers, flush, replies } = setup()
    handlers.CONNECT_EMAIL.mockRejectedValue(new Error('Too many attempts'))
    window.deliver(frameRequest('CONNECT_EMAIL', testId(1), { email: 'me@example.com' }))
    await flush()
    expect(replies()).toEqual([
      {
        tag: 'appkit-frame/1',
        id: testId(1),
        type: 'CONNECT_EMAIL_ERROR',
        payload: { message: 'Too many attempts' },
      },
    ])
  })

  it('refuses a replayed id, even while the first is running', async () => {
    const { window, handlers, warnings, flush, replies } = setup()
    const request = frameRequest('IS_CONNECTED', testId(1))
    window.deliver(request)
    window.deliver(request)
    await flush()
    window.deliver(request)
    await flush()
    expect(handlers.IS_CONNECTED).toHaveBeenCalledOnce()
    expect(replies()).toHaveLength(1)
    expect(warnings).toEqual([
      'Ignored an app message: a replayed request',
      'Ignored an app message: a replayed request',
    ])
  })

  it('takes requests only from the parent window at the app origin', async () => {
    const { window, handlers, warnings, flush, replies } = setup()
    window.deliver(frameRequest('SIGN_OUT', testId(1)), { origin: 'https://evil.example.com' })
    window.deliver(frameRequest('SIGN_OUT', testId(2)), { source: window })
    window.deliver(frameRequest('SIGN_OUT', testId(3)), { source: null })
    window.deliver({ type: 'not ours' })
    await flush()
    expect(handlers.SIGN_OUT).not.toHaveBeenCalled()
    expect(replies()).toEqual([])
    expect(warnings).toEqual([
      'Ignored an app message: it came from another origin',
      'Ignored an app message: it came from another window',
      'Ignored an app message: it came from another window',
    ])
  })

  it('aborts a running RPC request on RPC_ABORT and sends it no reply', async () => {
    const { window, handlers, flush, replies } = setup()
    let signal: AbortSignal | undefined
    handlers.RPC_REQUEST.mockImplementation((_payload, context) => {
      signal = context.signal
      return new Promise((resolve) => context.signal.addEventListener('abort', () => resolve('late')))
    })
    window.deliver(frameRequest('RPC_REQUEST', testId(1), { method: 'personal_sign', params: [] }))
    window.deliver(frameRequest('RPC_REQUEST', testId(2), { method: 'eth_sendTransaction', params: [] }))
    window.deliver(frameRequest('RPC_ABORT', testId(3), { requestId: testId(1) }))
    await flush()
    expect(signal?.aborted).toBe(false) // the last signal seen is request 2's
    expect(handlers.RPC_ABORT).toHaveBeenCalledOnce()
    expect(replies()).toEqual([{ tag: 'appkit-frame/1', id: testId(3), type: 'RPC_ABORT_SUCCESS' }])
    window.deliver(frameRequest('RPC_ABORT', testId(4)))
    await flush()
    expect(signal?.aborted).toBe(true)
    expect(replies().map((reply) => (reply as { id: string }).id)).toEqual([testId(3), testId(4)])
  })

  it('does not abort other requests on RPC_ABORT', async () => {
    const { window, handlers, flush, replies } = setup()
    let resolveEmail: (value: { action: 'CONNECT' }) => void = () => undefined
    handlers.CONNECT_EMAIL.mockImplementation(() => new Promise((resolve) => (resolveEmail = resolve)))
    window.deliver(frameRequest('CONNECT_EMAIL', testId(1), { email: 'me@example.com' }))
    window.deliver(frameRequest('RPC_ABORT', testId(2)))
    await flush()
    resolveEmail({ action: 'CONNECT' })
    await flush()
    expect(replies().map((reply) => (reply as { type: string }).type)).toEqual([
      'RPC_ABORT_SUCCESS',
      'CONNECT_EMAIL_SUCCESS',
    ])
  })

  it('asks the app to show and hide the frame', () => {
    const { window, endpoint } = setup()
    endpoint.show()
    endpoint.hide()
    expect(window.posted.slice(1).map((post) => post.message)).toMatchObject([
      { type: 'FRAME_SHOW' },
      { type: 'FRAME_HIDE' },
    ])
    expect(new Set(window.posted.map((post) => (post.message as { id: string }).id)).size).toBe(3)
  })

  it('makes random UUIDs for its events by default', () => {
    const window = createFakeFrameWindow()
    createFrameEndpoint({ window, parentOrigin: APP_ORIGIN, handlers: createHandlers() })
    const ready = window.posted[0]?.message as { id?: unknown } | undefined
    expect(isFrameId(ready?.id)).toBe(true)
  })

  it('stops on destroy: no listener, running requests aborted and unanswered', async () => {
    const { window, endpoint, handlers, flush, replies } = setup()
    let signal: AbortSignal | undefined
    handlers.GET_USER.mockImplementation((_payload, context) => {
      signal = context.signal
      return Promise.resolve(USER)
    })
    window.deliver(frameRequest('GET_USER', testId(1), {}))
    endpoint.destroy()
    await flush()
    expect(signal?.aborted).toBe(true)
    expect(window.listenerCount).toBe(0)
    endpoint.show()
    expect(replies()).toEqual([])
    expect(handlerCalls(handlers)).toBe(1)
  })

  it('refuses an app origin that is not exact, and a window no app embeds', () => {
    const window = createFakeFrameWindow()
    const handlers = createHandlers()
    expect(() => createFrameEndpoint({ window, parentOrigin: '*', handlers })).toThrow(
      InvalidFrameOriginError,
    )
    const topLevel = { ...window, parent: null }
    expect(() => createFrameEndpoint({ window: topLevel, parentOrigin: APP_ORIGIN, handlers })).toThrow(
      FrameParentNotSetError,
    )
    const own: FrameEndpointWindow = {
      get parent() {
        return own as unknown as FrameEndpointWindow['parent']
      },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      crypto: window.crypto,
    }
    expect(() => createFrameEndpoint({ window: own, parentOrigin: APP_ORIGIN, handlers })).toThrow(
      'W3mFrame: parent is not set',
    )
  })
})
