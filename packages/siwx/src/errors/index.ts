export * from './field-errors.js'
export * from './session-errors.js'
export type { SiwxErrorCode, SiwxFieldErrorCode } from './error-codes.js'
