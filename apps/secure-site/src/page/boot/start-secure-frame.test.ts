import { frameRequest } from '@appkit/frame/endpoint'
import { Window } from 'happy-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageConfigScript } from '../../shared/page-config.js'
import { memoryStorage } from '../storage/memory-storage.test-helper.js'
import { fakeFrameWindow } from './fake-frame-window.test-helper.js'
import { startSecureFrame } from './start-secure-frame.js'

const DAPP = 'http://127.0.0.1:4173'
const CLOUD = 'http://cloud.test'
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

let dom: Window
afterEach(() => dom?.close())

function setup(options: { allowed?: string[]; referrer?: string; search?: string } = {}) {
  dom = new Window({ url: 'http://127.0.0.1:4176/' })
  const document = dom.document as unknown as Document
  document.head.innerHTML = pageConfigScript({ cloudUrl: CLOUD })
  document.body.innerHTML = '<div id="approval-root"></div>'
  const frame = fakeFrameWindow(DAPP)
  const fetch = vi.fn(async (url: string) => {
    if (url.startsWith(`${CLOUD}/projects/v1/origins`)) {
      return new Response(JSON.stringify({ allowedOrigins: options.allowed ?? [DAPP] }))
    }
    return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }), {
      status: 404,
    })
  })
  const start = () =>
    startSecureFrame({
      window: frame.window,
      document,
      location: { search: options.search ?? '?projectId=lab&chainId=31337', origin: 'http://127.0.0.1:4176' },
      referrer: options.referrer ?? `${DAPP}/`,
      storage: memoryStorage(),
      fetch,
      reload: () => undefined,
      warn: () => undefined,
    })
  return { frame, fetch, start, document }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 10))

describe('startSecureFrame', () => {
  it('answers a dapp the cloud allows, at its exact origin, after announcing itself', async () => {
    const { frame, fetch, start } = setup()
    const { parentOrigin } = await start()
    expect(parentOrigin).toBe(DAPP)
    expect(fetch.mock.calls[0]![0]).toBe(`${CLOUD}/projects/v1/origins?projectId=lab`)
    expect(frame.posted[0]).toMatchObject({ targetOrigin: DAPP, message: { type: 'FRAME_READY' } })
    frame.deliver(frameRequest('GET_CHAIN_ID', id(1)))
    frame.deliver(frameRequest('IS_CONNECTED', id(2)))
    await flush()
    expect(frame.replyTo(id(1))).toMatchObject({ type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 31337 } })
    expect(frame.replyTo(id(2))).toMatchObject({
      type: 'IS_CONNECTED_SUCCESS',
      payload: { isConnected: false },
    })
    expect(frame.posted.every((post) => post.targetOrigin === DAPP)).toBe(true)
  })

  it('answers errors with their message', async () => {
    const { frame, start } = setup()
    await start()
    frame.deliver(frameRequest('RPC_REQUEST', id(1), { method: 'eth_sign', params: [] }))
    frame.deliver(frameRequest('GET_USER', id(2), {}))
    await flush()
    expect(frame.replyTo(id(1))).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { message: 'Requested RPC call is not allowed' },
    })
    expect(frame.replyTo(id(2))).toMatchObject({
      type: 'GET_USER_ERROR',
      payload: { message: 'Not connected to email or social' },
    })
  })

  it('never starts for an origin the cloud does not list, and posts nothing', async () => {
    const { frame, start } = setup({ allowed: ['https://other.example'] })
    await expect(start()).rejects.toThrow('Unauthorized: origin not allowed')
    expect(frame.posted).toEqual([])
    expect(frame.listenerCount()).toBe(0)
  })

  it('never starts without a referrer to tell who embeds it, or with a bad frame URL', async () => {
    const noReferrer = setup({ referrer: '' })
    await expect(noReferrer.start()).rejects.toThrow('W3mFrame: parent is not set')
    expect(noReferrer.frame.posted).toEqual([])
    const badQuery = setup({ search: '?chainId=1' })
    await expect(badQuery.start()).rejects.toThrow('Invalid secure frame URL')
  })

  it('ignores messages from other origins and windows', async () => {
    const { frame, start } = setup()
    await start()
    frame.deliver(frameRequest('GET_CHAIN_ID', id(1)), { origin: 'https://evil.example' })
    frame.deliver(frameRequest('GET_CHAIN_ID', id(2)), { source: {} })
    await flush()
    expect(frame.posted).toHaveLength(1)
  })

  it('syncs the theme onto the page', async () => {
    const { frame, start, document } = setup()
    await start()
    frame.deliver(frameRequest('SYNC_THEME', id(1), { themeMode: 'dark' }))
    await flush()
    expect(document.documentElement.dataset.theme).toBe('dark')
  })
})
