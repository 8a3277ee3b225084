import { describe, expect, it } from 'vitest'
import {
  InvalidSiwxDateError,
  InvalidSiwxDomainError,
  InvalidSiwxStatementError,
  InvalidSiwxUriError,
} from './errors/field-errors.js'
import { assertSiwxOptions } from './siwx-options.js'

describe('assertSiwxOptions', () => {
  it('accepts the defaults and valid fixed parts', () => {
    expect(() => assertSiwxOptions({ verifiers: [] })).not.toThrow()
    expect(() =>
      assertSiwxOptions({
        verifiers: [],
        domain: 'app.example.com',
        uri: 'https://app.example.com',
        statement: 'Sign in to Example',
        resources: ['https://app.example.com/tos'],
        expiresInMs: 86_400_000,
      }),
    ).not.toThrow()
    expect(() => assertSiwxOptions({ verifiers: [], statement: '' })).not.toThrow()
  })

  it('refuses what would make every message invalid, when the app starts', () => {
    expect(() => assertSiwxOptions({ verifiers: [], domain: 'https://app.example.com' })).toThrow(
      InvalidSiwxDomainError,
    )
    expect(() => assertSiwxOptions({ verifiers: [], uri: 'app.example.com' })).toThrow(InvalidSiwxUriError)
    expect(() => assertSiwxOptions({ verifiers: [], statement: 'two\nlines' })).toThrow(
      InvalidSiwxStatementError,
    )
    expect(() => assertSiwxOptions({ verifiers: [], resources: ['not a uri'] })).toThrow(InvalidSiwxUriError)
    for (const expiresInMs of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => assertSiwxOptions({ verifiers: [], expiresInMs })).toThrow(InvalidSiwxDateError)
    }
  })
})
