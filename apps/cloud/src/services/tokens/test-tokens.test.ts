import { describe, expect, it } from 'vitest'
import { TEST_TOKENS, testTokensFor } from './test-tokens.js'

describe('TEST_TOKENS', () => {
  it('lists LUSD, LAB and ZERO on both default chains at the deployer’s first three addresses', () => {
    expect(TEST_TOKENS).toEqual([
      ...[31337, 31338].flatMap((chainId) => [
        {
          chainId,
          address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
          name: 'Lab USD',
          symbol: 'LUSD',
          decimals: 6,
        },
        {
          chainId,
          address: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
          name: 'Lab Token',
          symbol: 'LAB',
          decimals: 18,
        },
        {
          chainId,
          address: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
          name: 'Zero Decimals',
          symbol: 'ZERO',
          decimals: 0,
        },
      ]),
    ])
  })

  it('gives the same addresses on any chain', () => {
    const [a, b] = [testTokensFor([1]), testTokensFor([5])]
    expect(a.map((token) => token.address)).toEqual(b.map((token) => token.address))
  })
})
