import { callJsonRpc, callJsonRpcBatch } from '../chains/json-rpc.js'

/** The parts of a node's block, transaction and receipt objects the indexer reads (hex quantities). */
export interface RpcTransaction {
  hash: string
  from: string
  to: string | null
  value: string
  nonce: string
  transactionIndex: string
}

export interface RpcLog {
  address: string
  topics: string[]
  data: string
  logIndex: string
}

export interface RpcReceipt {
  transactionHash: string
  status: string
  contractAddress: string | null
  logs: RpcLog[]
}

export interface RpcBlock {
  number: string
  hash: string
  parentHash: string
  timestamp: string
  transactions: RpcTransaction[]
}

/** One block with the receipts of its transactions: everything the indexer needs from it. */
export interface ChainBlock {
  block: RpcBlock
  receipts: RpcReceipt[]
}

export interface BlockRef {
  number: number
  hash: string
}

/** The node did not have a block it was asked for (it went back, or was replaced). */
export class MissingBlockError extends Error {
  override name = 'MissingBlockError'
}

export async function readHead(rpcUrl: string): Promise<BlockRef> {
  const block = (await callJsonRpc(rpcUrl, 'eth_getBlockByNumber', ['latest', false])) as RpcBlock | null
  if (!block) throw new MissingBlockError('The node has no latest block')
  return { number: Number(block.number), hash: block.hash.toLowerCase() }
}

/** The hash of block `number`, or null when the chain does not have it (any more). */
export async function readBlockHash(rpcUrl: string, number: number): Promise<string | null> {
  const block = (await callJsonRpc(rpcUrl, 'eth_getBlockByNumber', [hex(number), false])) as RpcBlock | null
  return block?.hash.toLowerCase() ?? null
}

/** Blocks `from`..`to` with full transactions and receipts, in one JSON-RPC batch. */
export async function readBlocks(rpcUrl: string, from: number, to: number): Promise<ChainBlock[]> {
  const numbers = Array.from({ length: to - from + 1 }, (_, offset) => from + offset)
  const results = await callJsonRpcBatch(
    rpcUrl,
    numbers.flatMap((number) => [
      { method: 'eth_getBlockByNumber', params: [hex(number), true] },
      { method: 'eth_getBlockReceipts', params: [hex(number)] },
    ]),
    15_000,
  )
  return numbers.map((number, index) => {
    const block = results[index * 2] as RpcBlock | null
    const receipts = results[index * 2 + 1] as RpcReceipt[] | null
    if (!block || !receipts) throw new MissingBlockError(`The node has no block ${number}`)
    return { block, receipts }
  })
}

function hex(number: number): string {
  return `0x${number.toString(16)}`
}
