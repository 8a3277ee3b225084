import type { CaipNetworkId } from '@appkit/common'
import { ref } from 'valtio/vanilla'
import type { ActivityTransaction } from '../types/account-api.js'
import type { ActivityState } from './activity.js'

/** Starts the list afresh for this account and network. */
export function resetActivity(state: ActivityState, address?: string, caipNetworkId?: CaipNetworkId): void {
  Object.assign(state, {
    address,
    caipNetworkId,
    transactions: [],
    next: undefined,
    done: false,
    loading: false,
    pendingPolls: 0,
    generation: state.generation + 1,
  })
}

/** Server data kept as it is, not as deep proxies. */
export const frozenTransactions = (transactions: ActivityTransaction[]) =>
  transactions.map((t) => ref({ ...t }))
