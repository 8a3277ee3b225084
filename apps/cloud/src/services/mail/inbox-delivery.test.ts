import { describe, expect, it } from 'vitest'
import type { Queryable, SqlValue } from '../../db/database.js'
import { deliverToInbox } from './inbox-delivery.js'

function recordingDb() {
  const inserted: (readonly SqlValue[])[] = []
  const db: Queryable = {
    query: async <Row>(_sql: string, params: readonly SqlValue[] = []) => {
      inserted.push(params)
      return [{ id: inserted.length }] as Row[]
    },
    exec: async () => undefined,
  }
  return { db, inserted }
}

const raw = Buffer.from('From: Lab <lab@appkit.localhost>\r\nSubject: Hi\r\n\r\nbody')

describe('deliverToInbox', () => {
  it('stores one parsed copy per recipient, stamped with the clock', async () => {
    const { db, inserted } = recordingDb()
    const deliver = deliverToInbox(Promise.resolve(db), () => 42)
    await deliver({ recipients: ['A@example.com', 'b@example.com'], envelopeFrom: 'x@y.z', raw })
    expect(inserted).toEqual([
      ['a@example.com', '"Lab" <lab@appkit.localhost>', 'Hi', 'body', null, 42],
      ['b@example.com', '"Lab" <lab@appkit.localhost>', 'Hi', 'body', null, 42],
    ])
  })

  it('refuses the mail when the database did not open', async () => {
    const deliver = deliverToInbox(Promise.reject(new Error('no database')))
    await expect(deliver({ recipients: ['a@example.com'], envelopeFrom: '', raw })).rejects.toThrow(
      'no database',
    )
  })
})
