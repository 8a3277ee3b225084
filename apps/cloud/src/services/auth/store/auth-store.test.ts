import { describe, expect, it } from 'vitest'
import type { Queryable } from '../../../db/database.js'
import { describeOnEngines } from '../../../db/engines.test-helper.js'
import { checkCode, deleteCode, type PendingCode, saveCode } from './codes.js'
import {
  approvalState,
  approveDevice,
  createApproval,
  deleteApproval,
  isDeviceVerified,
  releaseCodeClaim,
  verifyDevice,
} from './devices.js'
import { useNonceOnce } from './id-token-nonces.js'
import { findOrCreateUserByIdentity, type Identity, identitiesOfUser } from './identities.js'
import { createSession, deleteSession, findSession } from './sessions.js'
import { changeEmail, findOrCreateUser, findUserByEmail, findUserById } from './users.js'
import { readWallet, saveWallet } from './wallets.js'

// One file and one database per engine for every auth store: each file of its own would start its
// own PostgreSQL and PGlite (~3 s each), for tests that take milliseconds. Each describe below is
// the test of the store file it names; every test uses addresses and keys of its own.

const request = { browser: 'Chrome on Linux', ip: '127.0.0.1', dapp: 'http://127.0.0.1:4173' }
const code = (key: string, hash: string, fields: Partial<PendingCode> = {}): PendingCode => ({
  key,
  email: 'ada@example.com',
  userId: null,
  newEmail: null,
  salt: 'salt',
  hash,
  attemptsLeft: 3,
  expiresAt: 1000,
  ...fields,
})
const is = (expected: string) => (_salt: string, hash: string) => hash === expected
const never = () => false

const shares = {
  evmAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  solanaAddress: 'So11111111111111111111111111111111111111112',
  authShare: 'AAECAwQ=',
  recoveryShareSealed: 'c2VhbGVk',
}

