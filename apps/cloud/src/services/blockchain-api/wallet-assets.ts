import { getAddress } from 'viem'
import { readIndexedTokens } from '../indexer/history-query.js'
import type { ApiBackend } from './api-context.js'
import { chainAssets, type Holding } from './assets.js'
import { isAddress } from './caip.js'
import { tokenIconUrl } from './icons.js'
import { readHoldings } from './read-holdings.js'

/** One asset of the `wallet_getAssets` result (API.md). */
export interface WalletAsset {
  address: string
  balance: string
  type: 'NATIVE' | 'ERC20'
  metadata: { name: string; symbol: string; decimals: number; price?: number; iconUrl: string }
}

/** `wallet_getAssets` params that are not `[{ account, chainFilter? }]`: JSON-RPC's -32602. */
export class InvalidParamsError extends Error {
  override name = 'InvalidParamsError'
}

const HEX_CHAIN_ID = /^0x[0-9a-fA-F]+$/

/**
 * `wallet_getAssets` (EIP-7811), answered by the cloud: the account's non-zero holdings on every
 * served chain, or on those of `chainFilter` (hex chain ids), keyed by hex chain id.
 */
export async function walletGetAssets(
  backend: ApiBackend,
  origin: string,
  params: unknown,
): Promise<Record<string, WalletAsset[]>> {
  const request = Array.isArray(params)
    ? (params[0] as { account?: unknown; chainFilter?: unknown })
    : undefined
  const account = request?.account
  if (typeof account !== 'string' || !isAddress(account))
    throw new InvalidParamsError('Invalid params: account')
  const filter = request?.chainFilter
  if (
    filter !== undefined &&
    (!Array.isArray(filter) || !filter.every((id) => typeof id === 'string' && HEX_CHAIN_ID.test(id)))
  ) {
    throw new InvalidParamsError('Invalid params: chainFilter must be hex chain ids')
  }
  const wanted =
    filter === undefined ? undefined : new Set((filter as string[]).map((id) => Number(BigInt(id))))
  const chains = backend.chains.filter((chain) => wanted === undefined || wanted.has(chain.chainId))
  const address = account.toLowerCase()
  const entries = await Promise.all(
    chains.map(async (chain) => {
      const holdings = backend.fixtures?.owns(address)
        ? backend.fixtures.holdings()
        : await readHoldings(
            chain.rpcUrl,
            address,
            chainAssets(chain.chainId, backend.tokens, await readIndexedTokens(backend.db, chain.chainId)),
          )
      return [
        `0x${chain.chainId.toString(16)}`,
        holdings.map((holding) => walletAsset(holding, origin)),
      ] as const
    }),
  )
  return Object.fromEntries(entries)
}

function walletAsset({ asset, balance }: Holding, origin: string): WalletAsset {
  return {
    address: asset.address === null ? 'native' : getAddress(asset.address),
    balance: `0x${balance.toString(16)}`,
    type: asset.address === null ? 'NATIVE' : 'ERC20',
    metadata: {
      name: asset.name,
      symbol: asset.symbol,
      decimals: asset.decimals,
      ...(asset.price === undefined ? {} : { price: asset.price }),
      iconUrl: tokenIconUrl(origin, asset),
    },
  }
}
