import type { CaipNetwork } from '@appkit/common'
import { describe, expect, it, vi } from 'vitest'
import { isEnsName, withEns } from './ens-identity.js'

const plain: CaipNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

describe('isEnsName', () => {
  it('takes names ending in .eth, and nothing else', () => {
    for (const name of ['carol.eth', 'pay.carol.eth', ' Carol.ETH ']) expect(isEnsName(name), name).toBe(true)
    for (const name of ['carol', 'alice.reown.id', 'eth', '.eth', 'a b.eth'])
      expect(isEnsName(name), name).toBe(false)
  })
})

describe('withEns', () => {
  it('asks the name service when no network has ENS, and keeps its answers', async () => {
    const base = {
      getIdentity: vi.fn(async () => ({ name: 'alice.reown.id' })),
      resolveName: vi.fn(async () => '0x00000000000000000000000000000000000000a1'),
    }
    const identity = withEns(base, () => [undefined, plain])
    await expect(identity.resolveName!({ name: 'carol.eth' })).resolves.toBe(
      '0x00000000000000000000000000000000000000a1',
    )
    await expect(identity.getIdentity({ address: '0xa1' })).resolves.toEqual({ name: 'alice.reown.id' })
  })

  it('keeps a name-service name without reading ENS', async () => {
    const withResolver = { ...plain, contracts: { ensUniversalResolver: { address: '0x01' as const } } }
    const base = { getIdentity: async () => ({ name: 'alice.reown.id' }) }
    await expect(withEns(base, () => [withResolver]).getIdentity({ address: '0xa1' })).resolves.toEqual({
      name: 'alice.reown.id',
    })
  })
})
