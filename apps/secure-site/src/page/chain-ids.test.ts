import { UnsupportedChainError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { parseChain, requireChain } from './chain-ids.js'

describe('parseChain', () => {
  it('reads EVM ids as numbers, digit strings and CAIP-2', () => {
    for (const id of [31337, '31337', 'eip155:31337']) {
      expect(parseChain(id)).toEqual({ namespace: 'eip155', id: 31337, caip: 'eip155:31337' })
    }
  })

  it('reads Solana CAIP-2 ids', () => {
    expect(parseChain('solana:LabSvm11111111111111111111111111')).toEqual({
      namespace: 'solana',
      caip: 'solana:LabSvm11111111111111111111111111',
    })
  })

  it('refuses other namespaces and malformed ids', () => {
    for (const id of [
      0,
      -1,
      1.5,
      'eip155:0',
      'eip155:',
      'bip122:000000000019d6689c085ae165831e93',
      'solana:0OIl',
      '',
    ]) {
      expect(parseChain(id), String(id)).toBeUndefined()
    }
    expect(() => requireChain('bip122:x')).toThrow(UnsupportedChainError)
  })
})
