import type { ChainBlock, RpcLog } from './chain-data.js'

/** keccak256("Transfer(address,address,uint256)"): ERC-20 and ERC-721 share it. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const ZERO_ADDRESS = `0x${'0'.repeat(40)}`

/** One movement of value inside a transaction. Addresses lowercase. */
export interface ActivityTransfer {
  /** 0 for the transaction's own value, n + 1 for its log n. */
  position: number
  /** The ERC-20 contract; null for the native coin. */
  token: string | null
  from: string
  to: string
  amount: bigint
}

/** A transaction that moved value, as the history stores it. Addresses lowercase. */
export interface ActivityTransaction {
  hash: string
  blockNumber: number
  blockHash: string
  txIndex: number
  /** Unix seconds. */
  minedAt: number
  from: string
  /** The recipient, or the created contract for a deployment. */
  to: string
  nonce: number
  status: 'confirmed' | 'failed'
  transfers: ActivityTransfer[]
  /** Every account that sent, received or signed: each sees this transaction in its history. */
  accounts: string[]
}

/**
 * The value-moving transactions of a block: those with a native value (even when they failed: the
 * sender wants to see that) and those whose logs have ERC-20 Transfers. Mints and burns involve the
 * zero address, which is nobody's account and gets no history. ETH moved by contracts (internal
 * transfers) needs a tracer and is not seen.
 */
export function extractActivity(data: ChainBlock): ActivityTransaction[] {
  const receipts = new Map(data.receipts.map((receipt) => [receipt.transactionHash.toLowerCase(), receipt]))
  const activity: ActivityTransaction[] = []
  for (const tx of data.block.transactions) {
    const receipt = receipts.get(tx.hash.toLowerCase())
    if (!receipt) continue
    const from = tx.from.toLowerCase()
    const to = (tx.to ?? receipt.contractAddress ?? ZERO_ADDRESS).toLowerCase()
    const transfers: ActivityTransfer[] = []
    const value = BigInt(tx.value)
    if (value > 0n) transfers.push({ position: 0, token: null, from, to, amount: value })
    for (const log of receipt.logs) {
      const transfer = erc20Transfer(log)
      if (transfer) transfers.push(transfer)
    }
    if (transfers.length === 0) continue
    const accounts = new Set([from, ...transfers.flatMap((transfer) => [transfer.from, transfer.to])])
    accounts.delete(ZERO_ADDRESS)
    activity.push({
      hash: tx.hash.toLowerCase(),
      blockNumber: Number(data.block.number),
      blockHash: data.block.hash.toLowerCase(),
      txIndex: Number(tx.transactionIndex),
      minedAt: Number(data.block.timestamp),
      from,
      to,
      nonce: Number(tx.nonce),
      status: BigInt(receipt.status) === 1n ? 'confirmed' : 'failed',
      transfers,
      accounts: [...accounts],
    })
  }
  return activity
}

/** An ERC-20 Transfer: three topics (ERC-721's has four: its token id is indexed) and a 32-byte amount. */
function erc20Transfer(log: RpcLog): ActivityTransfer | undefined {
  if (log.topics.length !== 3 || log.topics[0]?.toLowerCase() !== TRANSFER_TOPIC) return undefined
  if (!/^0x[0-9a-fA-F]{64}$/.test(log.data)) return undefined
  return {
    position: Number(log.logIndex) + 1,
    token: log.address.toLowerCase(),
    from: topicAddress(log.topics[1]!),
    to: topicAddress(log.topics[2]!),
    amount: BigInt(log.data),
  }
}

function topicAddress(topic: string): string {
  return `0x${topic.slice(-40).toLowerCase()}`
}
