import { describe, expect, it } from 'vitest'
import type { ChainBlock, RpcLog, RpcReceipt, RpcTransaction } from './chain-data.js'
import { extractActivity, TRANSFER_TOPIC } from './extract-activity.js'

const ALICE = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const BOB = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const TOKEN = '0x700b6a60ce7eaaea56f065753d8dcb9653dbad35'
const ZERO = `0x${'0'.repeat(40)}`

const topic = (address: string) => `0x${address.slice(2).padStart(64, '0')}`
const amount = (value: bigint) => `0x${value.toString(16).padStart(64, '0')}`

function tx(index: number, fields: Partial<RpcTransaction> = {}): RpcTransaction {
  return {
    hash: `0x${String(index).repeat(64).slice(0, 64)}`,
    from: ALICE,
    to: BOB,
    value: '0x0',
    nonce: `0x${index.toString(16)}`,
    transactionIndex: `0x${index.toString(16)}`,
    ...fields,
  }
}

function receipt(transaction: RpcTransaction, fields: Partial<RpcReceipt> = {}): RpcReceipt {
  return { transactionHash: transaction.hash, status: '0x1', contractAddress: null, logs: [], ...fields }
}

function transferLog(from: string, to: string, value: bigint, logIndex: number, extraTopic?: string): RpcLog {
  return {
    address: TOKEN.toUpperCase().replace('0X', '0x'),
    topics: [TRANSFER_TOPIC, topic(from), topic(to), ...(extraTopic ? [extraTopic] : [])],
    data: extraTopic ? '0x' : amount(value),
    logIndex: `0x${logIndex.toString(16)}`,
  }
}

function block(pairs: [RpcTransaction, RpcReceipt][]): ChainBlock {
  return {
    block: {
      number: '0x7',
      hash: '0xBLOCK',
      parentHash: '0xparent',
      timestamp: '0x6b043967',
      transactions: pairs.map(([transaction]) => transaction),
    },
    receipts: pairs.map(([, r]) => r),
  }
}

describe('extractActivity', () => {
  it('records a native transfer with the block, its time, nonce and status', () => {
    const send = tx(1, { value: '0xde0b6b3a7640000', from: ALICE.toUpperCase().replace('0X', '0x') })
    expect(extractActivity(block([[send, receipt(send)]]))).toEqual([
      {
        hash: send.hash,
        blockNumber: 7,
        blockHash: '0xblock',
        txIndex: 1,
        minedAt: 0x6b043967,
        from: ALICE,
        to: BOB,
        nonce: 1,
        status: 'confirmed',
        transfers: [{ position: 0, token: null, from: ALICE, to: BOB, amount: 10n ** 18n }],
        accounts: [ALICE, BOB],
      },
    ])
  })

  it('records ERC-20 Transfer logs and every account in them, the signer included', () => {
    const call = tx(2, { to: TOKEN })
    const logs = [transferLog(BOB, ALICE, 5n, 3)]
    const [activity] = extractActivity(block([[call, receipt(call, { logs })]]))
    expect(activity?.transfers).toEqual([{ position: 4, token: TOKEN, from: BOB, to: ALICE, amount: 5n }])
    expect(activity?.accounts.sort()).toEqual([ALICE, BOB].sort())
    expect(activity?.to).toBe(TOKEN)
  })

  it('keeps a failed transaction that carried value, marked failed', () => {
    const send = tx(3, { value: '0x1' })
    const [activity] = extractActivity(block([[send, receipt(send, { status: '0x0' })]]))
    expect(activity?.status).toBe('failed')
  })

  it('names the created contract as the recipient of a deployment, and leaves the zero address out', () => {
    const deploy = tx(4, { to: null })
    const created = '0xb19b36b1456e65e3a6d514d3f715f204bd59f431'
    const mint = transferLog(ZERO, BOB, 100n, 0)
    const [activity] = extractActivity(
      block([[deploy, receipt(deploy, { contractAddress: created, logs: [mint] })]]),
    )
    expect(activity?.to).toBe(created)
    expect(activity?.accounts.sort()).toEqual([ALICE, BOB].sort())
  })

  it('skips transactions that moved nothing, ERC-721 transfers and malformed logs', () => {
    const call = tx(5)
    const nft = transferLog(ALICE, BOB, 0n, 0, topic('0x01'))
    const short = { ...transferLog(ALICE, BOB, 1n, 1), data: '0x01' }
    const unrelated = {
      ...transferLog(ALICE, BOB, 1n, 2),
      topics: [`0x${'ab'.repeat(32)}`, topic(ALICE), topic(BOB)],
    }
    expect(extractActivity(block([[call, receipt(call, { logs: [nft, short, unrelated] })]]))).toEqual([])
  })

  it('skips a transaction without a receipt', () => {
    const send = tx(6, { value: '0x1' })
    expect(extractActivity({ ...block([[send, receipt(send)]]), receipts: [] })).toEqual([])
  })
})
