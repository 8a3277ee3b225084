import { expect, it } from 'vitest'
import { describeOnEngines } from './engines.test-helper.js'
import { readMigrations } from './migration-files.js'

// 009_token_hmac.sql: token hashes became keyed (secrets.ts hashToken). The rows stored under the old
// plain SHA-256 match no token any more and are dropped; the accounts and their key shares stay.
describeOnEngines('migration 009 (keyed token hashes)', (db) => {
  it('drops the plain-hash sessions and unopened approval links, and keeps users, devices, shares and opened approvals', async () => {
    const sql = (await readMigrations()).find((migration) => migration.name === '009_token_hmac.sql')!.sql
    await db().query(`INSERT INTO auth_users (id, email, created_at) VALUES ('u-008', 'u008@example.com', 0)`)
    await db().query(`INSERT INTO auth_devices (user_id, device_id, verified_at) VALUES ('u-008', 'd1', 0)`)
    await db().query(
      `INSERT INTO auth_wallets (user_id, evm_address, auth_share, recovery_share_sealed, created_at)
       VALUES ('u-008', '0x0000000000000000000000000000000000000001', 'AAAA', 'BBBB', 0)`,
    )
    await db().query(
      `INSERT INTO auth_sessions (token_hash, user_id, device_id, created_at, expires_at) VALUES ('s-008', 'u-008', 'd1', 0, 1)`,
    )
    await db().query(
      `INSERT INTO siwx_sessions (token_hash, project_id, chain_id, address, session, created_at, expires_at)
       VALUES ('x-008', 'lab', 'eip155:1', '0x1', '{}', 0, 1)`,
    )
    await db().query(
      `INSERT INTO auth_device_approvals (token_hash, user_id, device_id, created_at, expires_at, approved_at)
       VALUES ('pending-008', 'u-008', 'd2', 0, 1, NULL), ('opened-008', 'u-008', 'd1', 0, 1, 5)`,
    )
    await db().exec(sql)
    expect(await db().query(`SELECT count(*)::int AS n FROM auth_sessions`)).toEqual([{ n: 0 }])
    expect(await db().query(`SELECT count(*)::int AS n FROM siwx_sessions`)).toEqual([{ n: 0 }])
    expect(await db().query(`SELECT token_hash FROM auth_device_approvals WHERE user_id = 'u-008'`)).toEqual([
      { token_hash: 'opened-008' },
    ])
    expect(await db().query(`SELECT auth_share FROM auth_wallets WHERE user_id = 'u-008'`)).toEqual([
      { auth_share: 'AAAA' },
    ])
    expect(await db().query(`SELECT device_id FROM auth_devices WHERE user_id = 'u-008'`)).toEqual([
      { device_id: 'd1' },
    ])
  })
})
