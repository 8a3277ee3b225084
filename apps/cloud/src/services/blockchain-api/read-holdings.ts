import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { JsonRpcError } from '../../http/json-rpc-error.js'
import { callJsonRpcBatchSettled, type RpcCall } from '../chains/json-rpc.js'
import type { Asset, Holding } from './assets.js'

/**
 * Reads `account`'s balance of each asset from the chain in one JSON-RPC batch and keeps the ones
 * above zero, in the assets' order. A token that cannot be read (a contract that is gone or reverts)
 * is left out rather than failing the whole portfolio; a failing native balance does fail it.
 */
export async function readHoldings(
  rpcUrl: string,
  account: string,
  assets: readonly Asset[],
): Promise<Holding[]> {
  const calls: RpcCall[] = assets.map((asset) =>
    asset.address === null
      ? { method: 'eth_getBalance', params: [account, 'latest'] }
      : {
          method: 'eth_call',
          params: [
            {
              to: asset.address,
              data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [account as Hex] }),
            },
            'latest',
          ],
        },
  )
  const outcomes = await callJsonRpcBatchSettled(rpcUrl, calls)
  const holdings: Holding[] = []
  assets.forEach((asset, index) => {
    const outcome = outcomes[index]!
    if (!outcome.ok) {
      if (asset.address === null) throw outcome.error
      return
    }
    const balance = decodeBalance(asset, outcome.result)
    if (balance !== undefined && balance > 0n) holdings.push({ asset, balance })
  })
  return holdings
}

function decodeBalance(asset: Asset, result: unknown): bigint | undefined {
  if (typeof result !== 'string') {
    if (asset.address === null) throw new JsonRpcError(-32700, 'eth_getBalance answered no quantity')
    return undefined
  }
  if (asset.address === null) return BigInt(result)
  try {
    return decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: result as Hex })
  } catch {
    // "0x" from an address without code, or garbage from a non-token.
    return undefined
  }
}
