import type { CaipNetwork, ChainNamespace } from '@appkit/common'
import {
  type AccountState,
  type AppKitEvent,
  type ChainAdapter,
  createApiCacheStore,
  createAppKitCore,
  destroyCore,
  disconnectWallet,
  type Features,
  type Metadata,
  providerOf,
  type SessionCore,
  type SiwxConfig,
  subscribe,
  subscribeEvents,
  switchNetwork,
} from '@appkit/controllers'
import {
  type AppKitCore,
  attachModalFlows,
  closeModal,
  type OpenModalOptions,
  openModal,
  setThemeMode,
  setThemeVariables,
  type ThemeMode,
  type ThemeVariables,
  withModal,
} from '@appkit/controllers/modal'
import type { EmbeddedWalletFactory } from '@appkit/embedded-wallet'
import { getDefaultAppKitCore, mountModal, setDefaultAppKitCore } from '@appkit/react'
import { createWalletConnect, type WalletConnectOptions } from '@appkit/walletconnect'
import { throughApi } from './account-api/api-rpc-url.js'

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
  /**
   * WalletConnect: its relay (default: the public relay of the dapp's WalletConnect project),
   * verify, telemetry, storage. One session serves every namespace of the dapp.
   */
  walletConnect?: WalletConnectOptions
  /**
   * The wallet explorer (spec §7 /getWallets); none by default, so nothing is asked of any server
   * the dapp did not name. Without it the modal lists installed wallets and WalletConnect's QR code.
   */
  explorerUrl?: string
  /**
   * The blockchain API (spec §7): tokens, prices, activity and profiles, and the JSON-RPC endpoint
   * every network then reads through. None by default: without it the account shows the native
   * balance read from each network's own RPC URL.
   */
  blockchainApiUrl?: string
  /**
   * The analytics host (spec §7 /getAnalyticsConfig, /batch, /e). None by default. Tracking events
   * and error reports go there only when `features.analytics` is on too and the host's config
   * allows it; the dapp's own listeners (`subscribeEvents`) get every event either way.
   */
  analyticsUrl?: string
  /**
   * The embedded (email) wallet, from `appkit/embedded-wallet`'s `createEmbeddedWallet({
   * secureSiteUrl })`: Connect offers email login when `features.email` is on too. A separate
   * entry, so a dapp without email login carries none of it.
   */
  embeddedWallet?: EmbeddedWalletFactory
  /**
   * Sign-in with X (spec §4): after connecting, the visitor signs the dapp's message. From
   * `appkit/siwx`'s `createSiwx(…)` (sessions in local storage, verified in the page) or any
   * SiwxConfig, e.g. one that asks the dapp's backend for nonces and verifies there.
   */
  siwx?: SiwxConfig
  /** Refresh the activity every 30 s while it shows a pending transaction (spec §9; off by default). */
  watchPendingTransactions?: boolean
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
    import('@appkit/blockchain-api').then((chunk) =>
      chunk.createExplorerClient({ baseUrl, projectId, sdkType: 'appkit', sdkVersion: SDK_VERSION }),
    )
}

/**
 * The blockchain API client (and zod) load with the first account feature used: the same chunk as
 * the explorer's, so bundlers make one chunk of it, not several sharing pieces with the page.
 */
