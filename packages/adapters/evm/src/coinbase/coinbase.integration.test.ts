import { rpcRequest } from '@appkit/common'
import type { AdapterEvents } from '@appkit/controllers/adapter'
import { startTestAnvil, type TestAnvil } from '@appkit/testing/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createEvmAdapter } from '../evm-adapter.js'
import { coinbase } from './coinbase.js'

// The SDK's extension path for real: `window.coinbaseWalletExtension` is a stand-in backed by a
// real anvil (its dev accounts are unlocked, so the node itself is the wallet).
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let anvil: TestAnvil
beforeAll(async () => {
  anvil = await startTestAnvil()
})
afterAll(() => anvil?.stop())

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  }
}

function extensionStandIn({ refuse = false } = {}) {
  const appInfo: unknown[][] = []
  const asked: string[] = []
  const extension = {
    setAppInfo: (...args: unknown[]) => appInfo.push(args),
    async request({ method, params }: { method: string; params?: unknown[] }) {
      asked.push(method)
      if (method === 'eth_requestAccounts') {
        if (refuse) throw { code: 4001, message: 'User denied account authorization' }
        return rpcRequest(anvil.rpcUrl, 'eth_accounts', [])
      }
      return rpcRequest(anvil.rpcUrl, method, params ?? [])
    },
    on: () => undefined,
    removeListener: () => undefined,
  }
  Object.assign(globalThis, { coinbaseWalletExtension: extension })
  return { appInfo, asked }
}

const events: AdapterEvents = {
  connectorsChanged: () => undefined,
  connected: () => undefined,
  accountsChanged: () => undefined,
  chainChanged: () => undefined,
  disconnected: () => undefined,
}

function setup() {
  const adapter = createEvmAdapter({ connectors: [coinbase()], legacyInjected: false })
  adapter.setup({
    networks: [{ id: 31337 } as never],
    events,
    projectId: 'p',
    metadata: { name: 'AppKit test', description: '', url: 'http://127.0.0.1', icons: [] },
  })
  return adapter
}

beforeEach(() => Object.assign(globalThis, { localStorage: memoryStorage() }))
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'coinbaseWalletExtension')
  Reflect.deleteProperty(globalThis, 'localStorage')
})

describe('the Coinbase connector through the real SDK', () => {
  it('hands the SDK our metadata and preference, and connects through the extension to the chain’s account', async () => {
    const { appInfo, asked } = extensionStandIn()
    const adapter = setup()
    expect(asked).toEqual([])
    const account = await adapter.connect({ connectorId: 'coinbaseWalletSDK' })
    expect(account.address.toLowerCase()).toBe(ALICE.toLowerCase())
    expect(account.chainId).toBe(31337)
    expect(appInfo).toEqual([['AppKit test', '', [31337], { options: 'all', telemetry: false }]])
    const provider = adapter.getProvider('coinbaseWalletSDK')!
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('says "Connection rejected" when the user refuses in the extension', async () => {
    extensionStandIn({ refuse: true })
    await expect(setup().connect({ connectorId: 'coinbaseWalletSDK' })).rejects.toMatchObject({
      message: 'Connection rejected',
      code: 'CONNECTION_REJECTED',
    })
  })

  /**
   * What the SDK did, in order; `until` resolves once what it did satisfies the check (it loads
   * lazily: how long that takes is the machine's business, not a poll window's).
   */
  function recorded<T>() {
    const items: T[] = []
    const waiting = new Set<{ done: (items: T[]) => boolean; resolve: () => void }>()
    return {
      items,
      push(item: T) {
        items.push(item)
        for (const waiter of waiting) {
          if (waiter.done(items)) {
            waiting.delete(waiter)
            waiter.resolve()
          }
        }
      },
      until: (done: (items: T[]) => boolean) =>
        done(items) ? Promise.resolve() : new Promise<void>((resolve) => waiting.add({ done, resolve })),
    }
  }

  it('without the extension, opens keys.coinbase.com with our metadata: offline, closing that popup is "Connection rejected"', async () => {
    // A page in Node whose window.open gives a popup we play, up to where the real one would
    // need keys.coinbase.com (off this machine): it loads, gets the SDK's hello, then closes.
    const keys = 'https://keys.coinbase.com'
    const opened = recorded<string>()
    const posted = recorded<unknown>()
    // The event types the page's listeners were added for: the popup's first message must find
    // the SDK listening, as a real popup's load comes long after window.open.
    const listening = recorded<string>()
    let listenersAtOpen = 0
    const page = Object.assign(new EventTarget(), {
      innerWidth: 1024,
      innerHeight: 768,
      screenX: 0,
      screenY: 0,
      location: new URL('http://127.0.0.1:4173/'),
      addEventListener(...args: Parameters<EventTarget['addEventListener']>) {
        EventTarget.prototype.addEventListener.apply(page, args)
        listening.push(args[0])
      },
      open(url: URL) {
        listenersAtOpen = listening.items.length
        opened.push(String(url))
        return {
          focus: () => undefined,
          close: () => undefined,
          closed: false,
          postMessage: (m: unknown) => posted.push(m),
        }
      },
    })
    Object.defineProperty(globalThis, 'window', { value: page, configurable: true })
    const fromPopup = (data: unknown) =>
      page.dispatchEvent(Object.assign(new Event('message'), { origin: keys, data }))
    try {
      const connecting = setup().connect({ connectorId: 'coinbaseWalletSDK' })
      await opened.until((urls) => urls.length === 1)
      expect(opened.items[0]).toMatch(/^https:\/\/keys\.coinbase\.com\/connect\?/)
      await listening.until((types) => types.slice(listenersAtOpen).includes('message'))
      fromPopup({ id: 'loaded', event: 'PopupLoaded' })
      await posted.until((messages) => messages.length === 2)
      expect(posted.items[0]).toMatchObject({
        requestId: 'loaded',
        data: {
          metadata: { appName: 'AppKit test', appChainIds: [31337] },
          preference: { options: 'all', telemetry: false },
        },
      })
      expect(posted.items[1]).toMatchObject({ event: 'selectSignerType', data: { options: 'all' } })
      fromPopup({ event: 'PopupUnload' })
      await expect(connecting).rejects.toMatchObject({ message: 'Connection rejected' })
    } finally {
      Reflect.deleteProperty(globalThis, 'window')
    }
  })
})
