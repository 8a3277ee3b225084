import type { CaipNetwork, SocialOption } from '@appkit/common'
import { proxy, ref } from 'valtio/vanilla'
import type { AccountApi } from '../types/account-api.js'
import type { ExplorerSource } from '../types/explorer.js'
import type { ConnectMethodName, WalletFeatureName } from '../types/remote-features.js'
import type { SiwxConfig } from '../types/siwx.js'

export interface Metadata {
  name: string
  description: string
  url: string
  icons: string[]
}

export interface Features {
  /** Off unless the dapp turns it on: the SDK sends nothing the dapp did not ask for. */
  analytics: boolean
  email: boolean
  /**
   * The social logins Connect offers, in this order (spec §9's default list: DEFAULT_SOCIALS), or
   * false. Like email, they need the embedded wallet.
   */
  socials: readonly SocialOption[] | false
  /**
   * Payments with a wallet: when on, email and social login are off (spec §4). Off when left out
   * (no default written: every byte of the defaults is on the page's first paint).
   */
  pay?: boolean
  /** The order of Connect's sections (spec §3); those left out follow in the default order. */
  connectMethodsOrder?: readonly ConnectMethodName[]
  /** Connect folds the wallets behind one "Continue with a wallet" row, under email and socials. */
  collapseWallets?: boolean
  swaps: boolean
  onramp: boolean
  /**
   * The order of the account's wallet features (spec §3's walletFeaturesOrder); those left out
   * follow in spec §9's order.
   */
  walletFeaturesOrder?: readonly WalletFeatureName[]
  /** The account's wallet features (spec §9's walletFeaturesOrder shows the ones that are on). */
  send: boolean
  receive: boolean
  /** The account's activity, where its namespace has one. */
  history: boolean
  /**
   * Before signing in, the visitor proves an email (spec §4's DataCapture), which the dapp's
   * sign-in keeps with the session. Needs a sign-in that checks addresses (backendSiwx).
   */
  emailCapture: boolean
  /**
   * The dapp draws its own connect UI with the hooks (`useAppKitWallets`): no modal is mounted or
   * loaded, and nothing navigates. Sessions, balances and events work as with the modal.
   */
  headless: boolean
}

export type { ConnectMethodName, WalletFeatureName }

export interface OptionsState {
  /** The wallet explorer; without one the modal lists the installed wallets and WalletConnect. */
  explorer?: () => Promise<ExplorerSource>
  /** The dapp's blockchain API (tokens, activity, names); loaded on first use. */
  api?: () => Promise<AccountApi>
  /**
   * The analytics host: where tracking events and error reports go while `features.analytics` is
   * on (spec §7's /getAnalyticsConfig, /batch, /e); none by default, so nothing is sent anywhere.
   */
  analyticsUrl?: string
  /** The SDK's version, sent as `sv` with the analytics calls. */
  sdkVersion?: string
  /** Refresh the activity while it shows pending transactions (spec §9: every 30 s, 99 times). */
  watchPendingTransactions: boolean
  /** Explorer ids shown first on Connect, in this order (spec §9: 4 by default). */
  featuredWalletIds: string[]
  includeWalletIds: string[]
  excludeWalletIds: string[]
  projectId: string
  metadata?: Metadata
  networks: CaipNetwork[]
  defaultNetwork?: CaipNetwork
  features: Features
  /** The dapp passed no `features`: the project's remote ones merge over spec §9's defaults (spec §3). */
  featuresOmitted: boolean
  /** Keep the wallet on a network the dapp did not request instead of showing UnsupportedChain. */
  allowUnsupportedChain: boolean
  enableNetworkSwitch: boolean
  enableReconnect: boolean
  /** The modal is embedded in the page: closing shows Account when connected. */
  enableEmbedded: boolean
  /** Whether the dapp runs on a phone; decides the first view without adapters (spec §2). */
  isMobile: boolean
  /** The dapp's sign-in-with-X: after connecting, the visitor signs in (spec §4). */
  siwx?: SiwxConfig
}

export const DEFAULT_FEATURES: Features = {
  analytics: false,
  email: false,
  socials: false,
  swaps: false,
  onramp: false,
  send: true,
  receive: true,
  history: true,
  emailCapture: false,
  headless: false,
}

export type OptionsInput = Partial<Omit<OptionsState, 'features'>> & { features?: Partial<Features> }

export function createOptionsState(input: OptionsInput = {}): OptionsState {
  const { networks = [], defaultNetwork, explorer, api, features, siwx, ...rest } = input
  return proxy<OptionsState>({
    projectId: '',
    allowUnsupportedChain: false,
    enableNetworkSwitch: true,
    enableReconnect: true,
    enableEmbedded: false,
    isMobile: false,
    watchPendingTransactions: false,
    featuredWalletIds: [],
    includeWalletIds: [],
    excludeWalletIds: [],
    ...rest,
    features: { ...DEFAULT_FEATURES, ...features },
    featuresOmitted: !features,
    explorer: explorer && ref(explorer),
    api: api && ref(api),
    // The dapp's object, with its own state and methods: never a proxy.
    siwx: siwx && ref(siwx),
    // Network objects are the dapp's: keep them as they are instead of deep proxies.
    networks: networks.map((n) => ref({ ...n })),
    defaultNetwork: defaultNetwork && ref({ ...defaultNetwork }),
  })
}
