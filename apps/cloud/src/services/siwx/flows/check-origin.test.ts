import { describe, expect, it } from 'vitest'
import type { Queryable } from '../../../db/database.js'
import { HttpError } from '../../../http/http-error.js'

import { requireAllowedOrigin, requireSiteOfSession } from './check-origin.js'

// The SQL is origins-store's (tested on both engines); this stand-in answers one project's list.
const db: Queryable = {
  query: async <Row>() => [{ origin: 'https://app.example' }, { origin: 'http://127.0.0.1:4173' }] as Row[],
  exec: async () => undefined,
}

describe('requireAllowedOrigin', () => {
  it.each(['https://app.example', 'https://app.example/login?next=1', 'http://127.0.0.1:4173/'])(
    'lets %j through',
    async (uri) => {
      await expect(requireAllowedOrigin(db, 'p', uri)).resolves.toBeUndefined()
    },
  )

  it.each([
    'https://app.example.evil',
    'http://app.example',
    'https://app.example:8443',
    'http://localhost:4173',
    'urn:example:app',
    'not a uri',
  ])('refuses %j with 403', async (uri) => {
    const refused = await requireAllowedOrigin(db, 'p', uri).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(HttpError)
    expect(refused).toMatchObject({ status: 403, message: 'Unauthorized: origin not allowed' })
  })
})

describe('requireSiteOfSession', () => {
  const refusal = (domain: string, uri: string, origin?: string) =>
    requireSiteOfSession(db, 'p', { domain, uri }, origin).catch((error: unknown) => error)

  it('lets a session of the project’s site through, from its own page or from a server (no Origin)', async () => {
    await expect(refusal('app.example', 'https://app.example/login')).resolves.toBeUndefined()
    await expect(
      refusal('app.example', 'https://app.example/', 'https://app.example'),
    ).resolves.toBeUndefined()
    await expect(
      refusal('127.0.0.1:4173', 'http://127.0.0.1:4173/', 'http://127.0.0.1:4173'),
    ).resolves.toBeUndefined()
  })

  it('refuses a phishing page’s session: signed for its own domain with the real dapp’s URI (400)', async () => {
    for (const origin of [undefined, 'https://app.example', 'https://evil.example']) {
      expect(await refusal('evil.example', 'https://app.example/', origin)).toMatchObject({
        status: 400,
        message: 'Sign-in domain is not the host of its URI',
      })
    }
    expect(await refusal('app.example:8443', 'https://app.example/')).toMatchObject({ status: 400 })
    expect(await refusal('app.example', 'urn:example:app')).toMatchObject({ status: 400 })
  })

  it('refuses a URI off the project’s origins (403), even when the domain is its host', async () => {
    expect(await refusal('evil.example', 'https://evil.example/')).toMatchObject({
      status: 403,
      message: 'Unauthorized: origin not allowed',
    })
  })

  it('refuses a session posted by a page of another origin than its URI’s (403)', async () => {
    for (const origin of ['https://evil.example', 'http://app.example', 'null']) {
      expect(await refusal('app.example', 'https://app.example/', origin)).toMatchObject({
        status: 403,
        message: 'Unauthorized: request origin does not match the URI',
      })
    }
  })
})
