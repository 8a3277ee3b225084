import type { CaipNetwork } from '@appkit/common'
import { formatUnits } from '@appkit/common'
import type { TokenAmount } from '../types/account.js'
import type { TokenBalance } from '../types/account-api.js'

/** The part of a namespace's state this reads; a UI snapshot of it will do. */
interface SendingChain {
  account: { tokens?: readonly TokenBalance[]; balance?: TokenAmount }
  caipNetwork?: CaipNetwork
}

/**
 * What the account can send on its network: the API's token list, or, for a dapp without one,
 * the native coin from the balance the adapter read.
 */
export function sendableTokens(chain: SendingChain | undefined): TokenBalance[] {
  const { account, caipNetwork } = chain ?? {}
  if (!account || !caipNetwork) return []
  if (account.tokens)
    return account.tokens.filter((token) => token.caipNetworkId === caipNetwork.caipNetworkId)
  const { balance } = account
  if (!balance) return []
  return [
    {
      name: caipNetwork.nativeCurrency.name,
      symbol: balance.symbol,
      caipNetworkId: caipNetwork.caipNetworkId,
      amount: formatUnits(balance.value, balance.decimals),
      decimals: balance.decimals,
    },
  ]
}

/** The token as the account holds it now on its network; undefined for a pick from another network. */
export function heldToken(
  chain: SendingChain | undefined,
  token: TokenBalance | undefined,
): TokenBalance | undefined {
  if (!token) return undefined
  const address = (token.address ?? '').toLowerCase()
  return sendableTokens(chain).find(
    (candidate) =>
      candidate.caipNetworkId === token.caipNetworkId && (candidate.address ?? '').toLowerCase() === address,
  )
}
