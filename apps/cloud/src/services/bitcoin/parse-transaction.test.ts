import { describe, expect, it } from 'vitest'
import { type Coin, spend, spendByHand, testWallet } from './bitcoin.test-helper.js'
import { fundingTransaction } from './funding-transaction.js'
import { MAX_MONEY_SATS } from './lab-chain.js'
import { inputOutpoints, outpointText, parseTransaction } from './parse-transaction.js'
import { TransactionRejectedError } from './tx-rejection.js'

const alice = testWallet('parse/alice')
const coin = (vout: number): Coin => ({
  txid: 'cc'.repeat(32),
  vout,
  value: 10_000n,
  owner: alice,
  kind: 'p2wpkh',
})
const pay = [{ address: alice.p2tr.address, value: 9_000n }]

function refusal(hex: string): { code: number; reason: string; message: string } {
  try {
    parseTransaction(hex)
  } catch (error) {
    if (error instanceof TransactionRejectedError) {
      return { code: error.code, reason: error.reason, message: error.message }
    }
    throw error
  }
  throw new Error('not refused')
}

describe('parseTransaction', () => {
  it('decodes a signed transaction and lists what it spends', () => {
    const tx = spend([coin(0), coin(3)], pay)
    const parsed = parseTransaction(tx.toHex())
    expect(parsed.getId()).toBe(tx.getId())
    expect(inputOutpoints(parsed).map(outpointText)).toEqual([`${'cc'.repeat(32)}:0`, `${'cc'.repeat(32)}:3`])
  })

  it('refuses bytes that are not a transaction (-22)', () => {
    expect(refusal('abc')).toMatchObject({
      code: -22,
      message: 'TX decode failed (not an even number of hex digits)',
    })
    expect(refusal('zz')).toMatchObject({ code: -22 })
    expect(refusal('')).toMatchObject({ code: -22, message: 'TX decode failed (empty)' })
    expect(refusal(`${spend([coin(0)], pay).toHex()}00`)).toMatchObject({ code: -22 })
  })

  it('refuses one outpoint spent twice in one transaction', () => {
    const tx = spendByHand([coin(1), coin(1)], pay)
    expect(refusal(tx.toHex())).toEqual({
      code: -26,
      reason: 'bad-txns-inputs-duplicate',
      message: `bad-txns-inputs-duplicate (${'cc'.repeat(32)}:1 is spent twice)`,
    })
  })

  it('refuses a coinbase, which only a block may hold', () => {
    const coinbase = fundingTransaction(5, [{ script: alice.p2wpkh.script, value: 1n }])
    expect(refusal(coinbase.toHex()).reason).toBe('coinbase')
  })

  it('refuses a transaction without outputs, or paying more than all bitcoins', () => {
    expect(refusal(spendByHand([coin(0)], []).toHex()).reason).toBe('bad-txns-vout-empty')
    const huge = spendByHand([coin(0)], [{ address: alice.p2tr.address, value: MAX_MONEY_SATS + 1n }])
    expect(refusal(huge.toHex()).reason).toBe('bad-txns-vout-toolarge')
    const twice = spendByHand(
      [coin(0)],
      [
        { address: alice.p2tr.address, value: MAX_MONEY_SATS },
        { address: alice.p2tr.address, value: 1n },
      ],
    )
    expect(refusal(twice.toHex()).reason).toBe('bad-txns-txouttotal-toolarge')
  })
})
