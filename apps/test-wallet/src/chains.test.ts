import { SOLANA_LAB_CHAIN_ID } from '@appkit/testing'
import { describe, expect, it } from 'vitest'
import {
  assertSolanaChain,
  localChain,
  parseCaipChain,
  parseChainIdParam,
  SUPPORTED_CAIP_CHAINS,
  SUPPORTED_SOLANA_CHAINS,
} from './chains.js'
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

  it('supports the local SVM and Solana mainnet, and names them when refusing another', () => {
    expect(SUPPORTED_SOLANA_CHAINS).toEqual([SOLANA_LAB_CHAIN_ID, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
    expect(() => assertSolanaChain(SOLANA_LAB_CHAIN_ID)).not.toThrow()
    expect(() => assertSolanaChain('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toThrow(
      expect.objectContaining({
        code: 4902,
        message: `Unrecognized chain ID solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1: the test wallet knows ${SOLANA_LAB_CHAIN_ID} and solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp only.`,
      }),
    )
  })

  it('builds a viem chain at the given RPC URL', () => {
    const chain = localChain(31337, 'http://127.0.0.1:9545')
    expect(chain.id).toBe(31337)
    expect(chain.rpcUrls.default.http).toEqual(['http://127.0.0.1:9545'])
  })
})
