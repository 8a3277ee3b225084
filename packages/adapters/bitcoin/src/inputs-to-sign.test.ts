import { RpcError } from '@appkit/common'
import type { WalletAccount } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { inputsToSign } from './inputs-to-sign.js'

const accounts = new Map(['a', 'b'].map((address) => [address, { address } as WalletAccount]))
const accountOf = (address: string) => {
  const found = accounts.get(address)
  if (!found) throw new Error(`unknown ${address}`)
  return found
}

describe('inputsToSign', () => {
  it('groups the inputs by account and sighash, in the order they first appear', () => {
    const groups = inputsToSign(
      [
        { address: 'b', index: 2 },
        { address: 'a', index: 0 },
        { address: 'b', index: 1 },
        { address: 'a', index: 3, sighashTypes: [1] },
      ],
      accountOf,
    )
    expect(groups).toEqual([
      { account: accounts.get('b'), signingIndexes: [2, 1] },
      { account: accounts.get('a'), signingIndexes: [0] },
      { account: accounts.get('a'), signingIndexes: [3], sigHash: 1 },
    ])
  })

  it('refuses no inputs, a missing address and an index that is not one, before the wallet is asked', () => {
    expect(() => inputsToSign([], accountOf)).toThrow(RpcError)
    expect(() => inputsToSign([{ index: 0 } as never], accountOf)).toThrow(RpcError)
    expect(() => inputsToSign([{ address: 'a', index: -1 }], accountOf)).toThrow(RpcError)
    expect(() => inputsToSign([{ address: 'a', index: 1.5 }], accountOf)).toThrow(RpcError)
    expect(() => inputsToSign([{ address: 'c', index: 0 }], accountOf)).toThrow('unknown c')
  })
})
