import { describe, expect, it, vi } from 'vitest'
import { lazyEns } from './lazy-ens.js'

describe('lazyEns', () => {
  it('answers from the name service, with ENS loaded on first use', async () => {
    const base = {
      getIdentity: vi.fn(async () => ({ name: 'alice.reown.id' })),
      resolveName: vi.fn(async () => '0x00000000000000000000000000000000000000a1'),
    }
    // No network has an ENS resolver: every answer is the name service's.
    const identity = lazyEns(base, () => [])
    expect(await identity.getIdentity({ address: '0xabc' })).toEqual({ name: 'alice.reown.id' })
    expect(await identity.resolveName?.({ name: 'alice.reown.id' })).toBe(
      '0x00000000000000000000000000000000000000a1',
    )
    expect(base.getIdentity).toHaveBeenCalledWith({ address: '0xabc' })
  })
})
