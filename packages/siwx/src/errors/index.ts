export * from './field-errors.js'
export * from './session-errors.js'
