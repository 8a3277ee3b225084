import { ProviderNotFoundError } from '@appkit/common'
import { describe, expect, it, vi } from 'vitest'
import type { Connector } from '../types/connector.js'
import { createWalletRegistry } from './wallet-registry.js'

const connector = (id: string): Connector => ({ id, name: id, chain: 'eip155', type: 'ANNOUNCED' })

describe('createWalletRegistry', () => {
  it('lists what discovery found now, by connector id, and announces its connectors', () => {
    const announce = vi.fn()
    const registry = createWalletRegistry<string>(announce)
    registry.publish([['a', 'wallet a']], [connector('a')])
    registry.publish([['b', 'wallet b']], [connector('b')])
    expect(registry.get('b')).toBe('wallet b')
    expect(registry.has('a')).toBe(false)
    expect(announce).toHaveBeenLastCalledWith([connector('b')])
  })

  it('says which connector the page no longer has', () => {
    const registry = createWalletRegistry<string>(() => undefined)
    expect(() => registry.require('gone')).toThrow(ProviderNotFoundError)
  })

  it('gives a resume the wallet that announces itself while it waits', async () => {
    const registry = createWalletRegistry<string>(() => undefined)
    const waiting = registry.waitFor('late', 10_000)
    registry.publish([['late', 'late wallet']], [connector('late')])
    await expect(waiting).resolves.toBe('late wallet')
  })

  it('gives up at once without a wait, and a torn-down adapter releases no one later', async () => {
    vi.useFakeTimers()
    try {
      const registry = createWalletRegistry<string>(() => undefined)
      await expect(registry.waitFor('absent', 0)).resolves.toBeUndefined()
      const waiting = registry.waitFor('late', 100)
      registry.stopWaiting()
      registry.publish([['late', 'late wallet']], [connector('late')])
      vi.advanceTimersByTime(100)
      await expect(waiting).resolves.toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })
})
