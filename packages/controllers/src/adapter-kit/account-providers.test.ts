import { ProviderNotFoundError } from '@appkit/common'
import { describe, expect, it, vi } from 'vitest'
import { network } from '../test/fake-adapter.js'
import type { AdapterContext } from '../types/adapter.js'
import { createAccountProviders } from './account-providers.js'
import { createAdapterKit } from './adapter-kit.js'

const contextOf = (patch: Partial<AdapterContext> = {}): AdapterContext => ({
  networks: [network(101, 'solana'), network(102, 'solana')],
  events: { connectorsChanged: vi.fn() } as unknown as AdapterContext['events'],
  projectId: 'p',
  ...patch,
})

describe('createAccountProviders', () => {
  it('asks on the network named, else the current one, else the first; none configured is an error', () => {
    const kit = createAdapterKit<'solana', string>('solana')
    const providers = createAccountProviders(kit, 'Solana')
    expect(() => providers.network()()).toThrow(
      new ProviderNotFoundError({ details: 'no Solana network configured' }),
    )
    const context = contextOf()
    kit.attach(context)
    kit.current = context.networks[1]
    expect(providers.network()()).toBe(context.networks[1])
    expect(providers.network(() => network(103, 'solana'))().id).toBe(103)
    kit.current = undefined
    expect(providers.network()()).toBe(context.networks[0])
  })

  it('gives a cached provider only for a connected account of a listed or remote wallet', () => {
    const kit = createAdapterKit<'solana', string>('solana')
    const providers = createAccountProviders<{ id: number }>(kit, 'Solana')
    kit.attach(contextOf({ walletConnect: { connectorId: 'walletConnect' } as never }))
    kit.wallets.publish([['phantom', 'wallet']], [])
    let made = 0
    const make = () => ({ id: ++made })
    expect(providers.get('phantom', undefined, make)).toBeUndefined()
    expect(providers.get('gone', 'addr', make)).toBeUndefined()
    const first = providers.get('phantom', 'addr', make)
    expect(providers.get('phantom', 'addr', make)).toBe(first)
    expect(providers.get('walletConnect', 'addr', make)).toEqual({ id: 2 })
  })

  it('drops a disconnected connector’s providers and stops listening to it', () => {
    const kit = createAdapterKit<'solana', string>('solana')
    const providers = createAccountProviders<{ id: number }>(kit, 'Solana')
    kit.wallets.publish([['phantom', 'wallet']], [])
    const stop = vi.fn()
    kit.listeners.listen('phantom', () => stop)
    const first = providers.get('phantom', 'addr', () => ({ id: 1 }))
    providers.forget('phantom')
    expect(stop).toHaveBeenCalledOnce()
    expect(providers.get('phantom', 'addr', () => ({ id: 2 }))).not.toBe(first)
  })
})
