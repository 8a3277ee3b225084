export type { SiwxErrorCode, SiwxFieldErrorCode } from './error-codes.js'
export * from './field-errors.js'
export * from './session-errors.js'
