import type { SessionCore } from '../core/core.js'
import { frozenTransactions, resetActivity } from '../state/activity-list.js'
import { getActiveChain } from '../state/chains.js'
import type { ActivityTransaction } from '../types/account-api.js'

/** Spec §5: a transaction that moved nothing but spam NFTs is hidden. */
export function isShownTransaction(transaction: ActivityTransaction): boolean {
  const { transfers } = transaction
  return transfers.length === 0 || !transfers.every((transfer) => transfer.nft?.spam)
}

export interface FetchActivityParameters {
  /** Start over from the first page. */
  reset?: boolean
}
export type FetchActivityReturnType = undefined
/** Never rejects: a failure empties the list and is announced (`failed`). */
export type FetchActivityErrorType = never

/**
 * The next page of the active account's activity, through its adapter's activity capability
 * (spec §9: EVM only). A new account or network starts over. Only the connected chain's
 * transactions are kept and spam-only ones are hidden (spec §5). A failure leaves the list empty and
 * is announced (the modal says 'Failed to fetch transactions', spec §4).
 */
export async function fetchActivity(
  core: SessionCore,
  { reset = false }: FetchActivityParameters = {},
): Promise<FetchActivityReturnType> {
  const chain = getActiveChain(core.chains)
  const read = chain?.adapter?.activity
  const address = chain?.account.address
  const network = chain?.caipNetwork
  if (!chain || !read || !address || !network || chain.unsupported) return
  const state = core.activity
  if (reset || state.address !== address || state.caipNetworkId !== network.caipNetworkId) {
    resetActivity(state, address, network.caipNetworkId)
  }
  if (state.loading || state.done) return
  const cursor = state.next
  const { generation } = state
  // A reset (another account, network, or a refresh) while this page was asked for makes it stale.
  const current = () => state.generation === generation
  state.loading = true
  try {
    const fresh = state.stale && cursor === undefined
    const page = await read.getTransactions({ address, caipNetwork: network, cursor, fresh })
    if (!current()) return
    if (fresh) state.stale = false
    const shown = page.transactions.filter(
      (t) => t.caipNetworkId === network.caipNetworkId && isShownTransaction(t),
    )
    const known = new Set(state.transactions.map((t) => t.id))
    state.transactions.push(...frozenTransactions(shown.filter((t) => !known.has(t.id))))
    state.next = page.next
    state.done = !page.next
  } catch (error) {
    if (!current()) return
    resetActivity(state, address, network.caipNetworkId)
    state.done = true
    core.session.emit('failed', { what: 'activity', namespace: chain.namespace, error })
  } finally {
    if (current()) state.loading = false
  }
}

/**
 * Reads the first page again, past the cache, and updates what it holds (a pending transaction
 * now mined, a new one on top) without losing the pages below or flashing an empty list. A failed
 * refresh keeps the list as it is: it is a background read, not something the user asked for.
 */
export type RefreshActivityReturnType = undefined
/** Never rejects: a failed refresh keeps the list as it is. */
export type RefreshActivityErrorType = never

export async function refreshActivity(core: SessionCore): Promise<RefreshActivityReturnType> {
  const chain = getActiveChain(core.chains)
  const read = chain?.adapter?.activity
  const state = core.activity
  const { address, caipNetwork: network } = {
    address: chain?.account.address,
    caipNetwork: chain?.caipNetwork,
  }
  if (
    !read ||
    !address ||
    !network ||
    state.address !== address ||
    state.caipNetworkId !== network.caipNetworkId
  )
    return
  const { generation } = state
  let page: Awaited<ReturnType<typeof read.getTransactions>>
  try {
    page = await read.getTransactions({ address, caipNetwork: network, fresh: true })
  } catch (error) {
    console.warn('[appkit] activity refresh failed', error)
    return
  }
  if (state.generation !== generation) return
  const first = page.transactions.filter(
    (t) => t.caipNetworkId === network.caipNetworkId && isShownTransaction(t),
  )
  const updated = new Set(first.map((t) => t.id))
  state.transactions = [...frozenTransactions(first), ...state.transactions.filter((t) => !updated.has(t.id))]
}
