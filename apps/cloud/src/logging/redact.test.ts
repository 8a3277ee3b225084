import { describe, expect, it } from 'vitest'
import { REDACTED, redact } from './redact.js'

describe('redact', () => {
  it('replaces fields named like credentials, at any depth', () => {
    expect(
      redact({
        authSecret: 'x'.repeat(40),
        headers: { authorization: 'Bearer abc', cookie: 'sid=1', accept: 'json' },
        relay: { auth: 'eyJ.a.b', clientId: 'did:key:z6Mk' },
        api_key: 'k',
      }),
    ).toEqual({
      authSecret: REDACTED,
      headers: { authorization: REDACTED, cookie: REDACTED, accept: 'json' },
      relay: { auth: REDACTED, clientId: 'did:key:z6Mk' },
      api_key: REDACTED,
    })
  })

  it('cuts the password out of a database or Redis URL in any string', () => {
    expect(redact('cannot reach postgres://cloud:hunter2@db.internal:5432/appkit')).toBe(
      `cannot reach postgres://cloud:${REDACTED}@db.internal:5432/appkit`,
    )
    expect(redact({ url: 'redis://:s3cret@cache:6379' })).toEqual({ url: `redis://:${REDACTED}@cache:6379` })
  })

  it('cuts JWTs and bearer tokens out of strings', () => {
    const jwt = 'eyJhbGciOiJFZERTQSJ9.eyJpc3MiOiJkaWQ6a2V5In0.c2lnbmF0dXJl'
    expect(redact(`refused /?auth=${jwt}&projectId=p`)).toBe(`refused /?auth=${REDACTED}&projectId=p`)
    expect(redact('header was Bearer abc.def-ghi')).toBe(`header was Bearer ${REDACTED}`)
  })

  it('keeps an error as name, message and stack, each redacted', () => {
    const error = new Error('connect failed: postgres://u:pw@h/db')
    const logged = redact(error) as Record<string, string>
    expect(logged.name).toBe('Error')
    expect(logged.message).toBe(`connect failed: postgres://u:${REDACTED}@h/db`)
    expect(logged.stack).not.toContain(':pw@')
  })

  it('writes bigints as decimals and cuts objects deeper than an event goes', () => {
    expect(redact({ id: 2n ** 60n })).toEqual({ id: '1152921504606846976' })
    expect(redact({ a: { b: { c: { d: { e: { f: 1 } } } } } })).toEqual({
      a: { b: { c: { d: { e: '[…]' } } } },
    })
  })
})