describeOnEngines('auth store', (db) => {
  describe('users.ts', () => {
    it('creates a user once per email, then finds the same one', async () => {
      const first = await findOrCreateUser(db(), 'ada@example.com', 1)
      expect(first.isNew).toBe(true)
      expect(first.user).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), email: 'ada@example.com' })
      const again = await findOrCreateUser(db(), 'ada@example.com', 2)
      expect(again).toEqual({ user: first.user, isNew: false })
      expect(await findUserByEmail(db(), 'ada@example.com')).toEqual(first.user)
      expect(await findUserById(db(), first.user.id)).toEqual(first.user)
      expect(await findUserByEmail(db(), 'nobody@example.com')).toBeUndefined()
    })

    it('makes one user of two first logins at once', async () => {
      const both = await Promise.all([
        findOrCreateUser(db(), 'twice@example.com', 1),
        findOrCreateUser(db(), 'twice@example.com', 1),
      ])
      expect(both[0].user.id).toBe(both[1].user.id)
      expect(both.filter((result) => result.isNew)).toHaveLength(1)
    })

    it('changes an email unless another user has it', async () => {
      const { user } = await findOrCreateUser(db(), 'old@example.com', 1)
      await findOrCreateUser(db(), 'taken@example.com', 1)
      expect(await changeEmail(db(), user.id, 'taken@example.com')).toBe(false)
      expect(await changeEmail(db(), user.id, 'new@example.com')).toBe(true)
      expect(await findUserById(db(), user.id)).toEqual({ id: user.id, email: 'new@example.com' })
      expect(await findUserByEmail(db(), 'old@example.com')).toBeUndefined()
    })

    it('refuses a move to an address another instance is giving a first login at that moment, without an error', async () => {
      const { user } = await findOrCreateUser(db(), 'mover@example.com', 1)
      let moving: Promise<boolean> | undefined
      await db().transaction(async (tx) => {
        await tx.query(
          "INSERT INTO auth_users (id, email, created_at) VALUES ('racer', 'contested@example.com', 2)",
        )
        // The move starts while the other login's row is written but not committed.
        moving = changeEmail(db(), user.id, 'contested@example.com')
        await new Promise((resolve) => setTimeout(resolve, 100))
      })
      expect(await moving).toBe(false)
      expect(await findUserById(db(), user.id)).toEqual({ id: user.id, email: 'mover@example.com' })
    })

    it('keeps emails lowercase and unique in the table itself', async () => {
      await expect(
        db().query("INSERT INTO auth_users (id, email, created_at) VALUES ('x', 'Ada@Example.com', 0)"),
      ).rejects.toMatchObject({ code: '23514' })
      await expect(
        db().query("INSERT INTO auth_users (id, email, created_at) VALUES ('y', 'ada@example.com', 0)"),
      ).rejects.toMatchObject({ code: '23505' })
    })
  })

  describe('identities.ts', () => {
    const identity = (subject: string, fields: Partial<Identity> = {}): Identity => ({
      issuer: 'https://accounts.example',
      subject,
      displayName: 'Ada Lovelace',
      verifiedEmail: null,
      ...fields,
    })
    const unlinked = { linkByEmail: false }

    it('makes a user without a login email on a first login, and finds the same user by (issuer, subject) after', async () => {
      const first = await findOrCreateUserByIdentity(db(), identity('sub-1'), unlinked, 1)
      expect(first).toEqual({ user: { id: expect.any(String), email: null }, isNew: true, linked: false })
      const again = await findOrCreateUserByIdentity(
        db(),
        identity('sub-1', { displayName: 'Ada King', verifiedEmail: 'ada-king@example.com' }),
        unlinked,
        2,
      )
      expect(again).toEqual({ user: first.user, isNew: false, linked: false })
      expect(await identitiesOfUser(db(), first.user.id)).toEqual([
        identity('sub-1', { displayName: 'Ada King', verifiedEmail: 'ada-king@example.com' }),
      ])
    })

    it('keeps one subject of two issuers apart: another provider’s "sub-1" is another person', async () => {
      const here = await findOrCreateUserByIdentity(db(), identity('shared-sub'), unlinked, 1)
      const there = await findOrCreateUserByIdentity(
        db(),
        identity('shared-sub', { issuer: 'https://other.example' }),
        unlinked,
        1,
      )
      expect(there.user.id).not.toBe(here.user.id)
    })

    it('does not hand an email user’s account to a provider that reports the same address, unless linking is on', async () => {
      const { user: owner } = await findOrCreateUser(db(), 'grace@example.com', 1)
      const grace = identity('grace-sub', { verifiedEmail: 'grace@example.com' })
      const apart = await findOrCreateUserByIdentity(db(), grace, unlinked, 2)
      expect(apart.user).toEqual({ id: expect.any(String), email: null })
      expect(apart.user.id).not.toBe(owner.id)
      // The address still logs in by mail as its owner only.
      expect(await findUserByEmail(db(), 'grace@example.com')).toEqual(owner)

      const other = identity('grace-sub-2', { verifiedEmail: 'grace@example.com' })
      const linked = await findOrCreateUserByIdentity(db(), other, { linkByEmail: true }, 3)
      expect(linked).toEqual({ user: owner, isNew: false, linked: true })
      expect(await findOrCreateUserByIdentity(db(), other, unlinked, 4)).toEqual({
        user: owner,
        isNew: false,
        linked: false,
      })
    })

    it('links by email only to an address the provider verified', async () => {
      await findOrCreateUser(db(), 'eve@example.com', 1)
      const eve = await findOrCreateUserByIdentity(
        db(),
        identity('eve-sub', { verifiedEmail: null }),
        { linkByEmail: true },
        2,
      )
      expect(eve).toMatchObject({ isNew: true, linked: false, user: { email: null } })
    })

    it('makes one user of two first logins of one person at once, leaving no second user behind', async () => {
      const at = 770_000 + Math.floor(Math.random() * 1000)
      const both = await Promise.all([
        findOrCreateUserByIdentity(db(), identity('racing-sub'), unlinked, at),
        findOrCreateUserByIdentity(db(), identity('racing-sub'), unlinked, at),
      ])
      expect(both[0].user.id).toBe(both[1].user.id)
      expect(both.filter((result) => result.isNew)).toHaveLength(1)
      const made = await db().query('SELECT id FROM auth_users WHERE created_at = $1', [at])
      expect(made).toHaveLength(1)
    })
  })

  describe('id-token-nonces.ts', () => {
    it('takes a nonce once, also when two take it at once, and forgets it once its token has expired', async () => {
      const both = await Promise.all([
        useNonceOnce(db(), 'nonce-a', 100, 1),
        useNonceOnce(db(), 'nonce-a', 100, 1),
      ])
      expect(both.sort()).toEqual([false, true])
      expect(await useNonceOnce(db(), 'nonce-a', 100, 99)).toBe(false)
      const left = await db().query("SELECT 1 FROM auth_id_token_nonces WHERE nonce_hash = 'nonce-a'")
      expect(left).toHaveLength(1)
      // Past its expiry the row goes; a token that old is refused by its exp before it gets here.
      expect(await useNonceOnce(db(), 'nonce-b', 300, 100)).toBe(true)
      expect(await db().query("SELECT 1 FROM auth_id_token_nonces WHERE nonce_hash = 'nonce-a'")).toEqual([])
    })
  })

  describe('devices.ts', () => {
    const user = async (email: string) => (await findOrCreateUser(db(), email, 0)).user.id

    it('verifies a device once per user', async () => {
      const ada = await user('ada@example.com')
      const bob = await user('bob@example.com')
      expect(await isDeviceVerified(db(), ada, 'device-1')).toBe(false)
      await verifyDevice(db(), ada, 'device-1', 1)
      await verifyDevice(db(), ada, 'device-1', 2)
      expect(await isDeviceVerified(db(), ada, 'device-1')).toBe(true)
      expect(await isDeviceVerified(db(), bob, 'device-1')).toBe(false)
    })

    it('approves a device by its link: pending, then send once, then sent', async () => {
      const id = await user('carol@example.com')
      expect(await approvalState(db(), id, 'device-2', 0)).toBe('none')
      await createApproval(
        db(),
        { tokenHash: 't1', userId: id, deviceId: 'device-2', expiresAt: 100, request },
        0,
      )
      await createApproval(
        db(),
        { tokenHash: 't2', userId: id, deviceId: 'device-2', expiresAt: 100, request },
        0,
      )
      expect(await approvalState(db(), id, 'device-2', 10)).toBe('pending')

      expect(await approveDevice(db(), 't2', 20)).toEqual({ userId: id, deviceId: 'device-2' })
      expect(await isDeviceVerified(db(), id, 'device-2')).toBe(true)
      const racing = await Promise.all([
        approvalState(db(), id, 'device-2', 30),
        approvalState(db(), id, 'device-2', 30),
      ])
      expect(racing.sort()).toEqual(['send', 'sent'])
      // The older link, opened later, finds its device approved and starts nothing new.
      expect(await approveDevice(db(), 't1', 40)).toEqual({ userId: id, deviceId: 'device-2' })
      expect(await approvalState(db(), id, 'device-2', 50)).toBe('sent')
    })

    it('does not tell a waiter its code was sent when the link is approved between its claim and its look: the next look sends it', async () => {
      const id = await user('racing@example.com')
      await createApproval(
        db(),
        { tokenHash: 'race', userId: id, deviceId: 'device-r', expiresAt: 100, request },
        0,
      )
      // Another instance approves the link right after this waiter's claim found nothing to claim.
      let calls = 0
      const approvedInBetween: Queryable = {
        exec: (sql) => db().exec(sql),
        async query(sql, params) {
          const rows = await db().query(sql, params)
          if (++calls === 1) await approveDevice(db(), 'race', 10)
          return rows as never
        },
      }
      expect(await approvalState(approvedInBetween, id, 'device-r', 10)).toBe('pending')
      expect(await approvalState(db(), id, 'device-r', 20)).toBe('send')
      expect(await approvalState(db(), id, 'device-r', 30)).toBe('sent')
    })

    it('gives a claim back, so that the next wait sends the code', async () => {
      const id = await user('erin@example.com')
      await createApproval(
        db(),
        { tokenHash: 't5', userId: id, deviceId: 'device-5', expiresAt: 100, request },
        0,
      )
      await approveDevice(db(), 't5', 10)
      expect(await approvalState(db(), id, 'device-5', 20)).toBe('send')
      await releaseCodeClaim(db(), id, 'device-5', 19)
      expect(await approvalState(db(), id, 'device-5', 30)).toBe('sent')
      await releaseCodeClaim(db(), id, 'device-5', 20)
      expect(await approvalState(db(), id, 'device-5', 30)).toBe('send')
    })

    it('refuses an unknown or expired link, and forgets a deleted one', async () => {
      const id = await user('dan@example.com')
      await createApproval(
        db(),
        { tokenHash: 't3', userId: id, deviceId: 'device-3', expiresAt: 100, request },
        0,
      )
      expect(await approveDevice(db(), 'nope', 10)).toBeUndefined()
      expect(await approveDevice(db(), 't3', 100)).toBeUndefined()
      expect(await approvalState(db(), id, 'device-3', 100)).toBe('none')
      expect(await isDeviceVerified(db(), id, 'device-3')).toBe(false)
      await createApproval(
        db(),
        { tokenHash: 't4', userId: id, deviceId: 'device-3', expiresAt: 200, request },
        150,
      )
      await deleteApproval(db(), 't4')
      expect(await approveDevice(db(), 't4', 160)).toBeUndefined()
    })
  })

  describe('codes.ts', () => {
    it('consumes a matching code once', async () => {
      await saveCode(db(), code('login:a', 'h1', { newEmail: 'n@example.com' }), 0)
      const first = await checkCode(db(), 'login:a', is('h1'), 10)
      expect(first).toEqual({ ok: true, code: code('login:a', 'h1', { newEmail: 'n@example.com' }) })
      expect(await checkCode(db(), 'login:a', is('h1'), 10)).toEqual({ ok: false, reason: 'none' })
    })

    it('counts wrong guesses down, and the last one burns the code, right or not after', async () => {
      await saveCode(db(), code('login:b', 'h'), 0)
      expect(await checkCode(db(), 'login:b', never, 1)).toEqual({
        ok: false,
        reason: 'wrong',
        attemptsLeft: 2,
      })
      expect(await checkCode(db(), 'login:b', never, 1)).toEqual({
        ok: false,
        reason: 'wrong',
        attemptsLeft: 1,
      })
      expect(await checkCode(db(), 'login:b', never, 1)).toEqual({ ok: false, reason: 'too-many' })
      expect(await checkCode(db(), 'login:b', is('h'), 1)).toEqual({ ok: false, reason: 'too-many' })
    })

    it('refuses an expired code and forgets it', async () => {
      await saveCode(db(), code('login:c', 'h', { expiresAt: 500 }), 0)
      expect(await checkCode(db(), 'login:c', is('h'), 500)).toEqual({ ok: false, reason: 'expired' })
      expect(await checkCode(db(), 'login:c', is('h'), 1)).toEqual({ ok: false, reason: 'none' })
    })

    it('replaces the previous code under the same key, attempts renewed', async () => {
      await saveCode(db(), code('login:d', 'old'), 0)
      await checkCode(db(), 'login:d', never, 1)
      await saveCode(db(), code('login:d', 'new'), 2)
      expect(await checkCode(db(), 'login:d', is('old'), 3)).toEqual({
        ok: false,
        reason: 'wrong',
        attemptsLeft: 2,
      })
      expect((await checkCode(db(), 'login:d', is('new'), 3)).ok).toBe(true)
    })

    it('uses a code once when two right guesses race', async () => {
      await saveCode(db(), code('login:e', 'h'), 0)
      const results = await Promise.all([
        checkCode(db(), 'login:e', is('h'), 1),
        checkCode(db(), 'login:e', is('h'), 1),
      ])
      expect(results.filter((result) => result.ok)).toHaveLength(1)
    })

    it('deletes only the code it was given', async () => {
      await saveCode(db(), code('login:f', 'newer'), 0)
      await deleteCode(db(), 'login:f', 'older')
      expect((await checkCode(db(), 'login:f', is('newer'), 1)).ok).toBe(true)
      await saveCode(db(), code('login:f', 'h'), 0)
      await deleteCode(db(), 'login:f', 'h')
      expect(await checkCode(db(), 'login:f', is('h'), 1)).toEqual({ ok: false, reason: 'none' })
    })
  })

  describe('sessions.ts', () => {
    it('finds a live session with its user and device until it expires', async () => {
      const { user } = await findOrCreateUser(db(), 'ada@example.com', 0)
      await createSession(
        db(),
        { tokenHash: 's1', userId: user.id, deviceId: 'device-1', expiresAt: 1000 },
        0,
      )
      expect(await findSession(db(), 's1', 999)).toEqual({ user, deviceId: 'device-1', expiresAt: 1000 })
      expect(await findSession(db(), 's1', 1000)).toBeUndefined()
      expect(await findSession(db(), 'unknown', 0)).toBeUndefined()
    })

    it('is gone once deleted', async () => {
      const { user } = await findOrCreateUser(db(), 'bob@example.com', 0)
      await createSession(
        db(),
        { tokenHash: 's2', userId: user.id, deviceId: 'device-1', expiresAt: 1000 },
        0,
      )
      expect(await deleteSession(db(), 's2')).toBe(true)
      expect(await deleteSession(db(), 's2')).toBe(false)
      expect(await findSession(db(), 's2', 1)).toBeUndefined()
    })
  })

  describe('wallets.ts', () => {
    it('stores a user’s shares once and never replaces them', async () => {
      const { user } = await findOrCreateUser(db(), 'ada@example.com', 0)
      expect(await readWallet(db(), user.id)).toBeUndefined()
      expect(await saveWallet(db(), user.id, shares, 1)).toBe(true)
      expect(await saveWallet(db(), user.id, { ...shares, authShare: 'BBBB' }, 2)).toBe(false)
      expect(await readWallet(db(), user.id)).toEqual(shares)
    })

    it('keeps an EVM-only wallet without a Solana address', async () => {
      const { user } = await findOrCreateUser(db(), 'bob@example.com', 0)
      const { solanaAddress: _, ...evmOnly } = shares
      await saveWallet(db(), user.id, evmOnly, 1)
      expect(await readWallet(db(), user.id)).toEqual(evmOnly)
    })
  })
})
