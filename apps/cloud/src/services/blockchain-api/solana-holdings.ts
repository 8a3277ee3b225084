import { JsonRpcError } from '../../http/json-rpc-error.js'
import { callJsonRpcBatch } from '../chains/json-rpc.js'
import { LAB_SOL_USD, SOL_DECIMALS } from '../solana/lab-chain.js'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../solana/token-accounts.js'
import { priceOf } from './prices.js'

/** Something an account can hold on a Solana chain: SOL (mint null) or an SPL token. */
export interface SolanaAsset {
  mint: string | null
  name: string
  symbol: string
  decimals: number
  price: number | undefined
}

export interface SolanaHolding {
  asset: SolanaAsset
  /** Raw units (lamports, or the token's base units). */
  balance: bigint
}

export const SOL_ASSET: SolanaAsset = {
  mint: null,
  name: 'Solana',
  symbol: 'SOL',
  decimals: SOL_DECIMALS,
  price: priceOf('SOL'),
}

/** Prices go by mint: another mint calling itself LSUSD is worth nothing here. */
const KNOWN_MINTS: ReadonlyMap<string, SolanaAsset> = new Map([
  [
    LAB_SOL_USD.mint,
    {
      mint: LAB_SOL_USD.mint,
      name: LAB_SOL_USD.name,
      symbol: LAB_SOL_USD.symbol,
      decimals: LAB_SOL_USD.decimals,
      price: priceOf(LAB_SOL_USD.symbol),
    },
  ],
])

interface ParsedTokenAccount {
  account?: {
    data?: { parsed?: { info?: { mint?: unknown; tokenAmount?: { amount?: unknown; decimals?: unknown } } } }
  }
}

/**
 * `owner`'s SOL and SPL tokens, read from the chain's node now in one JSON-RPC batch (getBalance and
 * getTokenAccountsByOwner in jsonParsed, for both token programs): SOL first, then each mint once
 * (its accounts added up) in the order the node listed them; zero balances left out.
 */
export async function readSolanaHoldings(rpcUrl: string, owner: string): Promise<SolanaHolding[]> {
  const [balance, ...tokenLists] = await callJsonRpcBatch(rpcUrl, [
    { method: 'getBalance', params: [owner] },
    ...[TOKEN_PROGRAM, TOKEN_2022_PROGRAM].map((programId) => ({
      method: 'getTokenAccountsByOwner',
      params: [owner, { programId }, { encoding: 'jsonParsed' }],
    })),
  ])
  const lamports = lamportsOf((balance as { value?: unknown } | undefined)?.value)

  const tokens = new Map<string, SolanaHolding>()
  for (const list of tokenLists) {
    const accounts = (list as { value?: unknown } | undefined)?.value
    if (!Array.isArray(accounts)) throw new JsonRpcError(-32700, 'getTokenAccountsByOwner answered no list')
    for (const entry of accounts as ParsedTokenAccount[]) {
      const info = entry.account?.data?.parsed?.info
      const mint = info?.mint
      const amount = info?.tokenAmount?.amount
      const decimals = info?.tokenAmount?.decimals
      // Not jsonParsed (a layout the node could not read): not a balance this answer can show.
      if (typeof mint !== 'string' || typeof amount !== 'string' || typeof decimals !== 'number') continue
      const held = tokens.get(mint) ?? { asset: assetOf(mint, decimals), balance: 0n }
      held.balance += BigInt(amount)
      tokens.set(mint, held)
    }
  }
  const holdings = [{ asset: SOL_ASSET, balance: lamports }, ...tokens.values()]
  return holdings.filter((holding) => holding.balance > 0n)
}

/**
 * getBalance's value as a bigint. A u64: above 2^53 the JSON-RPC client hands it over as its exact
 * decimal text, as a JavaScript number would already be rounded.
 */
function lamportsOf(value: unknown): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && /^\d+$/.test(value)) return BigInt(value)
  throw new JsonRpcError(-32700, 'getBalance answered no lamports')
}

function assetOf(mint: string, decimals: number): SolanaAsset {
  return (
    KNOWN_MINTS.get(mint) ?? { mint, name: 'Unknown token', symbol: 'UNKNOWN', decimals, price: undefined }
  )
}
