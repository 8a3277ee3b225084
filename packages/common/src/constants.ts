// Every timeout, lifetime and limit the SDK uses, in one place, with spec §9's values where the spec
// gives one. A constant is added with the feature that uses it. Durations are in milliseconds and
// say so in their names.

// Waits and cooldowns
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
/** After token balances failed to load, another try waits this long (spec §8). */
export const TOKEN_BALANCE_RETRY_MS = 30_000
/** After an email login code is sent, the next one waits this long (spec §9). */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000

// WalletConnect pairing: a URI is offered for 4 minutes and renewed 10 s before it lapses.
export const PAIRING_VALIDITY_MS = 240_000
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
/** How long a WalletConnect session delete may take before the dapp lets go (the relay may be gone). */
export const WALLET_CONNECT_DISCONNECT_TIMEOUT_MS = 3000

// Cache lifetimes, by cache.
export const CACHE_LIFETIME_MS = {
  nativeBalance: 30_000,
  portfolio: 30_000,
  identity: 300_000,
  nameService: 300_000,
  transactionHistory: 15_000,
  tokenPrice: 15_000,
} as const
export const RECENT_WALLETS_MAX = 2

// Wallet list
export const RECOMMENDED_PER_FETCH = 4
export const WALLETS_PAGE_SIZE = 40
export const WALLETS_SEARCH_SIZE = 100
export const FEATURED_DEFAULT = 4

// RPC
export const RPC_TIMEOUT_MS = 10_000
/** The most JSON-RPC requests sent in one batch POST. */
export const RPC_BATCH_SIZE = 1000

// Account
/** What a balance shows when it is unknown (spec §9). */
export const FALLBACK_BALANCE = '0.00'
/** The order of the account's wallet features (spec §9); each shows only when its feature is on. */
export const WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const
/** Swap: the least a swap may give back, in percent below its quote (spec §9). */
export const SWAP_SLIPPAGE_PERCENT = 1
/** Swap: the chains the vendor's swap service serves (spec §9); a self-hosted service says its own. */
export const SWAP_CHAIN_IDS = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554] as const
/** How long a send waits for its receipt (spec §9). */
export const SEND_RECEIPT_TIMEOUT_MS = 25_000
/** Pending transactions are read again this often, at most this many times (spec §9). */
export const PENDING_TRANSACTIONS_POLL_MS = 30_000
export const PENDING_TRANSACTIONS_MAX_POLLS = 99

// Fees and receipts (spec §9)
/** The next block's base fee may rise: a fee estimate allows for this much. Below 1 is an error. */
export const BASE_FEE_MULTIPLIER = 1.2
/** Without a block time from the network, blocks are taken to come this often. */
export const DEFAULT_BLOCK_TIME_MS = 12_000
/** Receipts are polled every half block, within these bounds. */
export const RECEIPT_POLL_MIN_MS = 500
export const RECEIPT_POLL_MAX_MS = 4000
/**
 * A Bitcoin send asks to be mined within this many blocks (ours, not the spec's): the fee rate is
 * the chain's estimate for this target, about half an hour on mainnet.
 */
export const BITCOIN_FEE_TARGET_BLOCKS = 3

// Analytics and error reports (spec §9), used only when the dapp turned analytics on.
/**
 * The queued events go as one batch before they would pass this many bytes (UTF-8 JSON), so a
 * batch fits a beacon (64 KiB) and the analytics host's cap; a larger event alone is dropped…
 */
export const ANALYTICS_FLUSH_BYTES = 45 * 1024
/** …or this long after the last batch, whichever comes first. */
export const ANALYTICS_FLUSH_INTERVAL_MS = 10_000
/** At most this many error reports in any window of this length. */
export const ERROR_REPORTS_MAX = 5
export const ERROR_REPORTS_WINDOW_MS = 60_000

// Secure frame (spec §9): how long the app waits for it, and how it is layered over the page.
/** How long a request waits for the frame to load and say it is ready (not for the queued syncs). */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/** How long an email, device, OTP, social or redirect request waits for the frame's answer. */
export const FRAME_REQUEST_TIMEOUT_MS = 120_000
/** Disconnect sends sign-out and goes on after this long, answered or not. */
export const FRAME_SIGN_OUT_TIMEOUT_MS = 3000
/** After the frame says it is ready, it is used this much later (its scripts settle first). */
export const FRAME_READY_DELAY_MS = 500
export const FRAME_Z_INDEX = 999_999

// Social login (spec §2, §4, §9).
/** The login popup's size, in CSS pixels. */
export const SOCIAL_POPUP_WIDTH = 600
export const SOCIAL_POPUP_HEIGHT = 800
/** How often the app looks whether the visitor closed the login popup. */
export const SOCIAL_POPUP_CHECK_MS = 1000
/** Spec §9: going back from Farcaster resyncs the secure site this long after. */
export const FARCASTER_RESYNC_MS = 100
/** Spec §3's social providers (Farcaster has its own login). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]
/** The socials Connect offers by default, in spec §9's order (Farcaster among them). */
export const DEFAULT_SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
export type SocialOption = (typeof DEFAULT_SOCIALS)[number]
/**
 * The largest frame message accepted, as UTF-8 JSON (ours, not the spec's): replies and requests
 * are small, so anything larger is refused before a schema walks it.
 */
export const FRAME_MESSAGE_MAX_BYTES = 65_536
/** How many message ids each side remembers to refuse a replay (ours; oldest forgotten first). */
export const FRAME_SEEN_IDS_MAX = 10_000
