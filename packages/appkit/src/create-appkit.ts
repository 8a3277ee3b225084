import type { CaipNetwork, ChainNamespace } from '@appkit/common'
import {
  type AccountState,
  type AppKitEvent,
  type ChainAdapter,
  chainsState,
  closeModal,
  disconnectWallet,
  type Features,
  initialize,
  type Metadata,
  modalState,
  type OpenModalOptions,
  openModal,
  resetState,
  routerState,
  setThemeMode,
  setThemeVariables,
  subscribe,
  subscribeEvents,
  switchNetwork,
  type ThemeMode,
  type ThemeVariables,
  themeState,
  type WalletConnectOptions,
} from '@appkit/controllers'
import { mountModal } from '@appkit/react'

export interface CreateAppKitOptions {
  adapters: ChainAdapter[]
  networks: [CaipNetwork, ...CaipNetwork[]]
  defaultNetwork?: CaipNetwork
  projectId: string
  metadata?: Metadata
  features?: Partial<Features>
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  allowUnsupportedChain?: boolean
  enableNetworkSwitch?: boolean
  enableReconnect?: boolean
  enableEmbedded?: boolean
  /** WalletConnect's relay; defaults to the public relay of the dapp's WalletConnect project. */
  walletConnect?: WalletConnectOptions
  /**
   * The wallet explorer (spec §7 /getWallets); none by default, so nothing is asked of any server
   * the dapp did not name. Without it the modal lists installed wallets and WalletConnect's QR code.
   */
  explorerUrl?: string
  /** Explorer ids shown first, in this order (at most 4). */
  featuredWalletIds?: string[]
  /** Only these explorer ids are listed. */
  includeWalletIds?: string[]
  /** These explorer ids are never listed. */
  excludeWalletIds?: string[]
}

/** Sent as `sv` with every call to the dapp's services. */
export const SDK_VERSION = '0.1.0'

/** The explorer client (and zod) load with the first wallet list, not with the page. */
function lazyExplorer(baseUrl: string, projectId: string) {
  return () =>
    import('@appkit/blockchain-api').then(({ createExplorerClient }) =>
      createExplorerClient({ baseUrl, projectId, sdkType: 'appkit', sdkVersion: SDK_VERSION }),
    )
}

export interface AccountInfo {
  address?: string
  caipAddress?: string
  isConnected: boolean
  status: AccountState['status']
  allAccounts: AccountState['allAccounts']
}

export interface ModalInfo {
  open: boolean
  selectedNetworkId?: string
  activeChain?: ChainNamespace
}

function accountInfo(namespace = chainsState.activeNamespace): AccountInfo {
  const account = namespace ? chainsState.chains[namespace]?.account : undefined
  return {
    address: account?.address,
    caipAddress: account?.caipAddress,
    isConnected: account?.status === 'connected',
    status: account?.status ?? 'disconnected',
    allAccounts: account?.allAccounts ?? [],
  }
}

function modalInfo(): ModalInfo {
  const ns = chainsState.activeNamespace
  return {
    open: modalState.open,
    activeChain: ns,
    selectedNetworkId: ns ? chainsState.chains[ns]?.caipNetwork?.caipNetworkId : undefined,
  }
}

function detectMobile(): boolean {
  return typeof navigator !== 'undefined' && /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
}

let unmount: (() => void) | undefined

/** Creates the SDK: state, adapters, the modal (loaded on first open), and resumed connections. */
export function createAppKit(options: CreateAppKitOptions) {
  if (!options.projectId) console.warn('[appkit] projectId is empty: remote services will refuse requests')
  unmount?.()
  resetState()
  const { themeMode, themeVariables, features, explorerUrl, ...rest } = options
  if (themeMode) setThemeMode(themeMode)
  if (themeVariables) setThemeVariables(themeVariables)
  const ready = initialize({
    ...rest,
    explorer: explorerUrl ? lazyExplorer(explorerUrl, options.projectId) : undefined,
    features: { analytics: false, email: false, socials: false, swaps: false, onramp: false, ...features },
    isMobile: detectMobile(),
  })
  unmount = mountModal()

  return {
    /** Resolves once remembered connections were resumed (or found gone). */
    ready,
    open: async (open?: OpenModalOptions) => openModal(open),
    close: async () => closeModal(),
    getIsOpen: () => modalState.open,
    getView: () => routerState.view,
    getAddress: (namespace?: ChainNamespace) => accountInfo(namespace).address,
    getCaipAddress: (namespace?: ChainNamespace) => accountInfo(namespace).caipAddress,
    getAccount: (namespace?: ChainNamespace) => accountInfo(namespace),
    getIsConnected: () => accountInfo().isConnected,
    getCaipNetwork: (namespace = chainsState.activeNamespace) =>
      namespace ? (chainsState.chains[namespace]?.caipNetwork as CaipNetwork | undefined) : undefined,
    getChainId: () => {
      const ns = chainsState.activeNamespace
      return ns ? chainsState.chains[ns]?.caipNetwork?.id : undefined
    },
    switchNetwork: (network: CaipNetwork) => switchNetwork(network),
    disconnect: (namespace?: ChainNamespace) => disconnectWallet(namespace),
    getProvider: <T = unknown>(namespace: ChainNamespace): T | undefined => {
      const chain = chainsState.chains[namespace]
      const id = chain?.account.connectorId
      return (id ? chain?.adapter?.getProvider(id) : undefined) as T | undefined
    },
    subscribeAccount: (callback: (account: AccountInfo) => void) =>
      subscribe(chainsState, () => callback(accountInfo())),
    subscribeState: (callback: (state: ModalInfo) => void) => {
      const stopModal = subscribe(modalState, () => callback(modalInfo()))
      const stopChains = subscribe(chainsState, () => callback(modalInfo()))
      return () => {
        stopModal()
        stopChains()
      }
    },
    subscribeEvents: (callback: (event: AppKitEvent) => void) => subscribeEvents(callback),
    setThemeMode,
    setThemeVariables,
    getThemeMode: () => themeState.themeMode,
  }
}

export type AppKit = ReturnType<typeof createAppKit>
