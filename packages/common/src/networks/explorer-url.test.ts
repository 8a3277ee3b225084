import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../types.js'
import { explorerAddressUrl, explorerTransactionUrl } from './explorer-url.js'

const network = (chainNamespace: CaipNetwork['chainNamespace'], url?: string) =>
  ({
    chainNamespace,
    blockExplorers: url ? { default: { name: 'X', url } } : undefined,
  }) as CaipNetwork

describe('explorerAddressUrl', () => {
  it("links the address page of the network's explorer, keeping its query", () => {
    expect(explorerAddressUrl(network('eip155', 'https://etherscan.io'), '0xabc')).toBe(
      'https://etherscan.io/address/0xabc',
    )
    expect(explorerAddressUrl(network('eip155', 'http://127.0.0.1:9000/scan/'), '0xabc')).toBe(
      'http://127.0.0.1:9000/scan/address/0xabc',
    )
    expect(explorerAddressUrl(network('solana', 'https://solscan.io/?cluster=devnet'), 'Abc')).toBe(
      'https://solscan.io/account/Abc?cluster=devnet',
    )
  })

  it('has none without an explorer, or with one that is not a URL', () => {
    expect(explorerAddressUrl(network('eip155'), '0xabc')).toBeUndefined()
    expect(explorerAddressUrl(network('eip155', 'not a url'), '0xabc')).toBeUndefined()
  })
})

describe('explorerTransactionUrl', () => {
  it("links the transaction page of the network's explorer, keeping its query", () => {
    expect(explorerTransactionUrl(network('eip155', 'https://etherscan.io/'), '0xfeed')).toBe(
      'https://etherscan.io/tx/0xfeed',
    )
    expect(explorerTransactionUrl(network('solana', 'https://solscan.io/?cluster=devnet'), 'Sig')).toBe(
      'https://solscan.io/tx/Sig?cluster=devnet',
    )
  })

  it('has none without an explorer', () => {
    expect(explorerTransactionUrl(network('bip122'), 'abc')).toBeUndefined()
  })
})
