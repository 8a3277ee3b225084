import { decodeFunctionData, encodeFunctionData, erc20Abi, formatUnits, hexToString, maxUint256 } from 'viem'
import type { JsonRpc } from './json-rpc-client.js'

/** An ERC-20 call whose effect the screen spells out instead of showing hex. */
export type Erc20Call =
  | { kind: 'transfer'; to: `0x${string}`; amount: bigint }
  | { kind: 'approve'; spender: `0x${string}`; amount: bigint }

const TRANSFER = '0xa9059cbb'
const APPROVE = '0x095ea7b3'

/** `transfer(to, amount)` or `approve(spender, amount)` calldata, exactly; anything else undefined. */
export function decodeErc20Call(data: `0x${string}` | undefined): Erc20Call | undefined {
  if (!data) return undefined
  const selector = data.slice(0, 10).toLowerCase()
  if (selector !== TRANSFER && selector !== APPROVE) return undefined
  // Exactly 4 + 2 × 32 bytes: trailing bytes the decoder would ignore are not shown, so not decoded.
  if (data.length !== 2 + 2 * (4 + 64)) return undefined
  try {
    const { functionName, args } = decodeFunctionData({ abi: erc20Abi, data })
    if (functionName === 'transfer') return { kind: 'transfer', to: args[0], amount: args[1] }
    if (functionName === 'approve') return { kind: 'approve', spender: args[0], amount: args[1] }
  } catch {
    return undefined
  }
  return undefined
}

export interface TokenInfo {
  symbol: string
  decimals: number
}

/** The token's symbol and decimals from the chain; undefined when it does not answer them. */
export async function readTokenInfo(rpc: JsonRpc, token: `0x${string}`): Promise<TokenInfo | undefined> {
  const call = (functionName: 'symbol' | 'decimals') =>
    rpc('eth_call', [{ to: token, data: encodeFunctionData({ abi: erc20Abi, functionName }) }, 'latest'])
  try {
    const [symbolHex, decimalsHex] = await Promise.all([call('symbol'), call('decimals')])
    if (typeof symbolHex !== 'string' || typeof decimalsHex !== 'string') return undefined
    const decimals = Number(BigInt(decimalsHex))
    if (!Number.isInteger(decimals) || decimals > 36) return undefined
    const symbol = decodeSymbol(symbolHex as `0x${string}`)
    return symbol ? { symbol, decimals } : undefined
  } catch {
    return undefined
  }
}

/** An ABI string, or (older tokens) a bytes32; only short plain symbols are shown. */
function decodeSymbol(hex: `0x${string}`): string | undefined {
  let text: string
  if (hex.length === 66) text = hexToString(hex, { size: 32 }).replace(/\0+$/, '')
  else {
    const length = Number(BigInt(`0x${hex.slice(66, 130)}`))
    text = hexToString(`0x${hex.slice(130, 130 + length * 2)}`)
  }
  return /^[A-Za-z0-9.$_-]{1,16}$/.test(text) ? text : undefined
}

/** An amount as the screen shows it: UNLIMITED for the maximum, token units when known, else raw. */
export function formatTokenAmount(amount: bigint, token: TokenInfo | undefined, unlimited: string): string {
  if (amount === maxUint256) return unlimited
  return token ? `${formatUnits(amount, token.decimals)} ${token.symbol}` : `${amount} (smallest units)`
}
