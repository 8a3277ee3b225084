import { hexToBigInt, type TransactionSerializable, toHex } from 'viem'
import type { TransactionRequest } from './transaction-request.js'

export type Rpc = (method: string, params: unknown[]) => Promise<unknown>

const asBigInt = (value: unknown) => hexToBigInt(value as `0x${string}`)

/**
 * Fills what the dapp left out (nonce, gas, fees) from the node, as a wallet does before signing.
 * EIP-1559 unless the dapp sent a gasPrice or the chain has no base fee.
 */
export async function fillTransaction(
  rpc: Rpc,
  chainId: number,
  request: TransactionRequest,
): Promise<TransactionSerializable> {
  const { from, to, value, data } = request
  const [nonce, gas, block] = await Promise.all([
    request.nonce ?? rpc('eth_getTransactionCount', [from, 'pending']).then((n) => Number(asBigInt(n))),
    request.gas ??
      rpc('eth_estimateGas', [
        { from, to, data, value: value === undefined ? undefined : toHex(value) },
      ]).then(asBigInt),
    rpc('eth_getBlockByNumber', ['latest', false]) as Promise<{ baseFeePerGas?: `0x${string}` } | null>,
  ])
  const base = { chainId, to, value, data, nonce, gas }

  if (request.gasPrice !== undefined || !block?.baseFeePerGas) {
    const gasPrice = request.gasPrice ?? asBigInt(await rpc('eth_gasPrice', []))
    return { ...base, type: 'legacy', gasPrice }
  }
  const maxPriorityFeePerGas =
    request.maxPriorityFeePerGas ?? asBigInt(await rpc('eth_maxPriorityFeePerGas', []))
  // Twice the current base fee leaves room for several full blocks of base-fee growth before the
  // transaction is priced out; only what is actually used gets charged.
  const maxFeePerGas = request.maxFeePerGas ?? hexToBigInt(block.baseFeePerGas) * 2n + maxPriorityFeePerGas
  return { ...base, type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas }
}
