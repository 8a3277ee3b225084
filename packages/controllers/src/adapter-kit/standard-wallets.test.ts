import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAdapterKit } from './adapter-kit.js'
import {
  createStandardWalletsKit,
  type StandardWalletInfo,
  standardWalletsLifecycle,
  watchStandardWallets,
} from './standard-wallets.js'

const wallet = (name: string): StandardWalletInfo => ({ name, icon: `data:image/svg+xml,${name}` })

/** A Wallet Standard registry a test registers wallets in. */
function fakeRegistry(initial: StandardWalletInfo[]) {
  const wallets = [...initial]
  const listeners = new Set<() => void>()
  return {
    get: () => wallets,
    on: (_event: 'register' | 'unregister', listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    register(added: StandardWalletInfo) {
      wallets.push(added)
      for (const listener of [...listeners]) listener()
    },
    listening: () => listeners.size,
  }
}

afterEach(() => vi.unstubAllGlobals())

describe('watchStandardWallets', () => {
  it('reports the accepted wallets at once and at each registration, until stopped', () => {
    vi.stubGlobal('window', {})
    const registry = fakeRegistry([wallet('Phantom'), wallet('Other')])
    const reports: string[][] = []
    const stop = watchStandardWallets(
      () => registry,
      (w) => w.name !== 'Other',
      (found) => reports.push(found.map((w) => w.name)),
    )
    registry.register(wallet('Backpack'))
    stop()
    registry.register(wallet('Late'))
    expect(reports).toEqual([['Phantom'], ['Phantom', 'Backpack']])
    expect(registry.listening()).toBe(0)
  })

  it('never asks for the registry in a server render', () => {
    const registry = vi.fn()
    watchStandardWallets(registry, () => true, vi.fn())()
    expect(registry).not.toHaveBeenCalled()
  })
})

describe('standardWalletsLifecycle', () => {
  it('lists each wallet under its name in the kit’s namespace, and stops at teardown', () => {
    vi.stubGlobal('window', {})
    const registry = fakeRegistry([wallet('Xverse')])
    const kit = createAdapterKit<'bip122', StandardWalletInfo>('bip122')
    const lifecycle = standardWalletsLifecycle(kit, (onChange) =>
      watchStandardWallets(
        () => registry,
        () => true,
        onChange,
      ),
    )
    const connectorsChanged = vi.fn()
    lifecycle.setup({ networks: [], projectId: 'p', events: { connectorsChanged } as never })
    expect(lifecycle.namespace).toBe('bip122')
    expect(kit.wallets.get('Xverse')).toEqual(wallet('Xverse'))
    const xverse = {
      id: 'Xverse',
      name: 'Xverse',
      chain: 'bip122',
      type: 'ANNOUNCED',
      imageUrl: 'data:image/svg+xml,Xverse',
    }
    expect(connectorsChanged.mock.calls).toEqual([[[]], [[xverse]]])
    lifecycle.teardown?.()
    expect(registry.listening()).toBe(0)
  })
})

describe('createStandardWalletsKit', () => {
  it('gives a kit, its account providers and a lifecycle that discovers in the kit’s namespace', () => {
    const connectorsChanged = vi.fn()
    const { kit, providers, lifecycle } = createStandardWalletsKit<'solana', StandardWalletInfo, string>(
      'solana',
      'Solana',
      (onChange) => {
        onChange([wallet('Phantom')])
        return () => undefined
      },
    )
    lifecycle.setup({ networks: [], projectId: 'p', events: { connectorsChanged } as never })
    expect(kit.wallets.has('Phantom')).toBe(true)
    expect(providers.get('Phantom', 'addr', () => 'provider')).toBe('provider')
    expect(() => providers.network()()).toThrow(
      expect.objectContaining({ details: 'no Solana network configured' }),
    )
  })
})
