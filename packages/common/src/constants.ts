import type { AccountType, CaipNetworkId, ChainNamespace } from './types.js'

// Every timeout, lifetime and limit of spec §9, in one place so behaviour can be tuned without
// hunting through controllers. Durations are in milliseconds and say so in their names.

// Cooldowns and waits
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
export const TOKEN_BALANCE_RETRY_MS = 30_000
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000
export const SEARCH_IMAGE_WAIT_MS = 300
export const INJECTED_WALLET_WAIT_MS = 1000
export const REVOKE_PERMISSION_TIMEOUT_MS = 100
export const SHAKE_MS = 500
/** How long a toast stays (not in the spec); a loading toast stays until replaced. */
export const SNACK_MS = 2500
/**
 * How long one remembered wallet may take to resume (not in the spec): a relay that never answers
 * must not keep the namespace 'reconnecting', nor hold up the wallets that did answer.
 */
export const RESUME_TIMEOUT_MS = 10_000

// WalletConnect pairing: a URI is offered for 4 minutes and renewed 10 s before it lapses.
export const PAIRING_VALIDITY_MS = 240_000
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
/** How long a WalletConnect session delete may take before the dapp lets go (the relay may be gone). */
export const WALLET_CONNECT_DISCONNECT_TIMEOUT_MS = 3000

// Swap
/** Slippage tolerance in percent. */
export const SWAP_SLIPPAGE_TOLERANCE_PERCENT = 1
export const SWAP_CHAIN_IDS: readonly number[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
]

// Which namespaces offer which account features.
export const SEND_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']
export const BALANCE_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']
export const ACTIVITY_NAMESPACES: readonly ChainNamespace[] = ['eip155']
export const AUTH_CONNECTOR_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

// Remote-feature defaults, used when the config endpoint is unreachable.
export const DEFAULT_SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
export const DEFAULT_REMOTE_FEATURES = {
  email: true,
  socials: DEFAULT_SOCIALS,
  swaps: true,
  onramp: true,
} as const
/** The on-ramp provider's fee range, in percent, as shown to the user. */
export const ONRAMP_FEE_PERCENT = { min: 1, max: 2 } as const
export const WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const
export const CONNECTOR_TYPE_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const

export type BitcoinAccountType = 'payment' | 'ordinal'
export const DEFAULT_ACCOUNT_TYPES: {
  readonly eip155: AccountType
  readonly solana: AccountType
  readonly bip122: BitcoinAccountType
} = { eip155: 'smartAccount', solana: 'eoa', bip122: 'payment' }

// On-ramp limits used when the options endpoint fails; amounts are strings to stay exact.
const PAYMENT_LIMITS = {
  card: { min: '10.00', max: '7500.00' },
  bankAccount: { min: '10.00', max: '25000.00' },
} as const
export const ONRAMP_DEFAULT_PAYMENT_LIMITS = { USD: PAYMENT_LIMITS, EUR: PAYMENT_LIMITS } as const
export const FALLBACK_BALANCE = '0.00'
export const FALLBACK_BALANCE_SYMBOL = 'ETH'

// Transactions
export const PENDING_TRANSACTIONS_POLL_MS = 30_000
/** Polling for pending transactions stops once this many checks have run. */
export const PENDING_TRANSACTIONS_MAX_POLLS = 99
export const SEND_RECEIPT_TIMEOUT_MS = 25_000

// Error reports: at most 5 in any 60 s, so a failure loop cannot flood the sink.
export const ERROR_REPORT_MAX_PER_WINDOW = 5
export const ERROR_REPORT_WINDOW_MS = 60_000

// Secure frame
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/** Requests that wait on the user (social, email, device, OTP, redirect) get longer. */
export const FRAME_USER_REQUEST_TIMEOUT_MS = 120_000
export const FRAME_DISCONNECT_TIMEOUT_MS = 3000
export const FRAME_READY_DELAY_MS = 500
export const FRAME_Z_INDEX = 999_999

// Cache lifetimes, by cache.
export const CACHE_LIFETIME_MS = {
  portfolio: 30_000,
  nativeBalance: 30_000,
  nameService: 300_000,
  identity: 300_000,
  transactionHistory: 15_000,
  tokenPrice: 15_000,
  latestSdkVersion: 7 * 24 * 3_600_000,
} as const
export const RECENT_WALLETS_MAX = 2

// Defaults for networks and names
export const DEFAULT_CHAIN_ID = 1
export const DEFAULT_CAIP_NETWORK_ID: CaipNetworkId = 'eip155:1'
export const NAME_MIN_LENGTH = 4
export const NAME_SERVICE_SUFFIX = '.reown.id'
export const LEGACY_NAME_SERVICE_SUFFIX = '.wcn.id'

// Analytics: flush when the queue passes 45 KB or 10 s have passed since the last flush.
export const ANALYTICS_FLUSH_MAX_BYTES = 45 * 1024
export const ANALYTICS_FLUSH_MAX_AGE_MS = 10_000
export const ANALYTICS_FLUSH_INTERVAL_MS = 10_000

// Wallet list
export const RECOMMENDED_PER_FETCH = 4
export const WALLETS_PAGE_SIZE = 40
export const WALLETS_SEARCH_SIZE = 100
export const RANK_PREFETCH_CERTIFIED = 20
export const FEATURED_DEFAULT = 4

// RPC and chain client
export const RPC_BATCH_SIZE = 1000
export const RPC_TIMEOUT_MS = 10_000
export const CACHE_MAX_ENTRIES = 8192
export const ABI_READ_RECURSION_LIMIT = 8192
export const LOG_BUFFER_BYTES = 1_024_000

// SDK defaults
export const DEFAULT_SDK_VERSION = 'html-wagmi-4.2.2'
export const DEFAULT_LOG_LEVEL = 'error'
export const DEFAULT_LOGGING_ENABLED = true
export const DEFAULT_COINBASE_PREFERENCE = 'all'
export const DEFAULT_NETWORK_SWITCH_ENABLED = true

// Fees: polling runs at half the block time, clamped, and cached for one polling interval.
export const DEFAULT_BASE_FEE_MULTIPLIER = 1.2
export const DEFAULT_BLOCK_TIME_MS = 12_000
export const POLLING_INTERVAL_MIN_MS = 500
export const POLLING_INTERVAL_MAX_MS = 4000
