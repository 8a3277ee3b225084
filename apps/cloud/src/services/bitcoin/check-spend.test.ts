import { Transaction } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { type Coin, spend, spendByHand, testWallet } from './bitcoin.test-helper.js'
import { checkSpend, minimumFee } from './check-spend.js'
import { TransactionRejectedError } from './tx-rejection.js'
import type { SpentOutput } from './verify-input.js'

const alice = testWallet('check-spend/alice')
const bob = testWallet('check-spend/bob')
const TXID = 'aa'.repeat(32)

const coin = (kind: Coin['kind'], value = 100_000n, vout = 0, owner = alice): Coin => ({
  txid: TXID,
  vout,
  value,
  owner,
  kind,
})
const spentBy = (coins: readonly Coin[]): SpentOutput[] =>
  coins.map((c) => ({ script: c.owner[c.kind].script, value: c.value }))

function rejection(run: () => unknown): TransactionRejectedError {
  try {
    run()
  } catch (error) {
    if (error instanceof TransactionRejectedError) return error
    throw error
  }
  throw new Error('not rejected')
}

describe('checkSpend', () => {
  it('accepts PSBT-signed P2WPKH, P2SH-P2WPKH and P2TR key-path spends and answers the fee', () => {
    const coins = [coin('p2wpkh', 100_000n, 0), coin('p2tr', 50_000n, 1), coin('p2shP2wpkh', 30_000n, 2)]
    const tx = spend(coins, [{ address: bob.p2wpkh.address, value: 179_000n }])
    expect(checkSpend(tx, spentBy(coins))).toBe(1000n)
  })

  it('accepts a Taproot signature with an explicit SIGHASH_ALL', () => {
    const coins = [coin('p2tr')]
    const tx = spend(coins, [{ address: bob.p2tr.address, value: 99_000n }], { sighashAll: true })
    expect(tx.ins[0]!.witness[0]).toHaveLength(65)
    expect(checkSpend(tx, spentBy(coins))).toBe(1000n)
  })

  it.each(['p2wpkh', 'p2shP2wpkh', 'p2tr'] as const)('refuses a %s input signed by another key', (kind) => {
    const coins = [coin(kind)]
    const tx = spendByHand(coins, [{ address: bob.p2wpkh.address, value: 99_000n }], [bob])
    const error = rejection(() => checkSpend(tx, spentBy(coins)))
    expect(error).toMatchObject({ code: -26, reason: 'mandatory-script-verify-flag-failed' })
    expect(error.message).toMatch(
      /^mandatory-script-verify-flag-failed \(input 0: the (ECDSA|Schnorr) signature/,
    )
  })

  it.each(['p2wpkh', 'p2shP2wpkh', 'p2tr'] as const)(
    'refuses a %s spend tampered with after signing',
    (kind) => {
      const coins = [coin(kind)]
      const tx = spend(coins, [{ address: bob.p2wpkh.address, value: 99_000n }])
      tx.outs[0]!.value = 98_000n
      expect(rejection(() => checkSpend(tx, spentBy(coins))).reason).toBe(
        'mandatory-script-verify-flag-failed',
      )
    },
  )

  it('refuses a P2WPKH witness whose public key is not the one paid', () => {
    const coins = [coin('p2wpkh')]
    const tx = spend(coins, [{ address: bob.p2wpkh.address, value: 99_000n }])
    tx.setWitness(0, [tx.ins[0]!.witness[0]!, bob.key.publicKey])
    expect(rejection(() => checkSpend(tx, spentBy(coins))).message).toBe(
      'mandatory-script-verify-flag-failed (input 0: the public key is not the one the output pays to)',
    )
  })

  it('refuses an output sum above the inputs, saying both in BTC', () => {
    const coins = [coin('p2wpkh', 100_000n)]
    const tx = spendByHand(coins, [{ address: bob.p2wpkh.address, value: 150_000n }])
    const error = rejection(() => checkSpend(tx, spentBy(coins)))
    expect(error).toMatchObject({ code: -26, reason: 'bad-txns-in-belowout' })
    expect(error.message).toBe('bad-txns-in-belowout, value in (0.001) < value out (0.0015)')
  })

  it('refuses a fee below the minimum relay fee of 1 sat/vB', () => {
    const coins = [coin('p2wpkh', 100_000n)]
    const tx = spend(coins, [{ address: bob.p2wpkh.address, value: 99_950n }])
    const minimum = minimumFee(tx.virtualSize())
    expect(minimum).toBe(BigInt(tx.virtualSize()))
    expect(rejection(() => checkSpend(tx, spentBy(coins))).message).toBe(
      `min relay fee not met, 50 < ${minimum}`,
    )
    // Exactly the minimum is enough.
    const exact = spend(coins, [{ address: bob.p2wpkh.address, value: 100_000n - minimum }])
    expect(checkSpend(exact, spentBy(coins))).toBe(minimum)
  })

  it('refuses outputs it does not check rather than waving them through', () => {
    const p2pkh = Uint8Array.from(Buffer.from(`76a914${'11'.repeat(20)}88ac`, 'hex'))
    const tx = spend([coin('p2wpkh')], [{ address: bob.p2wpkh.address, value: 99_000n }])
    expect(rejection(() => checkSpend(tx, [{ script: p2pkh, value: 100_000n }])).message).toBe(
      'bad-txns-nonstandard-inputs (input 0: it spends a p2pkh output; this test chain checks only P2WPKH, P2SH-P2WPKH and P2TR key-path spends)',
    )
  })

  it('refuses Taproot script paths, annexes and other sighash types', () => {
    const coins = [coin('p2tr')]
    const tx = spend(coins, [{ address: bob.p2tr.address, value: 99_000n }])
    const signature = tx.ins[0]!.witness[0]!
    const withWitness = (witness: Uint8Array[]) => {
      const copy = tx.clone()
      copy.setWitness(0, witness)
      return rejection(() => checkSpend(copy, spentBy(coins))).message
    }
    expect(withWitness([signature, Uint8Array.of(0x51), Uint8Array.of(0xc0)])).toContain(
      'script-path spends are not supported',
    )
    expect(withWitness([signature, Uint8Array.of(0x50)])).toContain('a Taproot annex is not supported')
    expect(withWitness([Uint8Array.from([...signature, Transaction.SIGHASH_NONE])])).toContain(
      'sighash type 0x02 is not supported',
    )
    expect(withWitness([Uint8Array.from([...signature, 0])])).toContain(
      'explicit SIGHASH_DEFAULT byte is invalid',
    )
    expect(withWitness([signature.subarray(0, 63)])).toContain('64 or 65 bytes, not 63')
  })

  it('refuses a witness spend with a scriptSig', () => {
    const coins = [coin('p2wpkh')]
    const tx = spend(coins, [{ address: bob.p2wpkh.address, value: 99_000n }])
    tx.setInputScript(0, Uint8Array.of(0x51))
    expect(rejection(() => checkSpend(tx, spentBy(coins))).message).toContain('needs an empty scriptSig')
  })
})
