import type { CaipNetwork, ChainNamespace } from '@appkit/common'
import { proxy, ref } from 'valtio/vanilla'
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
}

export interface RouterState {
  view: View
  history: View[]
  data?: RouterData
}

export const routerState = proxy<RouterState>({ view: 'Connect', history: ['Connect'] })

function setData(data: RouterData | undefined) {
  routerState.data = data
    ? {
        ...data,
        connector: data.connector && ref({ ...data.connector }),
        network: data.network && ref({ ...data.network }),
        wallet: data.wallet && ref({ ...data.wallet }),
      }
    : undefined
}

export function pushView(view: View, data?: RouterData): void {
  if (view === routerState.view) {
    setData(data ?? routerState.data)
    return
  }
  routerState.history.push(view)
  routerState.view = view
  setData(data)
}

export function replaceView(view: View, data?: RouterData): void {
  routerState.history[routerState.history.length - 1] = view
  routerState.view = view
  setData(data)
}

export function resetView(view: View, data?: RouterData): void {
  routerState.history = [view]
  routerState.view = view
  setData(data)
}

/** Pops one view; returns the view now shown, or undefined when there was no history left. */
export function popView(): View | undefined {
  if (routerState.history.length <= 1) return undefined
  routerState.history.pop()
  const view = routerState.history[routerState.history.length - 1]!
  routerState.view = view
  return view
}
