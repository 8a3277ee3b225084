import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { callJsonRpc } from '../chains/json-rpc.js'

export interface TokenMetadata {
  /** Lowercase. */
  address: string
  name: string | null
  symbol: string | null
  decimals: number
}

type MetadataCall = 'name' | 'symbol' | 'decimals'

/**
 * Reads name, symbol and decimals of a contract that emitted a Transfer. Each is optional in ERC-20
 * and some contracts revert or answer oddly: what cannot be read is null (decimals: 0), so one odd
 * contract never stops the indexer.
 */
export async function readTokenMetadata(rpcUrl: string, address: string): Promise<TokenMetadata> {
  const [name, symbol, decimals] = await Promise.all(
    (['name', 'symbol', 'decimals'] as const).map((call) => readOptional(rpcUrl, address, call)),
  )
  return {
    address: address.toLowerCase(),
    name: typeof name === 'string' ? name : null,
    symbol: typeof symbol === 'string' ? symbol : null,
    decimals: typeof decimals === 'number' ? decimals : 0,
  }
}

async function readOptional(rpcUrl: string, address: string, call: MetadataCall): Promise<unknown> {
  try {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: call })
    const result = (await callJsonRpc(rpcUrl, 'eth_call', [{ to: address, data }, 'latest'])) as Hex
    return decodeFunctionResult({ abi: erc20Abi, functionName: call, data: result })
  } catch {
    return undefined
  }
}
