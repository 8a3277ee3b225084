import { DEV_ACCOUNTS, LAB_ENS, LAB_ENS_NAME, startLabEns } from '@appkit/cloud'
import { type CaipNetwork, NameResolveError } from '@appkit/common'
import { startTestAnvil, type TestAnvil } from '@appkit/testing/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ensAddressOf, ensNameOf } from './ens-reads.js'
import { lazyEns } from './lazy-ens.js'

// viem's ENS actions against the cloud's local ENS (registry, public resolver, universal resolver)
// on a real anvil: carol.eth → dev account #2, and back.

let anvil: TestAnvil
let network: CaipNetwork
const CAROL = DEV_ACCOUNTS[2].address
const NAMELESS = DEV_ACCOUNTS[0].address

const onChain = (rpcUrl: string, resolver: `0x${string}`): CaipNetwork => ({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
  contracts: { ensUniversalResolver: { address: resolver } },
})

beforeAll(async () => {
  anvil = await startTestAnvil()
  await startLabEns([{ rpcUrl: anvil.rpcUrl, chainId: 31337 }])
  network = onChain(anvil.rpcUrl, LAB_ENS.universalResolver)
})
afterAll(() => anvil?.stop())

describe('ENS reads on a local chain', () => {
  it('resolves a name to its address, however the visitor typed it', async () => {
    await expect(ensAddressOf(network, LAB_ENS_NAME)).resolves.toBe(CAROL)
    await expect(ensAddressOf(network, ' Carol.ETH ')).resolves.toBe(CAROL)
  })

  it('a name nobody registered resolves to none, not a failure', async () => {
    await expect(ensAddressOf(network, 'nobody.eth')).resolves.toBeUndefined()
  })

  it("reads an address's primary name, and none for an address without one", async () => {
    await expect(ensNameOf(network, CAROL)).resolves.toBe(LAB_ENS_NAME)
    await expect(ensNameOf(network, NAMELESS)).resolves.toBeUndefined()
  })

  it("a resolver that is not there is spec §8's 'Error resolving name', naming what was asked", async () => {
    const nowhere = onChain(anvil.rpcUrl, '0x00000000000000000000000000000000000000e5')
    const byName = ensAddressOf(nowhere, LAB_ENS_NAME)
    await expect(byName).rejects.toBeInstanceOf(NameResolveError)
    await expect(byName).rejects.toMatchObject({ message: 'Error resolving name', details: LAB_ENS_NAME })
    const byAddress = ensNameOf(nowhere, CAROL)
    await expect(byAddress).rejects.toBeInstanceOf(NameResolveError)
    await expect(byAddress).rejects.toMatchObject({ details: CAROL })
  })

  it('a name ENS cannot normalise is refused as a resolve error', async () => {
    await expect(ensAddressOf(network, 'bad\u0000name.eth')).rejects.toBeInstanceOf(NameResolveError)
  })
})

describe('the EVM adapter’s names with ENS beside the name service', () => {
  const nameService = () => ({
    getIdentity: vi.fn(async () => ({})),
    resolveName: vi.fn(async () => '0x00000000000000000000000000000000000000a1'),
  })

  it('resolves a .eth name on chain and leaves other names to the name service', async () => {
    const base = nameService()
    const identity = lazyEns(base, () => [undefined, network])
    await expect(identity.resolveName?.({ name: 'carol.eth' })).resolves.toBe(CAROL)
    expect(base.resolveName).not.toHaveBeenCalled()
    await expect(identity.resolveName?.({ name: 'alice.reown.id' })).resolves.toBe(
      '0x00000000000000000000000000000000000000a1',
    )
  })

  it('shows the primary ENS name of an address the name service has no name for', async () => {
    const identity = lazyEns(nameService(), () => [network])
    await expect(identity.getIdentity({ address: CAROL })).resolves.toEqual({ name: LAB_ENS_NAME })
    await expect(identity.getIdentity({ address: NAMELESS })).resolves.toEqual({})
  })
})
