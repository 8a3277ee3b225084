import { describe, expect, it } from 'vitest'
import { catchError, thrownMessage } from './catch-error.js'

describe('catchError', () => {
  it('returns what was thrown', () => {
    const error = new Error('boom')
    expect(
      catchError(() => {
        throw error
      }),
    ).toBe(error)
    expect(
      thrownMessage(() => {
        throw new Error('exact')
      }),
    ).toBe('exact')
  })

  it('has no message for a thrown value that is not an Error', () => {
    expect(
      thrownMessage(() => {
        throw 'text'
      }),
    ).toBeUndefined()
  })

  it('fails when nothing was thrown', () => {
    expect(() => catchError(() => 1)).toThrow('Expected the call to throw, but it returned.')
  })
})
