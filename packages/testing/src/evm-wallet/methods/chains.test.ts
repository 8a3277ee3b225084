import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestAnvil, type TestAnvil } from '../../node/anvil.js'
import { installForTest, NO_NODE, recordEvents } from '../../test-utils/wallet.js'

let chainB: TestAnvil

beforeAll(async () => {
  chainB = await startTestAnvil(['--chain-id', '31338'])
})
afterAll(() => chainB.stop())

describe('chain methods', () => {
  it('answers eth_chainId in hex and switches known chains without a prompt', async () => {
    const wallet = installForTest({
      chains: [
        { id: 31337, rpcUrl: NO_NODE },
        { id: 31338, rpcUrl: chainB.rpcUrl },
      ],
    })
    const changes = recordEvents(wallet.provider, 'chainChanged')
    await expect(wallet.provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')

    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(wallet.chainId()).toBe(31338)
    expect(changes).toEqual(['0x7a6a'])
    // Reads now go to chain B's node.
    await expect(wallet.provider.request({ method: 'net_version' })).resolves.toBe('31338')
  })

  it('fails with 4902 for an unknown chain', async () => {
    const wallet = installForTest()
    await expect(
      wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    ).rejects.toMatchObject({
      code: 4902,
      message: 'Unrecognized chain ID "0x7a6a". Try adding the chain using wallet_addEthereumChain first.',
    })
    expect(wallet.chainId()).toBe(31337)
  })

  it('adds a chain after approval, switches to it and emits chainChanged', async () => {
    const wallet = installForTest()
    const changes = recordEvents(wallet.provider, 'chainChanged')
    const adding = wallet.provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x7a6a', chainName: 'Chain B', rpcUrls: [chainB.rpcUrl] }],
    })
    await expect(wallet.waitForPending('wallet_addEthereumChain')).resolves.toBeDefined()
    wallet.approve()
    await expect(adding).resolves.toBeNull()

    expect(wallet.chainId()).toBe(31338)
    expect(changes).toEqual(['0x7a6a'])
    await expect(wallet.provider.request({ method: 'net_version' })).resolves.toBe('31338')
  })

  it('does not add a chain the user rejects, nor one without an http rpc URL', async () => {
    const wallet = installForTest({ mode: 'reject' })
    const params = [{ chainId: '0x7a6a', rpcUrls: [chainB.rpcUrl] }]
    await expect(
      wallet.provider.request({ method: 'wallet_addEthereumChain', params }),
    ).rejects.toMatchObject({
      code: 4001,
    })
    await expect(
      wallet.provider.request({
        method: 'wallet_addEthereumChain',
        params: [{ chainId: '0x7a6a', rpcUrls: [] }],
      }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    ).rejects.toMatchObject({ code: 4902 })
  })
})
