import { BITCOIN_TEST_ACCOUNTS } from '@appkit/testing'
import { Psbt, payments } from 'bitcoinjs-lib'
import { beforeAll, expect, it } from 'vitest'
import { describeOnEngines } from '../../db/engines.test-helper.js'
import {
  type Coin,
  spend,
  spendByHand,
  type TestWallet,
  testWallet,
  walletOfKey,
} from './bitcoin.test-helper.js'
import { fromHex } from './hex.js'
import { BITCOIN_LAB_NETWORK } from './lab-chain.js'
import { type BitcoinLedger, startBitcoinLedger } from './ledger.js'
import { readTransaction } from './transaction-store.js'
import { TransactionRejectedError } from './tx-rejection.js'

const alice = testWallet('accept/alice')
const bob = testWallet('accept/bob')
/** The lab's Bitcoin test wallet, paying from its nested SegWit address as Xverse does. */
const nestedPayer = walletOfKey(fromHex(BITCOIN_TEST_ACCOUNTS[0].privateKey)!)

async function refusal(promise: Promise<unknown>): Promise<TransactionRejectedError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (error instanceof TransactionRejectedError) return error
  throw error ?? new Error('not refused')
}

describeOnEngines('acceptTransaction', (db) => {
  let ledger: BitcoinLedger

  beforeAll(async () => {
    ledger = await startBitcoinLedger({ db: db(), now: () => 1_700_000_000_000 })
  })

  /** A fresh confirmed coin for one test, so the tests share nothing. */
  async function fundedCoin(owner: TestWallet, kind: Coin['kind'], sats = 100_000): Promise<Coin> {
    const { txid, vout } = await ledger.fund({ address: owner[kind].address, sats })
    return { txid, vout, value: BigInt(sats), owner, kind }
  }

  async function spender(outpoint: Coin): Promise<string | null> {
    const [row] = await db().query<{ spent_by: string | null }>(
      'SELECT spent_by FROM bitcoin_outputs WHERE txid = $1 AND vout = $2',
      [outpoint.txid, outpoint.vout],
    )
    return row!.spent_by
  }

  it('accepts PSBT-signed P2WPKH and P2TR spends into the mempool with their fee', async () => {
    const coins = [await fundedCoin(alice, 'p2wpkh'), await fundedCoin(alice, 'p2tr', 50_000)]
    const tx = spend(coins, [
      { address: bob.p2wpkh.address, value: 120_000n },
      { address: alice.p2tr.address, value: 29_000n },
    ])
    expect(await ledger.broadcast(tx.toHex())).toBe(tx.getId())
    expect(await readTransaction(db(), tx.getId())).toEqual({
      txid: tx.getId(),
      rawHex: tx.toHex(),
      fee: 1000n,
      block: null,
    })
    expect(await spender(coins[0]!)).toBe(tx.getId())
    expect(await spender(coins[1]!)).toBe(tx.getId())
  })

  it('accepts a P2SH-P2WPKH spend as a wallet signs it, then a spend of its change to the 2… address', async () => {
    const coin = await fundedCoin(nestedPayer, 'p2shP2wpkh')
    expect(nestedPayer.p2shP2wpkh.address).toMatch(/^2/)
    const tx = spend(
      [coin],
      [
        { address: bob.p2wpkh.address, value: 60_000n },
        { address: nestedPayer.p2shP2wpkh.address, value: 39_000n },
      ],
    )
    expect(await ledger.broadcast(tx.toHex())).toBe(tx.getId())
    expect(await readTransaction(db(), tx.getId())).toMatchObject({ fee: 1000n, block: null })
    expect(await spender(coin)).toBe(tx.getId())

    const change: Coin = { txid: tx.getId(), vout: 1, value: 39_000n, owner: nestedPayer, kind: 'p2shP2wpkh' }
    const next = spend([change], [{ address: alice.p2tr.address, value: 38_000n }])
    expect(await ledger.broadcast(next.toHex())).toBe(next.getId())
  })

  it('refuses a P2SH-P2WPKH signature over another amount, and a P2SH output wrapping multisig', async () => {
    const coin = await fundedCoin(nestedPayer, 'p2shP2wpkh')
    const misvalued = spend(
      [{ ...coin, value: coin.value + 1n }],
      [{ address: bob.p2wpkh.address, value: 99_000n }],
    )
    expect(await refusal(ledger.broadcast(misvalued.toHex()))).toMatchObject({
      code: -26,
      reason: 'mandatory-script-verify-flag-failed',
      message:
        'mandatory-script-verify-flag-failed (input 0: the ECDSA signature does not match this transaction, the key and the amount)',
    })
    expect(await spender(coin)).toBeNull()

    const multisig = payments.p2sh({
      redeem: payments.p2ms({ m: 1, pubkeys: [nestedPayer.key.publicKey], network: BITCOIN_LAB_NETWORK }),
      network: BITCOIN_LAB_NETWORK,
    })
    const funding = await ledger.fund({ address: multisig.address!, sats: 100_000 })
    const psbt = new Psbt({ network: BITCOIN_LAB_NETWORK })
    psbt.addInput({
      hash: funding.txid,
      index: funding.vout,
      nonWitnessUtxo: fromHex((await readTransaction(db(), funding.txid))!.rawHex)!,
      redeemScript: multisig.redeem!.output!,
    })
    psbt.addOutput({ address: bob.p2wpkh.address, value: 99_000n })
    psbt.signInput(0, nestedPayer.key)
    psbt.finalizeAllInputs()
    expect(await refusal(ledger.broadcast(psbt.extractTransaction().toHex()))).toMatchObject({
      code: -26,
      reason: 'bad-txns-nonstandard-inputs',
      message:
        'bad-txns-nonstandard-inputs (input 0: it spends a P2SH output wrapping a custom redeem script (multisig or other); this test chain checks only P2WPKH, P2SH-P2WPKH and P2TR key-path spends)',
    })
  })

  it('accepts a spend of an unconfirmed output (a chain of mempool transactions)', async () => {
    const parent = spend([await fundedCoin(alice, 'p2wpkh')], [{ address: bob.p2tr.address, value: 99_000n }])
    await ledger.broadcast(parent.toHex())
    const unconfirmed: Coin = { txid: parent.getId(), vout: 0, value: 99_000n, owner: bob, kind: 'p2tr' }
    const child = spend([unconfirmed], [{ address: alice.p2wpkh.address, value: 98_000n }])
    expect(await ledger.broadcast(child.toHex())).toBe(child.getId())
  })

  it('refuses a double spend across two transactions: a conflict in the mempool, gone once mined', async () => {
    const coin = await fundedCoin(alice, 'p2wpkh')
    const first = spend([coin], [{ address: bob.p2wpkh.address, value: 99_000n }])
    const second = spend([coin], [{ address: alice.p2tr.address, value: 99_500n }])
    await ledger.broadcast(first.toHex())

    const conflict = await refusal(ledger.broadcast(second.toHex()))
    expect(conflict).toMatchObject({ code: -26, reason: 'txn-mempool-conflict' })
    expect(conflict.message).toBe(
      `txn-mempool-conflict (${coin.txid}:0 is already spent by ${first.getId()}, still unconfirmed)`,
    )
    await ledger.mine(1)
    const gone = await refusal(ledger.broadcast(second.toHex()))
    expect(gone).toMatchObject({ code: -25, reason: 'bad-txns-inputs-missingorspent' })
    expect(await readTransaction(db(), second.getId())).toBeUndefined()
  })

  it('lets exactly one of two concurrent spenders of an output in', async () => {
    const coins = await Promise.all([1, 2, 3].map(() => fundedCoin(alice, 'p2tr')))
    for (const coin of coins) {
      const rivals = [bob.p2wpkh.address, bob.p2tr.address, alice.p2wpkh.address].map((address) =>
        spend([coin], [{ address, value: 99_000n }]),
      )
      const outcomes = await Promise.allSettled(rivals.map((tx) => ledger.broadcast(tx.toHex())))
      const winners = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []))
      expect(winners).toHaveLength(1)
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') {
          expect(outcome.reason).toBeInstanceOf(TransactionRejectedError)
          expect(outcome.reason.reason).toBe('txn-mempool-conflict')
        }
      }
      expect(await spender(coin)).toBe(winners[0])
      const stored = await Promise.all(rivals.map((tx) => readTransaction(db(), tx.getId())))
      expect(stored.filter(Boolean)).toHaveLength(1)
    }
  })

  it('refuses one outpoint spent twice within a transaction', async () => {
    const coin = await fundedCoin(alice, 'p2wpkh')
    const tx = spendByHand([coin, coin], [{ address: bob.p2wpkh.address, value: 150_000n }])
    expect(await refusal(ledger.broadcast(tx.toHex()))).toMatchObject({ reason: 'bad-txns-inputs-duplicate' })
    expect(await spender(coin)).toBeNull()
  })

  it('refuses a bad signature and writes nothing', async () => {
    const coin = await fundedCoin(alice, 'p2tr')
    const forged = spendByHand([coin], [{ address: bob.p2tr.address, value: 99_000n }], [bob])
    const error = await refusal(ledger.broadcast(forged.toHex()))
    expect(error).toMatchObject({ code: -26, reason: 'mandatory-script-verify-flag-failed' })
    const tampered = spend([coin], [{ address: bob.p2tr.address, value: 99_000n }])
    tampered.outs[0]!.value = 90_000n
    expect(await refusal(ledger.broadcast(tampered.toHex()))).toMatchObject({
      reason: 'mandatory-script-verify-flag-failed',
    })
    expect(await spender(coin)).toBeNull()
  })

  it('refuses an output sum above the inputs, and a fee below the minimum', async () => {
    const coin = await fundedCoin(alice, 'p2wpkh')
    const above = spendByHand([coin], [{ address: bob.p2wpkh.address, value: 100_001n }])
    expect((await refusal(ledger.broadcast(above.toHex()))).message).toBe(
      'bad-txns-in-belowout, value in (0.001) < value out (0.00100001)',
    )
    const cheap = spend([coin], [{ address: bob.p2wpkh.address, value: 99_990n }])
    expect((await refusal(ledger.broadcast(cheap.toHex()))).message).toMatch(
      /^min relay fee not met, 10 < \d+$/,
    )
    expect(await spender(coin)).toBeNull()
  })

  it('refuses an input whose output does not exist (-25)', async () => {
    const unknown: Coin = { txid: 'dd'.repeat(32), vout: 7, value: 100_000n, owner: alice, kind: 'p2wpkh' }
    const tx = spend([unknown], [{ address: bob.p2wpkh.address, value: 99_000n }])
    const error = await refusal(ledger.broadcast(tx.toHex()))
    expect(error).toMatchObject({ code: -25, reason: 'bad-txns-inputs-missingorspent' })
    expect(error.message).toBe(
      `bad-txns-inputs-missingorspent (${'dd'.repeat(32)}:7: unknown or already spent)`,
    )
  })

  it('answers the txid again for a transaction it holds, and -27 once it is confirmed', async () => {
    const tx = spend([await fundedCoin(bob, 'p2wpkh')], [{ address: alice.p2wpkh.address, value: 99_000n }])
    const twice = await Promise.all([ledger.broadcast(tx.toHex()), ledger.broadcast(tx.toHex())])
    expect(twice).toEqual([tx.getId(), tx.getId()])
    expect(await ledger.broadcast(tx.toHex())).toBe(tx.getId())
    await ledger.mine(1)
    expect(await refusal(ledger.broadcast(tx.toHex()))).toMatchObject({
      code: -27,
      message: 'Transaction already in block chain',
    })
  })
})
