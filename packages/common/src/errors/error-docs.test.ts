import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { CommonErrorCode } from './error-codes.js'
import { RPC_ERROR_MESSAGES } from './rpc-error-codes.js'

const doc = readFileSync(new URL('../../../../docs/errors.md', import.meta.url), 'utf8')

// Every code of @appkit/common: the compiler holds this list to CommonErrorCode, both ways.
const CODES: Record<CommonErrorCode, true> = {
  APPKIT_ERROR: true,
  ADAPTER_NAMESPACE_MISSING: true,
  NO_NETWORKS: true,
  APPKIT_NOT_CREATED: true,
  CHAIN_NOT_CONFIGURED: true,
  CONNECTOR_ALREADY_CONNECTED: true,
  CONNECTOR_NOT_CONNECTED: true,
  ACCOUNT_NOT_FOUND: true,
  CONNECTOR_UNAVAILABLE_RECONNECTING: true,
  MODAL_CLOSED: true,
  CONNECTION_REJECTED: true,
  FAILED_TO_CONNECT: true,
  INVALID_CONNECTION_STATUS: true,
  PROVIDER_NOT_FOUND: true,
  ADAPTER_NOT_FOUND: true,
  INTERNAL_SDK_ERROR: true,
  NO_CONNECTOR_FOUND: true,
  RPC_URL_MISSING: true,
  WALLETCONNECT_NOT_SET_UP: true,
  NO_SIGN_IN_NETWORK: true,
  INVALID_EMAIL: true,
  EMAIL_THROTTLED: true,
  AUTH_CONNECTOR_NOT_FOUND: true,
  NOT_CONNECTED_TO_EMAIL: true,
  POPUP_CLOSED: true,
  POPUP_BLOCKED: true,
  SOCIAL_CONNECTION_FAILED: true,
  AUTH_PROVIDER_NOT_FOUND: true,
  FARCASTER_CONNECTION_FAILED: true,
  NAME_RESOLVE_FAILED: true,
  NAME_SUGGESTIONS_FAILED: true,
  NAME_REGISTRATION_FAILED: true,
  NAME_ACCOUNT_NOT_FOUND: true,
  RPC_CALL_NOT_ALLOWED: true,
  UNSUPPORTED_CHAIN: true,
  UNKNOWN_ERROR: true,
  HTTP_ERROR: true,
  INVALID_RPC_RESPONSE: true,
  INVALID_WALLET_RESPONSE: true,
  INVALID_RESPONSE: true,
  NETWORK_ERROR: true,
  REQUEST_ABORTED: true,
  REQUEST_TIMEOUT: true,
  INVALID_PARAMETER: true,
  INVALID_BASE_URL: true,
  IMAGE_PRELOAD_TIMEOUT: true,
  FRAME_REQUEST_FAILED: true,
  FRAME_REQUEST_CANCELLED: true,
  EMAIL_LOGIN_LOAD_FAILED: true,
  ORIGIN_NOT_ALLOWED: true,
  IFRAME_LOAD_FAILED: true,
  IFRAME_REQUEST_TIMEOUT: true,
  FRAME_NOT_SET: true,
  FRAME_PARENT_NOT_SET: true,
  INVALID_FRAME_MESSAGE: true,
  INVALID_FRAME_ORIGIN: true,
  INVALID_CAIP: true,
  INVALID_DECIMAL: true,
  INVALID_DECIMALS: true,
  INVALID_BASE58: true,
  SEND_DETAILS_MISSING: true,
  SEND_TOKEN_MISSING: true,
  SEND_IN_PROGRESS: true,
  INVALID_ADDRESS: true,
  INSUFFICIENT_BALANCE: true,
  TRANSACTION_NOT_FOUND: true,
  TRANSACTION_RECEIPT_NOT_FOUND: true,
  TRANSACTION_REVERTED: true,
  WAIT_FOR_RECEIPT_TIMEOUT: true,
  EXECUTION_REVERTED: true,
  NONCE_TOO_LOW: true,
  NONCE_TOO_HIGH: true,
  INSUFFICIENT_FUNDS: true,
  FEE_CAP_TOO_HIGH: true,
  FEE_CAP_TOO_LOW: true,
  INTRINSIC_GAS_TOO_HIGH: true,
  INTRINSIC_GAS_TOO_LOW: true,
}

describe('docs/errors.md', () => {
  it.each(Object.keys(CODES))('has a section on %s, where its docsPath points', (code) => {
    expect(doc).toContain(`\n### ${code}\n`)
  })

  it('names every JSON-RPC and wallet code in its section on them', () => {
    const section = doc.split('\n## JSON-RPC and wallet codes\n')[1] ?? ''
    for (const code of Object.keys(RPC_ERROR_MESSAGES)) expect(section).toContain(code)
  })
})
