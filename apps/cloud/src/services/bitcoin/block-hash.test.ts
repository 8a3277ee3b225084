import { Block } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { blockHash, merkleRoot } from './block-hash.js'
import { fundingTransaction } from './funding-transaction.js'
import { idToHash } from './hex.js'
import { REGTEST_BITS, REGTEST_GENESIS } from './lab-chain.js'

const script = Uint8Array.of(0x6a)
const txs = [1, 2, 3].map((height) => fundingTransaction(height, [{ script, value: BigInt(height) }]))

describe('merkleRoot', () => {
  it('agrees with bitcoinjs-lib for one, two and three transactions (the odd one paired with itself)', () => {
    for (const count of [1, 2, 3]) {
      const some = txs.slice(0, count)
      expect(merkleRoot(some.map((tx) => tx.getId()))).toEqual(Block.calculateMerkleRoot(some))
    }
  })

  it('is 32 zero bytes for a block without transactions', () => {
    expect(merkleRoot([])).toEqual(new Uint8Array(32))
  })
})

describe('blockHash', () => {
  it('is the hash of the header bitcoinjs-lib would write for the same fields', () => {
    const root = merkleRoot(txs.map((tx) => tx.getId()))
    const block = new Block()
    block.version = 0x20000000
    block.prevHash = idToHash(REGTEST_GENESIS.hash)
    block.merkleRoot = root
    block.timestamp = 1_700_000_000
    block.bits = REGTEST_BITS
    block.nonce = 1
    expect(
      blockHash({ prevHash: REGTEST_GENESIS.hash, merkleRoot: root, time: 1_700_000_000, height: 1 }),
    ).toBe(block.getId())
  })

  it('differs by height, so empty blocks mined in one second still differ', () => {
    const fields = { prevHash: REGTEST_GENESIS.hash, merkleRoot: merkleRoot([]), time: 5 }
    expect(blockHash({ ...fields, height: 1 })).not.toBe(blockHash({ ...fields, height: 2 }))
  })
})
