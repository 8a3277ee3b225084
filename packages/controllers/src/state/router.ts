import type { CaipNetwork, ChainNamespace, SocialProvider } from '@appkit/common'
import { proxy, ref } from 'valtio/vanilla'
import type { ActivityTransaction } from '../types/account-api.js'
import type { Connector } from '../types/connector.js'
import type { ExplorerWallet } from '../types/explorer.js'
import type { View } from '../types/views.js'

/** What a view needs to know about how it was opened. */
export interface RouterData {
  connector?: Connector
  /** An explorer wallet the user picked: ConnectingWalletConnect offers its app's link. */
  wallet?: ExplorerWallet
  /** SwitchActiveChain: the namespace to make active, the network in it, and where to go next. */
  switchToChain?: ChainNamespace
  network?: CaipNetwork
  navigateTo?: View
  navigateWithReplace?: boolean
  /** TransactionDetails: the Activity entry the visitor opened (already a `ref`, as Activity keeps it). */
  transaction?: ActivityTransaction
  /** ConnectingSocial: the provider whose popup is open. */
  socialProvider?: SocialProvider
  /** RegisterAccountNameSuccess: the name just registered. */
  accountName?: string
}

export interface RouterState {
  view: View
  history: View[]
  data?: RouterData
}

export function createRouterState(): RouterState {
  return proxy<RouterState>({ view: 'Connect', history: ['Connect'] })
}

/** Stores a view's data; what came from outside is kept as it is, not as deep proxies. */
export function setViewData(state: RouterState, data: RouterData | undefined) {
  state.data = data
    ? {
        ...data,
        connector: data.connector && ref({ ...data.connector }),
        network: data.network && ref({ ...data.network }),
        wallet: data.wallet && ref({ ...data.wallet }),
      }
    : undefined
}

export function replaceView(state: RouterState, view: View, data?: RouterData): void {
  state.history[state.history.length - 1] = view
  state.view = view
  setViewData(state, data)
}

export function resetView(state: RouterState, view: View, data?: RouterData): void {
  state.history = [view]
  state.view = view
  setViewData(state, data)
}
