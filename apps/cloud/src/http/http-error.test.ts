import { describe, expect, it } from 'vitest'
import { HttpError, methodNotAllowed, wholeSeconds } from './http-error.js'

describe('HttpError', () => {
  it('carries its status, message and extra headers', () => {
    const error = new HttpError(418, 'teapot')
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ status: 418, message: 'teapot', name: 'HttpError', headers: {} })
    expect(new HttpError(405, 'Method Not Allowed', { allow: 'GET' })).toMatchObject({
      name: 'HttpError',
      status: 405,
      headers: { allow: 'GET' },
      code: undefined,
    })
    expect(new HttpError(429, 'later', {}, 'RATE_LIMITED').code).toBe('RATE_LIMITED')
  })

  it('says 405 with the methods a path answers, OPTIONS last', () => {
    expect(methodNotAllowed(['GET', 'POST'])).toMatchObject({
      status: 405,
      message: 'Method Not Allowed',
      headers: { allow: 'GET, POST, OPTIONS' },
    })
  })

  it('rounds a wait up to whole seconds, never below 1', () => {
    expect(wholeSeconds(0)).toBe(1)
    expect(wholeSeconds(1)).toBe(1)
    expect(wholeSeconds(1_000)).toBe(1)
    expect(wholeSeconds(1_001)).toBe(2)
  })
})
