// The package's limits in one place. They live here rather than in @appkit/common's constants
// because spec §9 gives no sign-in values; each says why it is what it is.

/** Characters of a generated nonce: 20 of 62 letters and digits is about 119 bits (≥ 96 wanted). */
export const SIWX_NONCE_LENGTH = 20

/** The localStorage key of the default storage; free of `wc_`/`walletconnect`, which WalletConnect moves away. */
export const SIWX_STORAGE_KEY = '@appkit/siwx_sessions'

/** Sessions kept by the default storage; the oldest go first. A page needs one per account and network. */
export const SIWX_SESSIONS_MAX = 100

/** Longest signed text a stored session may carry (a statement and many resources fit many times over). */
export const SIWX_MESSAGE_MAX_LENGTH = 16_384

/**
 * Longest stored signature: an ERC-6492 signature carries the account factory's calldata, which for
 * real smart accounts runs to a few kilobytes of hex.
 */
export const SIWX_SIGNATURE_MAX_LENGTH = 32_768
