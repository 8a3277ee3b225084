import type { NodeRpc } from '@appkit/common'
import {
  type CaipNetwork,
  InvalidRpcResponseError,
  TransactionNotFoundError,
  TransactionRevertedError,
  WaitForReceiptTimeoutError,
} from '@appkit/common'
import {
  type Clock,
  receiptPollInterval as pollInterval,
  pollUntil,
  type SendOutcome,
} from '@appkit/controllers/adapter'
import { decodeRevertReason } from './revert-reason.js'

interface Receipt {
  status: string
  blockNumber: string
  /** The mined transaction: another hash than the one waited for when a Safe executed a proposal. */
  transactionHash?: string
}

interface Transaction {
  from: string
  to: string | null
  input: string
  value: string
  gas: string
}

/** Half a block, within spec §9's bounds: a receipt is looked for about twice per block. */
export function receiptPollInterval(network: CaipNetwork): number {
  return pollInterval(network.blockTime)
}

function readReceipt(value: unknown): Receipt | undefined {
  if (value === null || value === undefined) return undefined
  const receipt = value as Partial<Receipt>
  if (typeof receipt.status !== 'string' || typeof receipt.blockNumber !== 'string') {
    throw new InvalidRpcResponseError({ details: 'eth_getTransactionReceipt answered without a status' })
  }
  return receipt as Receipt
}

/** Why a mined transaction reverted: the same call replayed on its block says it, if anything does. */
async function revertReason(rpc: NodeRpc, hash: string, blockNumber: string): Promise<string | undefined> {
  try {
    const tx = await rpc<Transaction | null>('eth_getTransactionByHash', [hash])
    if (!tx?.to) return undefined
    const call = { from: tx.from, to: tx.to, data: tx.input, value: tx.value, gas: tx.gas }
    await rpc('eth_call', [call, blockNumber])
    return undefined
  } catch (error) {
    return decodeRevertReason((error as { cause?: { data?: unknown } }).cause?.data)
  }
}

export interface WaitForReceiptArgs {
  hash: string
  caipNetwork: CaipNetwork
  timeoutMs: number
  /**
   * `rpc` is the wallet that holds the transaction (a Safe's proposal awaiting its owners): one
   * not mined by the deadline is 'pending', the node is not asked whether it knows the hash.
   */
  heldByWallet?: boolean
}

/**
 * Waits until the transaction is mined, at most `timeoutMs` (spec §9: 25 s for a send). A revert
 * throws TransactionRevertedError with the decoded reason; a hash the node never saw,
 * TransactionNotFoundError; a transaction still waiting (or a node that kept failing),
 * WaitForReceiptTimeoutError, or 'pending' when the wallet holds it.
 */
export async function waitForReceipt(
  rpc: NodeRpc,
  { hash, caipNetwork, timeoutMs, heldByWallet }: WaitForReceiptArgs,
  clock?: Clock,
): Promise<SendOutcome> {
  const mined = await pollUntil(
    async () => {
      // A failed read (a 429, a 5xx, a dropped connection) is no answer: the next poll may have one.
      const receipt = readReceipt(await rpc('eth_getTransactionReceipt', [hash]).catch(() => undefined))
      if (receipt?.status === '0x0') {
        const minedHash = receipt.transactionHash ?? hash
        throw new TransactionRevertedError(await revertReason(rpc, minedHash, receipt.blockNumber), {
          details: minedHash,
        })
      }
      return receipt
    },
    { intervalMs: receiptPollInterval(caipNetwork), timeoutMs, clock },
  )
  if (mined) return 'confirmed'
  if (heldByWallet) return 'pending'
  const known = await rpc('eth_getTransactionByHash', [hash]).catch(() => null)
  if (!known) throw new TransactionNotFoundError({ details: hash })
  throw new WaitForReceiptTimeoutError({ details: hash })
}
