import { FrameNotSetError, FrameRequestError, InvalidFrameOriginError } from '@appkit/common'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { frameEvent, frameSuccess } from '../schema/build.js'
import { isFrameId } from '../schema/envelope.js'
import { APP_ORIGIN, SECURE_ORIGIN } from '../test-utils/dom.js'
import { testId, USER } from '../test-utils/examples.js'
import { createHostHarness, stateOf } from '../test-utils/host-harness.js'
import { createFrameHost } from './create-frame-host.js'

const harnesses: Array<ReturnType<typeof createHostHarness>> = []
const setup = (...args: Parameters<typeof createHostHarness>) => {
  const harness = createHostHarness(...args)
  harnesses.push(harness)
  return harness
}
afterEach(async () => {
  for (const harness of harnesses.splice(0)) await harness.dom.close()
})

describe('createFrameHost: the frame', () => {
  it('creates nothing and listens to nothing until first used', () => {
    const { dom, host, warnings } = setup()
    const addEventListener = vi.spyOn(dom.window, 'addEventListener')
    expect(dom.frame()).toBeNull()
    expect(host.getState()).toEqual({ lifecycle: 'notCreated', visible: false })
    dom.deliver(frameEvent('FRAME_READY', testId(1)))
    expect(warnings).toEqual([])
    expect(addEventListener).not.toHaveBeenCalled()
  })

  it('creates the hidden frame once, on the first request, with the spec §7 query', () => {
    const { dom, host, states } = setup({
      chainId: 1,
      rpcUrl: 'https://rpc.example.com',
      enableCloudAuthAccount: true,
    })
    void host.request('IS_CONNECTED')
    void host.request('GET_CHAIN_ID')
    const frames = dom.window.document.querySelectorAll('iframe')
    expect(frames.length).toBe(1)
    const frame = dom.frame()
    expect(frame?.name).toBe('w3m-secure-iframe')
    expect(frame?.style.getPropertyValue('display')).toBe('none')
    expect(frame?.style.getPropertyValue('z-index')).toBe('999999')
    const url = new URL(frame?.getAttribute('src') ?? '')
    expect(url.origin).toBe(SECURE_ORIGIN)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p1',
      chainId: '1',
      version: 'html-wagmi-4.2.2',
      enableLogger: 'true',
      rpcUrl: 'https://rpc.example.com',
      enableCloudAuthAccount: 'true',
    })
    expect(states.map((state) => state.lifecycle)).toEqual(['created'])
  })

  it("rejects with 'W3mFrame: iframe is not set' where there is no window (server rendering)", async () => {
    expect(globalThis.window).toBeUndefined()
    const host = createFrameHost({ secureSiteUrl: `${SECURE_ORIGIN}/`, projectId: 'p', version: 'v' })
    await expect(host.request('IS_CONNECTED')).rejects.toBeInstanceOf(FrameNotSetError)
    expect(host.getState().lifecycle).toBe('notCreated')
  })

  it('refuses a secure site that is not https', () => {
    expect(() =>
      createFrameHost({ secureSiteUrl: 'http://secure.example.com', projectId: 'p', version: 'v' }),
    ).toThrow(InvalidFrameOriginError)
  })

  it('is ready 500 ms after the frame says so, and only then sends', async () => {
    const { dom, host, timers, sent, states } = setup()
    const promise = host.request('GET_USER', { chainId: 1, preferredAccountType: 'eoa' })
    dom.attachFrameWindow()
    dom.deliver(frameEvent('FRAME_READY', testId(0x9000)))
    timers.advance(499)
    expect(sent()).toEqual([])
    expect(host.getState().lifecycle).toBe('created')
    timers.advance(1)
    expect(host.getState().lifecycle).toBe('ready')
    expect(states.map((state) => state.lifecycle)).toEqual(['created', 'ready'])
    expect(dom.posted).toEqual([
      {
        message: {
          tag: 'appkit-frame/1',
          id: testId(1),
          type: 'GET_USER',
          payload: { chainId: 1, preferredAccountType: 'eoa' },
        },
        targetOrigin: SECURE_ORIGIN,
      },
    ])
    dom.deliver(frameSuccess({ type: 'GET_USER', id: testId(1) }, USER))
    await expect(promise).resolves.toEqual(USER)
  })

  it('sends queued requests in the order they were made', () => {
    const harness = setup()
    void harness.host.request('SYNC_THEME', { themeMode: 'dark' })
    void harness.host.request('SYNC_DAPP_DATA', { projectId: 'p1', sdkVersion: 'v', sdkType: 'appkit' })
    void harness.host.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    harness.makeReady()
    expect(harness.sent().map((message) => message.type)).toEqual([
      'SYNC_THEME',
      'SYNC_DAPP_DATA',
      'SET_PREFERRED_ACCOUNT',
    ])
  })

  it('posts only ever to the exact secure site origin', async () => {
    const harness = setup({ secureSiteUrl: `${SECURE_ORIGIN}/frame/index.html?x=1` })
    harness.makeReady()
    void harness.host.request('RPC_REQUEST', { method: 'personal_sign', params: [] })
    void harness.host.request('SIGN_OUT')
    expect(harness.dom.posted.map((post) => post.targetOrigin)).toEqual([SECURE_ORIGIN, SECURE_ORIGIN])
    expect(harness.host.origin).toBe(SECURE_ORIGIN)
  })

  it('makes random UUIDs with the window crypto when no id maker is given', () => {
    const harness = setup({ createId: undefined })
    harness.makeReady()
    void harness.host.request('IS_CONNECTED')
    void harness.host.request('IS_CONNECTED')
    const [first, second] = harness.sent().map((message) => message.id)
    expect(isFrameId(first)).toBe(true)
    expect(isFrameId(second)).toBe(true)
    expect(first).not.toBe(second)
  })
})

