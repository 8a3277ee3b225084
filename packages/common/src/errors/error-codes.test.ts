import { describe, expect, expectTypeOf, it } from 'vitest'
import { AppKitError, type AppKitErrorSubclassOptions } from './app-kit-error.js'
import { ChainNotConfiguredError } from './connection-errors.js'
import type { AppKitErrorCode, CommonErrorCode, ErrorCode } from './error-codes.js'
import { RpcError } from './request-errors.js'

// A fourth namespace, known only to this test, declares its codes as the Bitcoin adapter does.
declare module './error-codes.js' {
  interface AppKitErrorCodes extends Record<'FOURTH_NAMESPACE_UNREACHABLE', true> {}
}

class FourthNamespaceUnreachableError extends AppKitError<'FOURTH_NAMESPACE_UNREACHABLE'> {
  override name = 'FourthNamespaceUnreachableError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Fourth namespace unreachable', { ...options, code: 'FOURTH_NAMESPACE_UNREACHABLE' })
  }
}

describe('error codes', () => {
  it('take a code a package declares by merging into AppKitErrorCodes', () => {
    expectTypeOf<'FOURTH_NAMESPACE_UNREACHABLE'>().toExtend<AppKitErrorCode>()
    expectTypeOf<'FOURTH_NAMESPACE_UNREACHABLE'>().not.toExtend<CommonErrorCode>()
    const error = new FourthNamespaceUnreachableError()
    expectTypeOf(error.code).toEqualTypeOf<'FOURTH_NAMESPACE_UNREACHABLE'>()
    expect(error.code).toBe('FOURTH_NAMESPACE_UNREACHABLE')
    expect(error.docsPath).toBe('/errors#fourth_namespace_unreachable')
  })

  it('refuse a code nobody declared', () => {
    // @ts-expect-error: no package declared this code, so no error may carry it.
    const error = new AppKitError('Never declared', { code: 'NEVER_DECLARED' })
    expect(error).toBeInstanceOf(AppKitError)
  })

  it('are literal on each class, and a number on RPC errors', () => {
    expectTypeOf(new ChainNotConfiguredError().code).toEqualTypeOf<'CHAIN_NOT_CONFIGURED'>()
    expectTypeOf(new RpcError(4100, 'Unauthorized').code).toEqualTypeOf<number>()
    expectTypeOf<number>().toExtend<ErrorCode>()
  })
})
