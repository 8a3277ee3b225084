import { type CaipNetworkId, getPlainAddress, isCaipAddress, isCaipNetworkId } from '@appkit/common'
import type { ActivityTransaction, ActivityTransfer, Identity, TokenBalance } from '@appkit/controllers'
import type {
  Identity as ApiIdentity,
  TokenBalance as ApiTokenBalance,
  Transaction as ApiTransaction,
  Transfer as ApiTransfer,
} from './api-schemas.js'

// The blockchain API's wire shapes (already checked by its client) as the core's account types:
// absent instead of null, plain contract addresses, numbers where the UI needs them.

const optional = <T>(value: T | null | undefined): T | undefined => value ?? undefined

/** The CAIP-2 id of a chain as the API names it; a chain it cannot name is dropped by the caller. */
const networkId = (chainId: string): CaipNetworkId | undefined =>
  isCaipNetworkId(chainId) ? chainId : undefined

export function toTokenBalance(token: ApiTokenBalance): TokenBalance | undefined {
  const caipNetworkId = networkId(token.chainId)
  if (!caipNetworkId) return undefined
  // A contract that is not a CAIP-10 of this chain is dropped: read as "no contract" it would
  // turn a token into the native coin, and a send of it into a send of ether.
  const contract = token.address ?? undefined
  if (contract !== undefined && !(isCaipAddress(contract) && contract.startsWith(`${caipNetworkId}:`))) {
    return undefined
  }
  return {
    name: token.name,
    symbol: token.symbol,
    caipNetworkId,
    address: contract && getPlainAddress(contract),
    amount: token.quantity.numeric,
    decimals: Number(token.quantity.decimals),
    price: optional(token.price),
    value: optional(token.value),
    iconUrl: optional(token.iconUrl),
  }
}

function toTransfer(transfer: ApiTransfer): ActivityTransfer {
  const { fungible_info: fungible, nft_info: nft } = transfer
  return {
    direction: transfer.direction,
    amount: transfer.quantity.numeric,
    symbol: optional(fungible?.symbol),
    name: optional(fungible?.name ?? nft?.name),
    iconUrl: optional(fungible?.icon?.url),
    value: optional(transfer.value),
    nft: nft
      ? { name: optional(nft.name), spam: nft.flags.is_spam, imageUrl: optional(nft.content?.preview?.url) }
      : undefined,
  }
}

export function toActivityTransaction(transaction: ApiTransaction): ActivityTransaction | undefined {
  const { metadata } = transaction
  const caipNetworkId = networkId(metadata.chain)
  if (!caipNetworkId) return undefined
  return {
    id: transaction.id,
    hash: metadata.hash,
    caipNetworkId,
    minedAt: metadata.minedAt,
    operationType: metadata.operationType,
    status: metadata.status,
    from: metadata.sentFrom,
    to: metadata.sentTo,
    transfers: transaction.transfers.map(toTransfer),
  }
}

export const toIdentity = (identity: ApiIdentity): Identity => ({
  name: optional(identity.name),
  avatar: optional(identity.avatar),
})