describe('createFrameHost: replies', () => {
  it("rejects with the frame's error", async () => {
    const harness = setup()
    harness.makeReady()
    const promise = harness.host.request('CONNECT_EMAIL', { email: 'me@example.com' })
    harness.fail(harness.lastSent(), 'Email is blocked')
    await expect(promise).rejects.toEqual(new FrameRequestError('Email is blocked'))
  })

  it('drops a reply to an unknown or already-answered id, with a warning', async () => {
    const harness = setup()
    harness.makeReady()
    const promise = harness.host.request('IS_CONNECTED')
    const request = harness.lastSent()
    harness.succeed({ type: 'IS_CONNECTED', id: testId(999) }, { isConnected: false })
    expect(harness.warnings).toEqual(['Ignored a frame message: it answers no open request'])
    expect(await stateOf(promise)).toBe('pending')
    harness.succeed({ type: 'IS_CONNECTED', id: request.id }, { isConnected: true })
    harness.succeed({ type: 'IS_CONNECTED', id: request.id }, { isConnected: false })
    await expect(promise).resolves.toEqual({ isConnected: true })
    expect(harness.warnings).toHaveLength(2)
  })

  it('drops a reply of another request type to an open id', async () => {
    const harness = setup()
    harness.makeReady()
    const promise = harness.host.request('IS_CONNECTED')
    harness.succeed({ type: 'GET_CHAIN_ID', id: harness.lastSent().id }, { chainId: 1 })
    expect(harness.warnings).toEqual(['Ignored a frame message: it answers another request'])
    expect(await stateOf(promise)).toBe('pending')
  })

  it('drops a reply to a request that is not sent yet: only a forger knows its id', async () => {
    const harness = setup()
    const promise = harness.host.request('IS_CONNECTED')
    harness.host.load()
    harness.dom.attachFrameWindow()
    harness.succeed({ type: 'IS_CONNECTED', id: testId(1) }, { isConnected: true })
    expect(harness.warnings).toEqual(['Ignored a frame message: it answers no open request'])
    expect(await stateOf(promise)).toBe('pending')
  })

  it('drops our messages from another origin or window with a warning, and ignores foreign traffic silently', async () => {
    const harness = setup()
    harness.makeReady()
    const promise = harness.host.request('IS_CONNECTED')
    const reply = frameSuccess({ type: 'IS_CONNECTED', id: harness.lastSent().id }, { isConnected: true })
    harness.dom.deliver(reply, { origin: APP_ORIGIN })
    harness.dom.deliver(reply, { source: harness.dom.window })
    harness.dom.deliver(reply, { source: null })
    harness.dom.deliver({ type: 'webpackOk' })
    harness.dom.deliver('hello', { origin: 'https://extension.example.com' })
    expect(harness.warnings).toEqual([
      'Ignored a frame message: it came from another origin',
      'Ignored a frame message: it came from another window',
      'Ignored a frame message: it came from another window',
    ])
    expect(await stateOf(promise)).toBe('pending')
  })
})

