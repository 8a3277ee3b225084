import { describe, expect, it } from 'vitest'
import { AppKitError } from './app-kit-error.js'

// The test's own code, declared as a package declares its codes.
declare module './error-codes.js' {
  interface AppKitErrorCodes {
    X: true
  }
}

describe('AppKitError', () => {
  it('keeps the short message as the message and carries code, details and cause', () => {
    const cause = new Error('inner')
    const error = new AppKitError('Something failed', { code: 'X', details: 'why', cause })
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('AppKitError')
    expect(error.message).toBe('Something failed')
    expect(error.shortMessage).toBe('Something failed')
    expect(error.code).toBe('X')
    expect(error.details).toBe('why')
    expect(error.cause).toBe(cause)
  })

  it('defaults the code and leaves details and cause unset', () => {
    const error = new AppKitError('Something failed')
    expect(error.code).toBe('APPKIT_ERROR')
    expect(error.details).toBeUndefined()
    expect('cause' in error).toBe(false)
  })

  it('accepts numeric codes', () => {
    expect(new AppKitError('Rejected', { code: 4001 }).code).toBe(4001)
  })

  it('points at the section of docs/errors.md on its code', () => {
    expect(new AppKitError('Something failed', { code: 'X' }).docsPath).toBe('/errors#x')
    expect(new AppKitError('Rejected', { code: 4001 }).docsPath).toBe('/errors#json-rpc-and-wallet-codes')
    // A getter, so an error's own properties (what a structured clone copies) stay as they were.
    expect(Object.keys(new AppKitError('Something failed'))).not.toContain('docsPath')
  })
})
