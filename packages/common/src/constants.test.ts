import { describe, expect, it } from 'vitest'
import * as constants from './constants.js'

describe('constants', () => {
  it('match spec §9 (and say which are ours)', () => {
    expect({ ...constants }).toEqual({
      IMAGE_PRELOAD_TIMEOUT_MS: 2000,
      SEARCH_IMAGE_WAIT_MS: 300,
      INJECTED_WALLET_WAIT_MS: 1000,
      REVOKE_PERMISSION_TIMEOUT_MS: 100,
      SHAKE_MS: 500,
      SNACK_MS: 2500,
      RESUME_TIMEOUT_MS: 10_000,
      TOKEN_BALANCE_RETRY_MS: 30_000,
      EMAIL_LOGIN_COOLDOWN_MS: 30_000,
      PAIRING_VALIDITY_MS: 240_000,
      PAIRING_EXPIRY_MARGIN_MS: 10_000,
      WALLET_CONNECT_DISCONNECT_TIMEOUT_MS: 3000,
      CACHE_LIFETIME_MS: {
        nativeBalance: 30_000,
        portfolio: 30_000,
        identity: 300_000,
        transactionHistory: 15_000,
        tokenPrice: 15_000,
      },
      RECENT_WALLETS_MAX: 2,
      RECOMMENDED_PER_FETCH: 4,
      WALLETS_PAGE_SIZE: 40,
      WALLETS_SEARCH_SIZE: 100,
      FEATURED_DEFAULT: 4,
      RPC_TIMEOUT_MS: 10_000,
      FALLBACK_BALANCE: '0.00',
      WALLET_FEATURES_ORDER: ['onramp', 'swaps', 'receive', 'send'],
      SEND_RECEIPT_TIMEOUT_MS: 25_000,
      PENDING_TRANSACTIONS_POLL_MS: 30_000,
      PENDING_TRANSACTIONS_MAX_POLLS: 99,
      RPC_BATCH_SIZE: 1000,
      BASE_FEE_MULTIPLIER: 1.2,
      DEFAULT_BLOCK_TIME_MS: 12_000,
      RECEIPT_POLL_MIN_MS: 500,
      RECEIPT_POLL_MAX_MS: 4000,
      BITCOIN_FEE_TARGET_BLOCKS: 3,
      FRAME_LOAD_TIMEOUT_MS: 20_000,
      FRAME_REQUEST_TIMEOUT_MS: 120_000,
      FRAME_SIGN_OUT_TIMEOUT_MS: 3000,
      FRAME_READY_DELAY_MS: 500,
      FRAME_Z_INDEX: 999_999,
      FRAME_MESSAGE_MAX_BYTES: 65_536,
      FRAME_SEEN_IDS_MAX: 10_000,
    })
  })
})
