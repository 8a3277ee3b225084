import { describe, expect, it } from 'vitest'
import { readConnectAuth } from './connect-auth.js'

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const token = (header: unknown, payload: unknown) => `${segment(header)}.${segment(payload)}.c2ln`
const ISS = 'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK'

function authOf(query: string) {
  return readConnectAuth(`/${query}`)
}

describe('readConnectAuth', () => {
  it('takes the client id from the did:key issuer, whatever the projectId', () => {
    const jwt = token({ alg: 'EdDSA', typ: 'JWT' }, { iss: ISS, sub: 'x', aud: 'ws://127.0.0.1:8788' })
    expect(authOf(`?auth=${jwt}&ua=wc-2%2Fjs-2.25.0&projectId=anything&useOnCloseEvent=true`)).toEqual({
      ok: true,
      clientId: ISS,
    })
  })

  it.each([
    ['no auth', '?projectId=p', 'Missing "auth"'],
    ['no query at all', '', 'Missing "auth"'],
    ['a malformed target', '/[::1?x', 'Missing "auth"'],
    ['not three parts', '?auth=a.b', 'not a JWT'],
    ['an empty part', '?auth=a..c', 'not a JWT'],
    ['a header that is not JSON', `?auth=${Buffer.from('{').toString('base64url')}.e30.c2ln`, 'alg "EdDSA"'],
    ['another algorithm', `?auth=${token({ alg: 'none' }, { iss: ISS })}`, 'alg "EdDSA"'],
    ['no did:key issuer', `?auth=${token({ alg: 'EdDSA' }, { iss: 'me' })}`, 'did:key'],
  ])('refuses %s', (_name, query, reason) => {
    const auth = authOf(query)
    expect(auth.ok).toBe(false)
    if (!auth.ok) expect(auth.reason).toContain(reason)
  })
})
