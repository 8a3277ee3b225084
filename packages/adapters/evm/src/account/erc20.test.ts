import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { transferCallData } from './erc20.js'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('transferCallData', () => {
  it("encodes what viem encodes for ERC-20's transfer", () => {
    for (const amount of [0n, 1n, 1_500_000n, 2n ** 256n - 1n]) {
      expect(transferCallData(to, amount)).toBe(
        encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
      )
    }
  })

  it('refuses a receiver that is not an address, and a negative amount', () => {
    expect(() => transferCallData('0x123', 1n)).toThrow('Invalid address')
    expect(() => transferCallData(to, -1n)).toThrow(RangeError)
  })
})
