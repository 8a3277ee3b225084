import { describe, expect, it } from 'vitest'
import { DatabaseError } from './database.js'
import { openPostgres } from './postgres-database.js'

// The shared behaviour of both engines is in database.test.ts; this is what only the server has.
describe('openPostgres', () => {
  it('fails at once with a DatabaseError that names the host but not the password', async () => {
    // Port 1 on loopback: nothing listens there, so the connection is refused right away.
    const attempt = openPostgres('postgres://app:s3cret@127.0.0.1:1/cloud')
    await expect(attempt).rejects.toBeInstanceOf(DatabaseError)
    await expect(attempt).rejects.toThrow('Could not connect to the PostgreSQL at 127.0.0.1:1/cloud')
    await expect(attempt).rejects.not.toThrow('s3cret')
  })
})
