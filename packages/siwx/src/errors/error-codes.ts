/** The codes of sign-in's errors: the message's fields, the sessions, and the sign-in server's. */
export type SiwxErrorCode = SiwxFieldErrorCode | SiwxSessionErrorCode | SiwxBackendErrorCode

/** A field of a sign-in message breaks the grammar (`InvalidSiwxFieldError` and its subclasses). */
export type SiwxFieldErrorCode =
  | 'INVALID_SIWX_NONCE'
  | 'INVALID_SIWX_DOMAIN'
  | 'INVALID_SIWX_URI'
  | 'INVALID_SIWX_ADDRESS'
  | 'INVALID_SIWX_CHAIN_ID'
  | 'INVALID_SIWX_DATE'
  | 'INVALID_SIWX_STATEMENT'
  | 'INVALID_SIWX_VERSION'
  | 'INVALID_SIWX_REQUEST_ID'
  | 'MISSING_SIWX_FIELD'
  | 'UNSUPPORTED_SIWX_NAMESPACE'

type SiwxSessionErrorCode =
  | 'SIWX_INVALID_SIGNATURE'
  | 'INVALID_SIWX_SESSION'
  | 'SIWX_SESSION_EXPIRED'
  | 'SIWX_SESSION_NOT_YET_VALID'
  | 'SIWX_MESSAGE_MISMATCH'
  | 'SIWX_VERIFIER_NOT_FOUND'
  | 'SIWX_VERIFICATION_UNAVAILABLE'
  | 'SIWX_LOCATION_UNAVAILABLE'
  | 'SIWX_DOMAIN_MISMATCH'
  | 'SIWX_FOREIGN_SESSION'

type SiwxBackendErrorCode =
  | 'SIWX_NONCE_USED'
  | 'SIWX_BACKEND_ERROR'
  | 'SIWX_BACKEND_UNREACHABLE'
  | 'SIWX_SESSIONS_READ_ONLY'
  | 'INVALID_SIWX_BACKEND_URL'
  | 'SIWX_EMAIL_CODE_INVALID'
  | 'SIWX_EMAIL_CODE_EXPIRED'
  | 'SIWX_EMAIL_TOO_MANY_ATTEMPTS'
  | 'SIWX_EMAIL_CHALLENGE_INVALID'
  | 'SIWX_EMAIL_TOKEN_INVALID'
  | 'SIWX_EMAIL_CODE_NOT_REQUESTED'

// Sign-in's codes join the one union of error codes, as an adapter's do.
declare module '@appkit/common' {
  interface AppKitErrorCodes extends Record<SiwxErrorCode, true> {}
}
