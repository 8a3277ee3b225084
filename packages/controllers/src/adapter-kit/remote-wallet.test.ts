import type { ChainNamespace } from '@appkit/common'
import { describe, expect, it, vi } from 'vitest'
import type { AdapterContext } from '../types/adapter.js'
import { remoteWallet } from './remote-wallet.js'

const walletConnect = () => ({
  connectorId: 'walletConnect',
  request: vi.fn(async () => 'from the session'),
  setDefaultChain: vi.fn(async () => undefined),
  getProvider: vi.fn(() => 'session provider'),
})

const embedded = (namespaces?: ChainNamespace[]) => ({
  connectorId: 'auth',
  ...(namespaces && {
    connector: { id: 'auth', name: 'Email', chain: namespaces[0]!, namespaces, type: 'AUTH' as const },
  }),
  request: vi.fn(async () => 'from the embedded wallet'),
  getProvider: vi.fn((namespace?: ChainNamespace) => `${namespace} provider`),
})

const contextOf = (parts: Record<string, unknown>) => parts as unknown as AdapterContext

describe('remoteWallet', () => {
  it('reaches the WalletConnect session by its connector id, with the chain the caller names', async () => {
    const session = walletConnect()
    const remote = remoteWallet(contextOf({ walletConnect: session }), 'solana', 'walletConnect')
    expect(remote?.via === 'walletConnect' && remote.session).toBe(session)
    await expect(remote?.request({ method: 'm' }, 'solana:1')).resolves.toBe('from the session')
    expect(session.request).toHaveBeenCalledWith({ method: 'm' }, 'solana:1')
    expect(remote?.getProvider()).toBe('session provider')
  })

  it('reaches the embedded wallet in the adapter’s namespace', async () => {
    const wallet = embedded(['eip155', 'solana'])
    const remote = remoteWallet(contextOf({ embeddedWallet: wallet }), 'solana', 'auth')
    expect(remote?.via).toBe('embedded')
    await remote?.request({ method: 'm' }, 'solana:1')
    await remote?.request({ method: 'n' })
    expect(wallet.request.mock.calls).toEqual([
      ['solana', { method: 'm' }, 'solana:1'],
      ['solana', { method: 'n' }],
    ])
    expect(remote?.getProvider()).toBe('solana provider')
  })

  it('gives no embedded wallet in a namespace it keeps no key for', () => {
    const context = contextOf({ embeddedWallet: embedded(['eip155', 'solana']) })
    expect(remoteWallet(context, 'bip122', 'auth')).toBeUndefined()
    expect(remoteWallet(contextOf({ embeddedWallet: embedded() }), 'bip122', 'auth')?.via).toBe('embedded')
  })

  it('gives nothing for a wallet on the page, or before setup', () => {
    const context = contextOf({ walletConnect: walletConnect(), embeddedWallet: embedded(['eip155']) })
    expect(remoteWallet(context, 'eip155', 'io.metamask')).toBeUndefined()
    expect(remoteWallet(undefined, 'eip155', 'auth')).toBeUndefined()
  })
})
