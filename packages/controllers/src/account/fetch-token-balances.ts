import { type ChainNamespace, TOKEN_BALANCE_RETRY_MS } from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import { setAccount } from '../state/chains.js'
import type { TokenBalance } from '../types/account-api.js'

/** Spec §5: a token that says it has no decimals is low quality, and left out. */
export const isListedToken = (token: TokenBalance) => token.decimals !== 0

export interface FetchTokenBalancesParameters {
  namespace: ChainNamespace
  /** Past the 30 s block and the API's cache (after a send). */
  force?: boolean
  /** The clock (tests give their own). */
  now?: () => number
}
export type FetchTokenBalancesReturnType = undefined
/** Never rejects: a failure is kept in state (`lastRetry`) and announced (`failed`). */
export type FetchTokenBalancesErrorType = never

/**
 * Reads every token the namespace's account holds on its network, through its adapter's balance
 * capability (which uses the dapp's blockchain API). A failure is announced (the modal says 'Token
 * Balance Unavailable') and blocks another try for 30 s (spec §8), keeping the time in `lastRetry`;
 * `force` skips both the block and the API's cache (after a send).
 */
export async function fetchTokenBalances(
  core: SessionCore,
  { namespace, force = false, now = Date.now }: FetchTokenBalancesParameters,
): Promise<FetchTokenBalancesReturnType> {
  const chain = core.chains.chains[namespace]
  const read = chain?.adapter?.balances?.getTokenBalances
  const { address, lastRetry } = chain?.account ?? {}
  const network = chain?.caipNetwork
  if (!chain || !read || !address || !network || chain.unsupported) return
  if (!force && lastRetry !== undefined && now() - lastRetry < TOKEN_BALANCE_RETRY_MS) return
  const stillShown = () =>
    chain.account.address === address && chain.caipNetwork?.caipNetworkId === network.caipNetworkId
  setAccount(core.chains, namespace, { tokensLoading: true })
  try {
    const tokens = await read({ address, caipNetwork: network, forceUpdate: force })
    if (!stillShown()) return
    setAccount(core.chains, namespace, {
      tokens: tokens?.filter(isListedToken),
      tokensLoading: false,
      lastRetry: undefined,
    })
  } catch (error) {
    if (!stillShown()) return
    setAccount(core.chains, namespace, { tokensLoading: false, lastRetry: now() })
    core.session.emit('failed', { what: 'tokenBalances', namespace, error })
  }
}
