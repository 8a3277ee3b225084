import { BASE_FEE_MULTIPLIER, hexQuantity } from '@appkit/common'
import type { TransactionSerializable } from 'viem'
import type { EvmTransactionRequest } from './evm-params.js'
import type { JsonRpc } from './json-rpc-client.js'

/**
 * Fills what the dapp left out, from the chain: the nonce (pending), the gas (estimated) and the
 * fees (EIP-1559 when the chain has a base fee: spec §9's 1.2 × base fee + the priority fee; a
 * gas price otherwise). What the dapp gave is kept as given.
 */
export async function fillTransaction(
  rpc: JsonRpc,
  request: EvmTransactionRequest & { from: `0x${string}`; chainId: number },
): Promise<TransactionSerializable> {
  const { from, to, value, data, chainId } = request
  const call = { from, ...(to ? { to } : {}), value: `0x${value.toString(16)}`, ...(data ? { data } : {}) }
  const [nonce, gas] = await Promise.all([
    request.nonce ?? rpc('eth_getTransactionCount', [from, 'pending']).then((n) => hexQuantity(n, 'nonce')),
    request.gas ?? rpc('eth_estimateGas', [call]).then((g) => hexQuantity(g, 'gas')),
  ])
  const base = { chainId, ...(to ? { to } : {}), value, ...(data ? { data } : {}), nonce: Number(nonce), gas }
  if (request.gasPrice !== undefined) return { ...base, type: 'legacy', gasPrice: request.gasPrice }

  const block = (await rpc('eth_getBlockByNumber', ['latest', false])) as { baseFeePerGas?: unknown } | null
  if (block?.baseFeePerGas === undefined || block.baseFeePerGas === null) {
    const gasPrice = hexQuantity(await rpc('eth_gasPrice', []), 'gas price')
    return { ...base, type: 'legacy', gasPrice }
  }
  const baseFee = hexQuantity(block.baseFeePerGas, 'base fee')
  const maxPriorityFeePerGas =
    request.maxPriorityFeePerGas ?? hexQuantity(await rpc('eth_maxPriorityFeePerGas', []), 'priority fee')
  const multiplied = (baseFee * BigInt(Math.round(BASE_FEE_MULTIPLIER * 100))) / 100n
  const maxFeePerGas = request.maxFeePerGas ?? multiplied + maxPriorityFeePerGas
  return { ...base, type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas }
}
