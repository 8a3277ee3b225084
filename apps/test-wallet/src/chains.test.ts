import { describe, expect, it } from 'vitest'
import { localChain, parseCaipChain, parseChainIdParam, SUPPORTED_CAIP_CHAINS } from './chains.js'
import { WalletRpcError } from './rpc-error.js'

describe('chains', () => {
  it('supports the two local chains', () => {
    expect(SUPPORTED_CAIP_CHAINS).toEqual(['eip155:31337', 'eip155:31338'])
  })

  it('parses CAIP-2 ids of the supported chains only', () => {
    expect(parseCaipChain('eip155:31338')).toBe(31338)
    expect(() => parseCaipChain('eip155:1')).toThrow(WalletRpcError)
    expect(() => parseCaipChain('solana:31337')).toThrow('Unrecognized chain ID solana:31337')
  })

  it('parses wallet_switchEthereumChain ids in hex, decimal or as numbers', () => {
    expect(parseChainIdParam('0x7a69')).toBe(31337)
    expect(parseChainIdParam('31338')).toBe(31338)
    expect(parseChainIdParam(31338)).toBe(31338)
    expect(() => parseChainIdParam('0x1')).toThrow(expect.objectContaining({ code: 4902 }))
    expect(() => parseChainIdParam(undefined)).toThrow(WalletRpcError)
  })

  it('builds a viem chain at the given RPC URL', () => {
    const chain = localChain(31337, 'http://127.0.0.1:9545')
    expect(chain.id).toBe(31337)
    expect(chain.rpcUrls.default.http).toEqual(['http://127.0.0.1:9545'])
  })
})
