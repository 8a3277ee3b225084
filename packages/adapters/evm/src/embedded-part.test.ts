import type { CaipNetwork } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { evmEmbeddedPart } from './embedded-part.js'

const network = (id: number) =>
  ({ id, chainNamespace: 'eip155', caipNetworkId: `eip155:${id}` }) as CaipNetwork
const networks = [network(31337), network(31338)]

describe('evmEmbeddedPart', () => {
  it('gives an EIP-1193 provider whose requests go to the embedded wallet as they are', async () => {
    const asked: unknown[] = []
    const provider = evmEmbeddedPart.provider!(async (args) => {
      asked.push(args)
      return '0x7a69'
    }) as { request(args: unknown): Promise<unknown>; on(e: string, l: () => void): void }
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
    expect(asked).toEqual([{ method: 'eth_chainId', params: undefined }])
    expect(() => provider.on('chainChanged', () => undefined)).not.toThrow()
  })

  it('switches on wallet_switchEthereumChain only, to one of the dapp’s networks', () => {
    const switchTo = evmEmbeddedPart.switchTarget!
    expect(
      switchTo({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }, networks),
    ).toBe(networks[1])
    expect(switchTo({ method: 'eth_chainId', params: [{ chainId: '0x7a6a' }] }, networks)).toBeUndefined()
    expect(() =>
      switchTo({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }, networks),
    ).toThrow('Chain not configured.')
  })

  it('signs in at login and opens the secure site on the first EVM network', () => {
    expect(evmEmbeddedPart).toMatchObject({ signInAtLogin: true, startChain: true })
  })
})
