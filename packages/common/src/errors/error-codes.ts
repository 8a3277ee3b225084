/** Mistakes in what the dapp passed to createAppKit, or a hook rendered with no instance. */
export type ConfigurationErrorCode = 'ADAPTER_NAMESPACE_MISSING' | 'NO_NETWORKS' | 'APPKIT_NOT_CREATED'

/** Connecting, switching and disconnecting (spec §8). */
export type ConnectionErrorCode =
  | 'CHAIN_NOT_CONFIGURED'
  | 'CONNECTOR_ALREADY_CONNECTED'
  | 'CONNECTOR_NOT_CONNECTED'
  | 'ACCOUNT_NOT_FOUND'
  | 'CONNECTOR_UNAVAILABLE_RECONNECTING'
  | 'MODAL_CLOSED'
  | 'CONNECTION_REJECTED'
  | 'FAILED_TO_CONNECT'
  | 'INVALID_CONNECTION_STATUS'
  | 'PROVIDER_NOT_FOUND'
  | 'ADAPTER_NOT_FOUND'
  | 'INTERNAL_SDK_ERROR'
  | 'NO_CONNECTOR_FOUND'
  | 'RPC_URL_MISSING'
  | 'WALLETCONNECT_NOT_SET_UP'
  | 'NO_SIGN_IN_NETWORK'

/** Email login (spec §5). */
export type EmailLoginErrorCode =
  | 'INVALID_EMAIL'
  | 'EMAIL_THROTTLED'
  | 'AUTH_CONNECTOR_NOT_FOUND'
  | 'NOT_CONNECTED_TO_EMAIL'

/** Social login (spec §2, §8): the popup and the secure site's provider address. */
export type SocialLoginErrorCode =
  | 'POPUP_CLOSED'
  | 'POPUP_BLOCKED'
  | 'SOCIAL_CONNECTION_FAILED'
  | 'AUTH_PROVIDER_NOT_FOUND'
  | 'FARCASTER_CONNECTION_FAILED'

/** The name service (spec §8). */
export type NameServiceErrorCode =
  | 'NAME_RESOLVE_FAILED'
  | 'NAME_SUGGESTIONS_FAILED'
  | 'NAME_REGISTRATION_FAILED'
  | 'NAME_ACCOUNT_NOT_FOUND'

/** What a wallet or the SDK refuses to do, and what nothing recognises. */
export type WalletRequestErrorCode = 'RPC_CALL_NOT_ALLOWED' | 'UNSUPPORTED_CHAIN' | 'UNKNOWN_ERROR'

/** The plumbing of a request to a service, a node or a wallet: status, shape, network, time. */
export type TransportErrorCode =
  | 'HTTP_ERROR'
  | 'INVALID_RPC_RESPONSE'
  | 'INVALID_WALLET_RESPONSE'
  | 'INVALID_RESPONSE'
  | 'NETWORK_ERROR'
  | 'REQUEST_ABORTED'
  | 'REQUEST_TIMEOUT'
  | 'INVALID_PARAMETER'
  | 'INVALID_BASE_URL'
  | 'IMAGE_PRELOAD_TIMEOUT'

/** The secure frame of email and social login (spec §8). */
export type FrameErrorCode =
  | 'FRAME_REQUEST_FAILED'
  | 'FRAME_REQUEST_CANCELLED'
  | 'EMAIL_LOGIN_LOAD_FAILED'
  | 'ORIGIN_NOT_ALLOWED'
  | 'IFRAME_LOAD_FAILED'
  | 'IFRAME_REQUEST_TIMEOUT'
  | 'FRAME_NOT_SET'
  | 'FRAME_PARENT_NOT_SET'
  | 'INVALID_FRAME_MESSAGE'
  | 'INVALID_FRAME_ORIGIN'

/** Values that do not parse: CAIP ids, decimals, base58. */
export type ValueErrorCode = 'INVALID_CAIP' | 'INVALID_DECIMAL' | 'INVALID_DECIMALS' | 'INVALID_BASE58'

/** Between "Send" and a mined transaction (spec §5 and §8). */
export type TransactionErrorCode =
  | 'SEND_DETAILS_MISSING'
  | 'SEND_TOKEN_MISSING'
  | 'SEND_IN_PROGRESS'
  | 'INVALID_ADDRESS'
  | 'INSUFFICIENT_BALANCE'
  | 'TRANSACTION_NOT_FOUND'
  | 'TRANSACTION_RECEIPT_NOT_FOUND'
  | 'TRANSACTION_REVERTED'
  | 'WAIT_FOR_RECEIPT_TIMEOUT'

/** A node's refusals (`NODE_ERRORS`; `NodeErrorCode` is the same set, read from that table). */
export type NodeRefusalCode =
  | 'EXECUTION_REVERTED'
  | 'NONCE_TOO_LOW'
  | 'NONCE_TOO_HIGH'
  | 'INSUFFICIENT_FUNDS'
  | 'FEE_CAP_TOO_HIGH'
  | 'FEE_CAP_TOO_LOW'
  | 'INTRINSIC_GAS_TOO_HIGH'
  | 'INTRINSIC_GAS_TOO_LOW'

/** The codes of @appkit/common's own errors, one per failure ('APPKIT_ERROR': the bare base class). */
export type CommonErrorCode =
  | 'APPKIT_ERROR'
  | ConfigurationErrorCode
  | ConnectionErrorCode
  | EmailLoginErrorCode
  | SocialLoginErrorCode
  | NameServiceErrorCode
  | WalletRequestErrorCode
  | TransportErrorCode
  | FrameErrorCode
  | ValueErrorCode
  | TransactionErrorCode
  | NodeRefusalCode

/**
 * Every code an `AppKitError` may carry. A package with errors of its own (an adapter, sign-in)
 * adds its codes by declaration merging, as adapters add their providers to `NamespaceProviders`:
 *
 * ```ts
 * declare module '@appkit/common' {
 *   interface AppKitErrorCodes extends Record<'FEE_ESTIMATES_UNAVAILABLE', true> {}
 * }
 * ```
 * A class whose code is declared nowhere does not compile, nor does a catalogue that misses one.
 */
export interface AppKitErrorCodes extends Record<CommonErrorCode, true> {}

export type AppKitErrorCode = keyof AppKitErrorCodes & string

/** What `AppKitError.code` holds: one of the codes above, or a JSON-RPC / wallet number (`RpcError`). */
export type ErrorCode = AppKitErrorCode | number

/** docs/errors.md's section on a code: one per string code, one for all the numeric ones. */
export function errorDocsPath(code: ErrorCode): string {
  return typeof code === 'number' ? '/errors#json-rpc-and-wallet-codes' : `/errors#${code.toLowerCase()}`
}