describe('createFrameHost: showing the frame', () => {
  it('shows and hides the frame when the secure site asks', () => {
    const harness = setup()
    harness.makeReady()
    harness.event('FRAME_SHOW')
    expect(harness.host.getState().visible).toBe(true)
    expect(harness.dom.frame()?.style.getPropertyValue('display')).toBe('block')
    harness.event('FRAME_HIDE')
    expect(harness.host.getState().visible).toBe(false)
    expect(harness.dom.frame()?.style.getPropertyValue('display')).toBe('none')
  })

  it('refuses a replayed event', () => {
    const harness = setup()
    harness.makeReady()
    const hide = harness.event('FRAME_HIDE')
    harness.event('FRAME_SHOW')
    harness.event('FRAME_HIDE', hide)
    expect(harness.host.getState().visible).toBe(true)
    expect(harness.warnings).toEqual(['Ignored a frame message: a replayed event'])
  })

  it('takes a second ready event (after a reload) as nothing new', () => {
    const harness = setup()
    harness.makeReady()
    const before = harness.states.length
    harness.event('FRAME_READY')
    harness.timers.advance(1000)
    expect(harness.states.length).toBe(before)
    expect(harness.warnings).toEqual([])
  })
})

describe('createFrameHost: initialize', () => {
  it('syncs the dapp data, then fetches the smart-account networks', async () => {
    const harness = setup()
    const promise = harness.host.initialize({
      projectId: 'p1',
      sdkVersion: 'html-wagmi-4.2.2',
      sdkType: 'appkit',
    })
    harness.makeReady()
    const sync = harness.lastSent()
    expect(sync.type).toBe('SYNC_DAPP_DATA')
    harness.succeed({ type: 'SYNC_DAPP_DATA', id: sync.id }, undefined)
    await stateOf(promise)
    expect(harness.host.getState().lifecycle).toBe('dappDataSynced')
    const networks = harness.lastSent()
    expect(networks.type).toBe('GET_SMART_ACCOUNT_ENABLED_NETWORKS')
    harness.succeed(
      { type: 'GET_SMART_ACCOUNT_ENABLED_NETWORKS', id: networks.id },
      { smartAccountEnabledNetworks: [8453] },
    )
    await expect(promise).resolves.toEqual([8453])
    expect(harness.states.map((state) => state.lifecycle)).toEqual([
      'created',
      'ready',
      'dappDataSynced',
      'initialized',
    ])
  })

  it('takes a failed network fetch as no networks (spec §8)', async () => {
    const harness = setup()
    harness.makeReady()
    const promise = harness.host.initialize({ projectId: 'p1', sdkVersion: 'v', sdkType: 'appkit' })
    harness.succeed({ type: 'SYNC_DAPP_DATA', id: harness.lastSent().id }, undefined)
    await stateOf(promise)
    harness.fail(harness.lastSent(), 'backend down')
    await expect(promise).resolves.toEqual([])
    expect(harness.host.getState().lifecycle).toBe('initialized')
  })
})

describe('createFrameHost: aborting an RPC request', () => {
  it('sends RPC_ABORT for the aborted request', async () => {
    const harness = setup()
    harness.makeReady()
    const controller = new AbortController()
    const promise = harness.host.request(
      'RPC_REQUEST',
      { method: 'personal_sign', params: [] },
      { signal: controller.signal },
    )
    const rpc = harness.lastSent()
    controller.abort()
    await expect(promise).rejects.toThrow('Request was aborted')
    expect(harness.lastSent()).toMatchObject({ type: 'RPC_ABORT', payload: { requestId: rpc.id } })
  })
})

describe('createFrameHost: destroy', () => {
  it('removes the frame and the listener and rejects open requests', async () => {
    const harness = setup()
    harness.makeReady()
    harness.event('FRAME_SHOW')
    const sent = harness.host.request('RPC_REQUEST', { method: 'personal_sign', params: [] })
    const waiting = harness.host.request('SYNC_THEME', { themeMode: 'light' })
    const reply = frameSuccess({ type: 'RPC_REQUEST', id: harness.lastSent().id }, '0xsig')
    harness.host.destroy()
    await expect(sent).rejects.toBeInstanceOf(FrameNotSetError)
    await expect(waiting).rejects.toThrow('W3mFrame: iframe is not set')
    expect(harness.dom.frame()).toBeNull()
    expect(harness.host.getState()).toEqual({ lifecycle: 'notCreated', visible: false })
    harness.dom.deliver(reply)
    expect(harness.warnings).toEqual([])
    await expect(harness.host.request('IS_CONNECTED')).rejects.toThrow('W3mFrame: iframe is not set')
    expect(harness.dom.frame()).toBeNull()
    harness.host.destroy()
  })

  it("rejects with 'W3mFrame: iframe is not set' when the frame left the page", async () => {
    const harness = setup()
    harness.makeReady()
    const frame = harness.dom.frame()
    frame?.remove()
    if (frame) Object.defineProperty(frame, 'contentWindow', { value: null })
    await expect(harness.host.request('GET_CHAIN_ID')).rejects.toThrow('W3mFrame: iframe is not set')
  })
})
