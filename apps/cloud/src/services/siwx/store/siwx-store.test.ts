import { describe, expect, it } from 'vitest'
import { describeOnEngines } from '../../../db/engines.test-helper.js'
import { consumeNonce, insertNonce, nonceState } from './nonces.js'
import { findSession, insertSession, type NewSession, revokeSession } from './sessions.js'

// One file and one database per engine for both sign-in stores (each file starts its own
// PostgreSQL). Each describe is the test of the store file it names; every test uses its own keys.

const session = (tokenHash: string, expiresAt: number): NewSession => ({
  tokenHash,
  projectId: 'p',
  chainId: 'eip155:1',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  session: '{"signature":"0x01"}',
  expiresAt,
})

describeOnEngines('sign-in store', (db) => {
  describe('nonces.ts', () => {
    it('knows a nonce only for its project, fresh until it expires', async () => {
      expect(await insertNonce(db(), { nonce: 'fresh0001', projectId: 'p', expiresAt: 1000 }, 0, 0)).toBe(
        true,
      )
      expect(await nonceState(db(), 'fresh0001', 'p', 999)).toBe('fresh')
      expect(await nonceState(db(), 'fresh0001', 'p', 1000)).toBe('expired')
      expect(await nonceState(db(), 'fresh0001', 'other', 0)).toBe('unknown')
      expect(await nonceState(db(), 'never001', 'p', 0)).toBe('unknown')
    })

    it('refuses a nonce issued twice', async () => {
      await insertNonce(db(), { nonce: 'twice0001', projectId: 'p', expiresAt: 1000 }, 0, 0)
      expect(await insertNonce(db(), { nonce: 'twice0001', projectId: 'q', expiresAt: 2000 }, 0, 0)).toBe(
        false,
      )
      expect(await nonceState(db(), 'twice0001', 'q', 0)).toBe('unknown')
    })

    it('is used up exactly once, however many requests race for it', async () => {
      await insertNonce(db(), { nonce: 'race00001', projectId: 'p', expiresAt: 1000 }, 0, 0)
      const wins = await Promise.all(
        Array.from({ length: 12 }, () => consumeNonce(db(), 'race00001', 'p', 10)),
      )
      expect(wins.filter(Boolean)).toHaveLength(1)
      expect(await nonceState(db(), 'race00001', 'p', 11)).toBe('used')
      expect(await consumeNonce(db(), 'race00001', 'p', 12)).toBe(false)
    })

    it('is not used up once expired, or by another project', async () => {
      await insertNonce(db(), { nonce: 'late00001', projectId: 'p', expiresAt: 1000 }, 0, 0)
      expect(await consumeNonce(db(), 'late00001', 'q', 10)).toBe(false)
      expect(await consumeNonce(db(), 'late00001', 'p', 1000)).toBe(false)
      expect(await consumeNonce(db(), 'late00001', 'p', 999)).toBe(true)
    })

    it('deletes nonces expired before the cut-off when it stores one', async () => {
      await insertNonce(db(), { nonce: 'old000001', projectId: 'p', expiresAt: 5_000 }, 0, 0)
      await insertNonce(db(), { nonce: 'keep00001', projectId: 'p', expiresAt: 9_000 }, 0, 0)
      await insertNonce(db(), { nonce: 'new000001', projectId: 'p', expiresAt: 20_000 }, 10_000, 5_000)
      expect(await nonceState(db(), 'old000001', 'p', 10_000)).toBe('unknown')
      expect(await nonceState(db(), 'keep00001', 'p', 10_000)).toBe('expired')
    })
  })

  describe('sessions.ts', () => {
    it('finds a session by its token hash, with its expiry', async () => {
      await insertSession(db(), session('hash-a', 5_000), 0, 0)
      expect(await findSession(db(), 'hash-a')).toEqual({
        projectId: 'p',
        session: '{"signature":"0x01"}',
        expiresAt: 5_000,
        revoked: false,
      })
      expect(await findSession(db(), 'hash-unknown')).toBeUndefined()
    })

    it('revokes a session once; an unknown token changes nothing', async () => {
      await insertSession(db(), session('hash-b', 5_000), 0, 0)
      await revokeSession(db(), 'hash-b', 'p', 10)
      await revokeSession(db(), 'hash-b', 'p', 20)
      await revokeSession(db(), 'hash-unknown', 'p', 20)
      expect(await findSession(db(), 'hash-b')).toMatchObject({ revoked: true })
      const [row] = await db().query<{ revoked_at: number }>(
        "SELECT revoked_at FROM siwx_sessions WHERE token_hash = 'hash-b'",
      )
      expect(row).toEqual({ revoked_at: 10 })
    })

    it('revokes a session only for its own project: another dapp cannot end it', async () => {
      await insertSession(db(), session('hash-c', 5_000), 0, 0)
      await revokeSession(db(), 'hash-c', 'other', 10)
      expect(await findSession(db(), 'hash-c')).toMatchObject({ projectId: 'p', revoked: false })
    })

    it('deletes sessions expired before the cut-off when it stores one', async () => {
      await insertSession(db(), session('hash-old', 100), 0, 0)
      await insertSession(db(), session('hash-kept', 900), 0, 0)
      await insertSession(db(), session('hash-new', 5_000), 1_000, 500)
      expect(await findSession(db(), 'hash-old')).toBeUndefined()
      expect(await findSession(db(), 'hash-kept')).toMatchObject({ expiresAt: 900 })
    })
  })
})
