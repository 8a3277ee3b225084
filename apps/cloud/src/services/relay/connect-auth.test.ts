import { describe, expect, it } from 'vitest'
import type { ClientJwtRules } from './client-jwt.js'
import { createClientToken } from './client-token.js'
import { readConnectAuth } from './connect-auth.js'

const RELAY = 'ws://127.0.0.1:8788'
const rules: ClientJwtRules = {
  audience: (aud) => aud === RELAY,
  now: Date.now,
  clockSkewSeconds: 60,
  maxLifetimeSeconds: 86_400,
}

function authOf(query: string) {
  return readConnectAuth(`/${query}`, rules)
}

describe('readConnectAuth', () => {
  it('takes the client id from the verified did:key issuer, whatever the projectId', () => {
    const { token, clientId } = createClientToken({ audience: RELAY })
    expect(authOf(`?auth=${token}&ua=wc-2%2Fjs-2.25.0&projectId=anything&useOnCloseEvent=true`)).toEqual({
      ok: true,
      clientId,
    })
  })

  it.each([
    ['no auth', '?projectId=p', 'Missing "auth"'],
    ['no query at all', '', 'Missing "auth"'],
    ['a malformed target', '/[::1?x', 'Missing "auth"'],
    ['not a JWT', '?auth=a.b', '"auth" JWT refused: not a JWT'],
    [
      'a token for another relay',
      `?auth=${createClientToken({ audience: 'ws://127.0.0.1:1' }).token}`,
      'aud',
    ],
  ])('refuses %s', (_name, query, reason) => {
    const auth = authOf(query)
    expect(auth.ok).toBe(false)
    if (!auth.ok) expect(auth.reason).toContain(reason)
  })
})
