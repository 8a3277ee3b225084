import type { Connector } from '@appkit/controllers'
import type { AdapterEvents } from '@appkit/controllers/adapter'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createEvmAdapter } from './evm-adapter.js'

const OTHER = '0x70997970C51812dC3A010C7d01b50e0d17dc79C8'

/** A scripted EIP-1193 wallet: requests that need the user wait until the test answers. */
function fakeWallet() {
  const calls: string[] = []
  const listeners = new Map<string, (...args: never[]) => void>()
  let answer: (accounts: string[]) => void = () => undefined
  let authorized: string[] = []
  const provider = {
    async request({ method }: { method: string }) {
      calls.push(method)
      if (method === 'eth_requestAccounts') {
        authorized = await new Promise<string[]>((resolve) => (answer = resolve))
        return authorized
      }
      if (method === 'eth_accounts') return authorized
      if (method === 'eth_chainId') return '0x1'
      if (method === 'wallet_revokePermissions') return new Promise(() => undefined) // never answers
      return null
    },
    on: (event: string, listener: (...args: never[]) => void) => listeners.set(event, listener),
    removeListener: (event: string) => listeners.delete(event),
  }
  return { provider, calls, listeners, approve: (accounts: string[]) => answer(accounts) }
}

function recordEvents() {
  const seen: unknown[][] = []
  const events: AdapterEvents = {
    connectorsChanged: (connectors: Connector[]) => seen.push(['connectors', connectors.map((c) => c.id)]),
    connected: (ref) => seen.push(['connected', `${ref.namespace}:${ref.connectorId}`]),
    accountsChanged: (ref, accounts) =>
      seen.push(['accounts', `${ref.namespace}:${ref.connectorId}`, accounts]),
    chainChanged: (ref, chainId) => seen.push(['chain', `${ref.namespace}:${ref.connectorId}`, chainId]),
    disconnected: (ref) => seen.push(['disconnected', `${ref.namespace}:${ref.connectorId}`]),
  }
  return { seen, events }
}

describe('createEvmAdapter with injected wallets', () => {
  let wallet: ReturnType<typeof fakeWallet>
  beforeEach(() => {
    Object.defineProperty(globalThis, 'window', { value: new EventTarget(), configurable: true })
    wallet = fakeWallet()
    const announce = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: {
            info: { uuid: '1', name: 'Fake', icon: 'data:,', rdns: 'io.fake' },
            provider: wallet.provider,
          },
        }),
      )
    window.addEventListener('eip6963:requestProvider', announce)
  })
  afterEach(() => Reflect.deleteProperty(globalThis, 'window'))

  function setup() {
    const adapter = createEvmAdapter({ legacyInjected: false })
    const record = recordEvents()
    adapter.setup({ networks: [], events: record.events, projectId: '' })
    return { adapter, ...record }
  }

  it('lists the announced wallet (WalletConnect is the instance’s, not the adapter’s)', () => {
    const { seen } = setup()
    expect(seen.at(-1)).toEqual(['connectors', ['io.fake']])
  })

  it('a second connect while the wallet still asks waits for the same answer: one prompt', async () => {
    const { adapter } = setup()
    const first = adapter.connect({ connectorId: 'io.fake' })
    await new Promise((r) => setTimeout(r, 0))
    const second = adapter.connect({ connectorId: 'io.fake' })
    wallet.approve(['0xabc'])
    expect(await first).toEqual({ address: '0xabc', accounts: ['0xabc'], chainId: 1 })
    expect(await second).toEqual({ address: '0xabc', accounts: ['0xabc'], chainId: 1 })
    expect(wallet.calls.filter((m) => m === 'eth_requestAccounts')).toHaveLength(1)
  })

  it('reconnect never prompts: nothing when the wallet has not authorized the dapp', async () => {
    const { adapter } = setup()
    expect(await adapter.reconnect({ connectorId: 'io.fake', waitMs: 0 })).toBeUndefined()
    expect(wallet.calls).toContain('eth_accounts')
    expect(wallet.calls).not.toContain('eth_requestAccounts')
  })

  it('forwards the wallet’s events, and stops after disconnect even when revoke never answers', async () => {
    const { adapter, seen } = setup()
    const connecting = adapter.connect({ connectorId: 'io.fake' })
    await new Promise((r) => setTimeout(r, 0))
    wallet.approve(['0xabc'])
    await connecting
    wallet.listeners.get('chainChanged')?.('0xa' as never)
    wallet.listeners.get('accountsChanged')?.([OTHER] as never)
    expect(seen.slice(-2)).toEqual([
      ['chain', 'eip155:io.fake', 10],
      ['accounts', 'eip155:io.fake', [OTHER]],
    ])
    const started = Date.now()
    await adapter.disconnect({ connectorId: 'io.fake' })
    expect(Date.now() - started).toBeLessThan(1000)
    expect(wallet.calls).toContain('wallet_revokePermissions')
    expect(wallet.listeners.size).toBe(0)
  })

  it('a malformed accountsChanged or chainChanged from the wallet is ignored, not stored', async () => {
    const { adapter, seen } = setup()
    const connecting = adapter.connect({ connectorId: 'io.fake' })
    await new Promise((r) => setTimeout(r, 0))
    wallet.approve(['0xabc'])
    await connecting
    const before = seen.length
    const warn = console.warn
    console.warn = () => undefined
    try {
      for (const payload of [
        '0xabc',
        ['<img src=x onerror=alert(1)>'],
        [{ address: OTHER }],
        [OTHER, 'x'],
        null,
      ]) {
        wallet.listeners.get('accountsChanged')?.(payload as never)
      }
      for (const payload of ['0x1zz', 'mainnet', '12abc', null, -1]) {
        wallet.listeners.get('chainChanged')?.(payload as never)
      }
    } finally {
      console.warn = warn
    }
    expect(seen.slice(before)).toEqual([])
    wallet.listeners.get('accountsChanged')?.([] as never)
    expect(seen.at(-1)).toEqual(['accounts', 'eip155:io.fake', []])
  })

  it("fails with 'Provider not found' for a wallet that is not installed", async () => {
    const { adapter } = setup()
    await expect(adapter.connect({ connectorId: 'io.missing' })).rejects.toThrow('Provider not found')
  })
})

describe('teardown', () => {
  it('stops listening to announcements and to the wallets', async () => {
    Object.defineProperty(globalThis, 'window', { value: new EventTarget(), configurable: true })
    const wallet = fakeWallet()
    const adapter = createEvmAdapter({ legacyInjected: false })
    const { seen, events } = recordEvents()
    adapter.setup({ networks: [], events, projectId: '' })
    const announce = (rdns: string) =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: { info: { uuid: rdns, name: rdns, icon: 'data:,', rdns }, provider: wallet.provider },
        }),
      )
    announce('io.one')
    const connecting = adapter.connect({ connectorId: 'io.one' })
    await new Promise((r) => setTimeout(r, 0))
    wallet.approve(['0xabc'])
    await connecting
    adapter.teardown?.()
    const before = seen.length
    announce('io.two')
    expect(seen).toHaveLength(before)
    expect(wallet.listeners.size).toBe(0)
    Reflect.deleteProperty(globalThis, 'window')
  })
})
