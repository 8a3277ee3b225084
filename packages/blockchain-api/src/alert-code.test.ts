import { ALERTS, AppKitError, HttpRequestError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { alertCodeOf } from './alert-code.js'
import { NetworkRequestError, RequestTimeoutError } from './errors.js'

describe('alertCodeOf', () => {
  it('maps 429 to Rate Limited and 5xx to Server Error', () => {
    expect(alertCodeOf(new HttpRequestError(429))).toBe('APKT010')
    expect(ALERTS.APKT010.displayMessage).toBe('Rate Limited')
    for (const status of [500, 502, 503, 599])
      expect(alertCodeOf(new HttpRequestError(status))).toBe('APKT009')
    expect(ALERTS.APKT009.displayMessage).toBe('Server Error')
  })

  it.each([
    ['a 4xx', new HttpRequestError(400)],
    ['a 403', new HttpRequestError(403)],
    ['a timeout', new RequestTimeoutError()],
    ['a refused connection', new NetworkRequestError()],
    ['a plain error', new Error('x')],
    ['a string', '429'],
    ['nothing', undefined],
  ])('raises nothing for %s', (_, error) => {
    expect(alertCodeOf(error)).toBeUndefined()
  })

  it.each([
    ['Unauthorized: invalid key', 403, 'APKT007', 'Invalid Project ID'],
    ['Unauthorized: origin not allowed', 403, 'APKT002', 'Invalid App Configuration'],
    ['JWT validation error: JWT Token is not yet valid', 401, 'APKT006', 'Session Expired'],
  ] as const)('reads spec §8’s server message “%s” as its alert', (serverMessage, status, code, shown) => {
    expect(alertCodeOf(new HttpRequestError(status, { serverMessage }))).toBe(code)
    expect(alertCodeOf(new HttpRequestError(500, { serverMessage }))).toBe(code)
    expect(ALERTS[code].displayMessage).toBe(shown)
  })

  it('finds the HTTP failure behind a wrapper', () => {
    const wrapped = new AppKitError('Failed to load', {
      cause: new Error('x', { cause: new HttpRequestError(503) }),
    })
    expect(alertCodeOf(wrapped)).toBe('APKT009')
  })

  it('stops on a cause loop', () => {
    const a = new Error('a')
    const b = new Error('b', { cause: a })
    ;(a as { cause?: unknown }).cause = b
    expect(alertCodeOf(a)).toBeUndefined()
  })
})
