import { type CaipNetwork, parseUnits } from '@appkit/common'
import type { AccountApi, TokenAmount } from '@appkit/controllers'
import type { EsploraClient } from './account/esplora-client.js'

/**
 * The address's BTC, confirmed and unconfirmed: from the dapp's blockchain API when it has one
 * (spec §7's balance endpoint; no entry is a zero balance), else from the network's Esplora. The
 * API's own cache is skipped: the core keeps native balances for their lifetime itself (spec §9),
 * and asks again only when that is over or something was just sent.
 */
export async function nativeBalance(args: {
  address: string
  caipNetwork: CaipNetwork
  api: (() => Promise<AccountApi>) | undefined
  esplora: () => Promise<EsploraClient>
}): Promise<TokenAmount> {
  const { address, caipNetwork, api } = args
  const { decimals, symbol } = caipNetwork.nativeCurrency
  if (api) {
    const tokens = await (await api()).getBalances({
      address,
      caipNetworkId: caipNetwork.caipNetworkId,
      forceUpdate: true,
    })
    const native = tokens.find((token) => token.address === undefined)
    return { value: native ? parseUnits(native.amount, decimals) : 0n, decimals, symbol }
  }
  return { value: await (await args.esplora()).balance(address), decimals, symbol }
}
