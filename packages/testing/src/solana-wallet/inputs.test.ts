import { address, getTransactionDecoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { SOLANA_TEST_ACCOUNTS } from '../solana-test-accounts.js'
import { memoTransaction } from '../test-utils/solana-transaction.js'
import { solanaContextForTest } from '../test-utils/solana-wallet.js'
import { decodeTransaction, requireBytes, requireOtherSignatures, requireOwnAccount } from './inputs.js'

const ours = { address: address(SOLANA_TEST_ACCOUNTS[0].address) }
const other = { address: address(SOLANA_TEST_ACCOUNTS[1].address) }

describe('requireOwnAccount', () => {
  it("lets the connected dapp use the wallet's account", async () => {
    const ctx = await solanaContextForTest()
    expect(() => requireOwnAccount(ctx, ctx.account)).not.toThrow()
  })

  it('refuses before the dapp connects, and for another account', async () => {
    const disconnected = await solanaContextForTest({ dapp: 'new' })
    expect(() => requireOwnAccount(disconnected, disconnected.account)).toThrow(
      expect.objectContaining({ code: 4100, message: expect.stringContaining('the dapp is not connected') }),
    )
    const ctx = await solanaContextForTest()
    expect(() => requireOwnAccount(ctx, { address: other.address })).toThrow(
      `this wallet holds ${ours.address}, not "${other.address}".`,
    )
    expect(() => requireOwnAccount(ctx, undefined)).toThrow('not undefined')
  })
})

describe('requireBytes', () => {
  it('takes a Uint8Array and names what else it got', () => {
    const bytes = new Uint8Array([1])
    expect(requireBytes(bytes, 'the message')).toBe(bytes)
    expect(() => requireBytes('hello', 'the message')).toThrow(
      'Invalid input: the message must be a Uint8Array, got a string.',
    )
    expect(() => requireBytes([1, 2], 'the message')).toThrow('got an array.')
    expect(() => requireBytes(new ArrayBuffer(2), 'the message')).toThrow('got a ArrayBuffer.')
    expect(() => requireBytes(null, 'the message')).toThrow('got null.')
  })
})

describe('decodeTransaction', () => {
  it("decodes a transaction that asks for the wallet's signature", () => {
    const transaction = decodeTransaction(memoTransaction(ours.address), ours.address)
    expect(Object.keys(transaction.signatures)).toEqual([ours.address])
  })

  it('says when the bytes are not a transaction', () => {
    for (const bytes of [new Uint8Array(), new Uint8Array([1, 2, 3])]) {
      expect(() => decodeTransaction(bytes, ours.address)).toThrow(
        expect.objectContaining({
          code: -32602,
          message: expect.stringContaining('Invalid input: the transaction could not be decoded ('),
        }),
      )
    }
    expect(() => decodeTransaction('AQID', ours.address)).toThrow('the transaction must be a Uint8Array')
  })

  it('says when the transaction does not need this wallet', () => {
    expect(() => decodeTransaction(memoTransaction(other.address), ours.address)).toThrow(
      `the transaction does not ask for a signature from ${ours.address}.`,
    )
  })
})

describe('requireOtherSignatures', () => {
  it('passes when only the wallet has yet to sign, and names the other signers otherwise', () => {
    const alone = getTransactionDecoder().decode(memoTransaction(ours.address))
    expect(() => requireOtherSignatures(alone, ours.address)).not.toThrow()
    const shared = getTransactionDecoder().decode(memoTransaction(ours.address, [other.address]))
    expect(() => requireOtherSignatures(shared, ours.address)).toThrow(
      `the transaction also needs signatures from ${other.address}.`,
    )
  })
})
