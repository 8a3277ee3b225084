import { beforeAll, describe, expect, it } from 'vitest'
import { describeOnEngines } from '../../db/engines.test-helper.js'
import { readAddressStats, readAddressTransactions, readAddressUtxos } from './address-queries.js'
import { spend, testWallet } from './bitcoin.test-helper.js'
import { blockHash, merkleRoot } from './block-hash.js'
import { readBlockAt, readTip } from './chain-store.js'
import { InvalidFundingError } from './funding.js'
import { REGTEST_GENESIS } from './lab-chain.js'
import { type BitcoinLedger, startBitcoinLedger } from './ledger.js'
import { InvalidMineRequestError } from './mine.js'
import { readMempoolTxids, readTransaction } from './transaction-store.js'

const alice = testWallet('ledger/alice')
const bob = testWallet('ledger/bob')
const carol = testWallet('ledger/carol')
const START_MS = 1_700_000_000_000

describeOnEngines('the Bitcoin ledger', (db) => {
  let ledger: BitcoinLedger
  let clock = START_MS

  beforeAll(async () => {
    ledger = await startBitcoinLedger({
      db: db(),
      fund: [
        { address: alice.p2wpkh.address, sats: 100_000_000n },
        // Any case of a bech32 address is the same account.
        { address: alice.p2tr.address.toUpperCase(), sats: 5_000 },
      ],
      now: () => clock,
    })
  })

  describe('at start', () => {
    it('has regtest’s genesis at height 0 and the funding in block 1, paid in order', async () => {
      expect(await readBlockAt(db(), 0)).toEqual({
        height: 0,
        hash: REGTEST_GENESIS.hash,
        time: REGTEST_GENESIS.time,
      })
      const block1 = await readBlockAt(db(), 1)
      const [funding] = await db().query<{ txid: string }>(
        'SELECT txid FROM bitcoin_transactions WHERE block_height = 1',
      )
      expect(block1).toEqual({
        height: 1,
        time: START_MS / 1000,
        hash: blockHash({
          prevHash: REGTEST_GENESIS.hash,
          merkleRoot: merkleRoot([funding!.txid]),
          time: START_MS / 1000,
          height: 1,
        }),
      })
      expect(await readAddressUtxos(db(), alice.p2wpkh.address)).toEqual([
        { txid: funding!.txid, vout: 0, value: 100_000_000n, block: block1 },
      ])
      expect(await readAddressUtxos(db(), alice.p2tr.address)).toEqual([
        { txid: funding!.txid, vout: 1, value: 5000n, block: block1 },
      ])
    })

    it('funds nothing again when it starts on a ledger that has blocks', async () => {
      await startBitcoinLedger({
        db: db(),
        fund: [{ address: bob.p2wpkh.address, sats: 1 }],
        now: () => clock,
      })
      expect(await readAddressUtxos(db(), bob.p2wpkh.address)).toEqual([])
      expect((await readTip(db()))!.height).toBe(1)
    })

    it('refuses a funding list with a bad entry before writing anything', async () => {
      const start = startBitcoinLedger({
        db: db(),
        fund: [{ address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', sats: 1 }],
      })
      await expect(start).rejects.toThrow(InvalidFundingError)
      await expect(start).rejects.toThrow('is not a regtest address')
    })
  })

  describe('fund and mine', () => {
    it('funds an address in a block of its own and leaves the mempool as it was', async () => {
      const pending = spend(
        [
          {
            ...(await ledger.fund({ address: carol.p2wpkh.address, sats: 20_000 })),
            value: 20_000n,
            owner: carol,
            kind: 'p2wpkh',
          },
        ],
        [{ address: bob.p2tr.address, value: 19_000n }],
      )
      await ledger.broadcast(pending.toHex())
      clock += 60_000
      const tip = (await readTip(db()))!
      const funding = await ledger.fund({ address: bob.p2wpkh.address, sats: 70_000 })
      expect(funding.block).toMatchObject({ height: tip.height + 1, time: clock / 1000 })
      expect((await readTransaction(db(), funding.txid))?.block).toEqual(funding.block)
      expect(await readMempoolTxids(db())).toEqual([pending.getId()])
    })

    it('mines blocks on the tip, the first confirming the whole mempool', async () => {
      const before = (await readTip(db()))!
      const mempool = await readMempoolTxids(db())
      expect(mempool.length).toBeGreaterThan(0)
      clock += 1000
      const blocks = await ledger.mine(3)
      expect(blocks.map((block) => block.height)).toEqual([1, 2, 3].map((n) => before.height + n))
      expect(blocks[0]!.hash).toBe(
        blockHash({
          prevHash: before.hash,
          merkleRoot: merkleRoot(mempool),
          time: clock / 1000,
          height: before.height + 1,
        }),
      )
      expect(blocks[1]!.hash).toBe(
        blockHash({
          prevHash: blocks[0]!.hash,
          merkleRoot: merkleRoot([]),
          time: clock / 1000,
          height: before.height + 2,
        }),
      )
      expect(await readMempoolTxids(db())).toEqual([])
      for (const txid of mempool) expect((await readTransaction(db(), txid))?.block).toEqual(blocks[0])
      expect(await readTip(db())).toEqual(blocks[2])
    })

    it('never dates a block before the previous one, whatever the clock says', async () => {
      const tip = (await readTip(db()))!
      clock -= 3_600_000
      const [block] = await ledger.mine(1)
      expect(block!.time).toBe(tip.time)
      clock += 3_600_000
    })

    it('gives concurrent fundings and mines one height each', async () => {
      const tip = (await readTip(db()))!
      const made = await Promise.all([
        ...[1, 2, 3].map((sats) =>
          ledger.fund({ address: carol.p2tr.address, sats }).then((f) => f.block.height),
        ),
        ledger.mine(2).then((blocks) => blocks.map((block) => block.height)),
      ])
      expect(made.flat().sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5].map((n) => tip.height + n))
    })

    it.each([0, -1, 1.5, 1001, '2'])('refuses to mine %o blocks', async (count) => {
      await expect(ledger.mine(count as number)).rejects.toThrow(InvalidMineRequestError)
    })

    it.each([
      [alice.p2wpkh.address, 0, 'Invalid sats'],
      [alice.p2wpkh.address, 2_100_000_000_000_001n, 'Invalid sats'],
      [alice.p2wpkh.address, 1.5, 'Invalid sats'],
      ['bcrt1qnotanaddress', 1, 'Invalid address'],
      ['', 1, 'Invalid address'],
    ])('refuses to fund %s with %s sats', async (address, sats, message) => {
      const refused = ledger.fund({ address, sats })
      await expect(refused).rejects.toBeInstanceOf(InvalidFundingError)
      await expect(refused).rejects.toThrow(message)
    })
  })

  describe('an address, as Esplora counts it', () => {
    it('counts funded and spent outputs, confirmed and unconfirmed, and lists its transactions', async () => {
      const dave = testWallet('ledger/dave')
      const funding = await ledger.fund({ address: dave.p2tr.address, sats: 50_000 })
      const empty = {
        funded_txo_count: 0,
        funded_txo_sum: 0,
        spent_txo_count: 0,
        spent_txo_sum: 0,
        tx_count: 0,
      }
      expect(await readAddressStats(db(), dave.p2tr.address)).toEqual({
        chain: { ...empty, funded_txo_count: 1, funded_txo_sum: 50_000, tx_count: 1 },
        mempool: empty,
      })

      const payment = spend(
        [{ txid: funding.txid, vout: 0, value: 50_000n, owner: dave, kind: 'p2tr' }],
        [
          { address: bob.p2wpkh.address, value: 30_000n },
          { address: dave.p2tr.address, value: 19_000n },
        ],
      )
      await ledger.broadcast(payment.toHex())
      expect(await readAddressStats(db(), dave.p2tr.address)).toEqual({
        chain: { ...empty, funded_txo_count: 1, funded_txo_sum: 50_000, tx_count: 1 },
        mempool: {
          funded_txo_count: 1,
          funded_txo_sum: 19_000,
          spent_txo_count: 1,
          spent_txo_sum: 50_000,
          tx_count: 1,
        },
      })
      expect(await readAddressUtxos(db(), dave.p2tr.address)).toEqual([
        { txid: payment.getId(), vout: 1, value: 19_000n, block: null },
      ])
      expect((await readAddressTransactions(db(), dave.p2tr.address)).map((tx) => tx.txid)).toEqual([
        payment.getId(),
        funding.txid,
      ])

      const [block] = await ledger.mine(1)
      expect(await readAddressStats(db(), dave.p2tr.address)).toEqual({
        chain: {
          funded_txo_count: 2,
          funded_txo_sum: 69_000,
          spent_txo_count: 1,
          spent_txo_sum: 50_000,
          tx_count: 2,
        },
        mempool: empty,
      })
      expect(await readAddressUtxos(db(), dave.p2tr.address)).toEqual([
        { txid: payment.getId(), vout: 1, value: 19_000n, block },
      ])
    })
  })
})
