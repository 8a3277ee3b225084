import type { CaipNetworkId } from '@appkit/common'
import { proxy } from 'valtio/vanilla'
import type { ActivityTransaction } from '../types/account-api.js'

/** The account's activity as the view pages through it. */
export interface ActivityState {
  /** Whose and where: a new account or network starts the list afresh. */
  address?: string
  caipNetworkId?: CaipNetworkId
  transactions: ActivityTransaction[]
  /** The next page's cursor; undefined once the last page is in. */
  next?: string
  /** Whether every page has been read. */
  done: boolean
  loading: boolean
  /** Pending-transaction refreshes made so far (spec §9: at most 99). */
  pendingPolls: number
  /** The account sent something since the list was read: the next read skips the API's cache. */
  stale: boolean
  /** Bumped on every reset: an answer asked for before it belongs to a list that is gone. */
  generation: number
}

export function createActivityState(): ActivityState {
  return proxy<ActivityState>({
    transactions: [],
    done: false,
    loading: false,
    pendingPolls: 0,
    stale: false,
    generation: 0,
  })
}