function lazyAccountApi(baseUrl: string, projectId: string, core: () => SessionCore) {
  return () =>
    import('@appkit/blockchain-api').then((chunk) =>
      chunk.createAccountApi({
        baseUrl,
        projectId,
        sdkVersion: SDK_VERSION,
        cache: createApiCacheStore(core().storage),
      }),
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

function accountInfo(core: SessionCore, namespace = core.chains.activeNamespace): AccountInfo {
  const account = namespace ? core.chains.chains[namespace]?.account : undefined
  return {
    address: account?.address,
    caipAddress: account?.caipAddress,
    isConnected: account?.status === 'connected',
    status: account?.status ?? 'disconnected',
    allAccounts: account?.allAccounts ?? [],
  }
}

/** The namespace's network (the active namespace's by default); undefined before there is one. */
function caipNetworkOf(core: SessionCore, namespace = core.chains.activeNamespace): CaipNetwork | undefined {
  return namespace ? (core.chains.chains[namespace]?.caipNetwork as CaipNetwork | undefined) : undefined
}

function modalInfo(core: AppKitCore): ModalInfo {
  return {
    open: core.modal.open,
    activeChain: core.chains.activeNamespace,
    selectedNetworkId: caipNetworkOf(core)?.caipNetworkId,
  }
}

function detectMobile(): boolean {
  return typeof navigator !== 'undefined' && /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
}

/**
 * Creates an AppKit instance: its state, its adapters and WalletConnect, the modal (loaded on first
 * open), and its remembered connections resumed. The components and hooks read the last instance
 * made, or the one an AppKitProvider gives them.
 */
export function createAppKit(options: CreateAppKitOptions) {
  const { themeMode, themeVariables, explorerUrl, blockchainApiUrl, walletConnect, embeddedWallet, ...rest } =
    options
  const namespaces = [...new Set(options.networks.map((n) => n.chainNamespace))]
  const identity = { projectId: options.projectId, sdkVersion: SDK_VERSION }
  const networks = blockchainApiUrl
    ? throughApi(options.networks, blockchainApiUrl, identity)
    : options.networks
  const defaultNetwork =
    options.defaultNetwork &&
    networks.find((network) => network.caipNetworkId === options.defaultNetwork?.caipNetworkId)
  const core: SessionCore = createAppKitCore({
    ...rest,
    networks,
    defaultNetwork: defaultNetwork ?? options.defaultNetwork,
    explorer: explorerUrl ? lazyExplorer(explorerUrl, options.projectId) : undefined,
    api: blockchainApiUrl ? lazyAccountApi(blockchainApiUrl, options.projectId, () => core) : undefined,
    sdkVersion: SDK_VERSION,
    isMobile: detectMobile(),
    walletConnect: options.projectId
      ? createWalletConnect(
          { projectId: options.projectId, metadata: options.metadata, siwx: options.siwx, ...walletConnect },
          namespaces,
        )
      : undefined,
    embeddedWallet: embeddedWallet?.({
      // The wallet's screen steps the modal aside and follows its theme (a headless dapp's frame
      // gets a closed modal's store then).
      core: () => withModal(core),
      projectId: options.projectId,
      sdkVersion: SDK_VERSION,
      metadata: options.metadata,
      networks,
      adapters: options.adapters,
    }),
  })
  // A headless dapp draws its own UI: no modal store, no modal code, nothing navigates. Asked
  // about the modal anyway, it answers as a closed one (the store is added then).
  const headless = core.options.features.headless
  const modal = () => withModal(core)
  if (themeMode) setThemeMode(modal().theme, themeMode)
  if (themeVariables) setThemeVariables(modal().theme, themeVariables)
  if (!headless) {
    attachModalFlows(modal())
    core.internal.cleanups.add(mountModal(modal()))
  }
  setDefaultAppKitCore(core)

  return {
    /** The instance's core, for an AppKitProvider or for actions called directly. */
    core,
    /** Resolves once remembered connections were resumed (or found gone). */
    ready: core.ready,
    open: async (open?: OpenModalOptions) =>
      headless
        ? console.warn('[appkit] features.headless: there is no modal to open')
        : openModal(modal(), open),
    close: async () => closeModal(modal()),
    getIsOpen: () => modal().modal.open,
    getView: () => modal().router.view,
    getAddress: (namespace?: ChainNamespace) => accountInfo(core, namespace).address,
    getCaipAddress: (namespace?: ChainNamespace) => accountInfo(core, namespace).caipAddress,
    getAccount: (namespace?: ChainNamespace) => accountInfo(core, namespace),
    getIsConnected: () => accountInfo(core).isConnected,
    getCaipNetwork: (namespace?: ChainNamespace) => caipNetworkOf(core, namespace),
    getChainId: () => caipNetworkOf(core)?.id,
    switchNetwork: (network: CaipNetwork) => switchNetwork(core, { network }),
    disconnect: (namespace?: ChainNamespace) => disconnectWallet(core, { namespace }),
    getProvider: <T = unknown>(namespace: ChainNamespace): T | undefined =>
      providerOf(core, { namespace }) as T | undefined,
    subscribeAccount: (callback: (account: AccountInfo) => void) =>
      subscribe(core.chains, () => callback(accountInfo(core))),
    subscribeState: (callback: (state: ModalInfo) => void) => {
      const changed = () => callback(modalInfo(modal()))
      const stops = [subscribe(modal().modal, changed), subscribe(core.chains, changed)]
      return () => {
        for (const stop of stops) stop()
      }
    },
    subscribeEvents: (callback: (event: AppKitEvent) => void) => subscribeEvents(core, { onEvent: callback }),
    setThemeMode: (mode: ThemeMode) => setThemeMode(modal().theme, mode),
    setThemeVariables: (variables: ThemeVariables) => setThemeVariables(modal().theme, variables),
    getThemeMode: () => modal().theme.themeMode,
    /** Stops the instance: wallets, WalletConnect, the modal; a stored WalletConnect session stays. */
    destroy: () => {
      destroyCore(core)
      if (core === getDefaultAppKitCore()) setDefaultAppKitCore(undefined)
    },
  }
}

export type AppKit = ReturnType<typeof createAppKit>
