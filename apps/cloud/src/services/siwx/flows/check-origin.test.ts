import { describe, expect, it } from 'vitest'
import type { Queryable } from '../../../db/database.js'
import { SiwxRequestError } from '../siwx-error.js'
import { requireAllowedOrigin } from './check-origin.js'

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
    expect(refused).toBeInstanceOf(SiwxRequestError)
    expect(refused).toMatchObject({ status: 403, message: 'Unauthorized: origin not allowed' })
  })
})
