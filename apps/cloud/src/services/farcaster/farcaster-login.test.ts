import { describe, expect, it } from 'vitest'
import { useAuthServer } from '../auth/auth-test-server.test-helper.js'
import { authenticateChannel, channelTokenHash, type FarcasterContext, openChannel } from './channel-flows.js'
import { completeChannel } from './channel-store.js'
import { listedFids } from './fid-lookup.js'
import { signIn } from './siwf.test-helper.js'
import { TEST_FIDS } from './test-fids.js'

// POST /auth/v1/farcaster/login against channels of the relay's own flows on the same database.

const server = useAuthServer()
const DEVICE = 'device-farcaster-1'
const terms = { siweUri: 'https://dapp.example/', domain: 'dapp.example' }

const relay = (): FarcasterContext => ({
  db: server().db,
  registry: listedFids(TEST_FIDS),
  appUrl: 'https://farcaster.xyz/~/siwf',
  channelTtlMs: 60_000,
  now: Date.now,
})

/** A channel the Farcaster app approved as the `index`th test fid. */
async function approvedChannel(index = 0): Promise<string> {
  const { channelToken, nonce } = await openChannel(relay(), terms)
  await authenticateChannel(relay(), channelToken, await signIn({ ...terms, nonce, index }))
  return channelToken
}

const login = (channelToken: string, deviceId = DEVICE) =>
  server().call('POST', '/auth/v1/farcaster/login', { body: { channelToken, deviceId } })

describe('POST /auth/v1/farcaster/login', () => {
  it("opens a session for the fid of an approved channel, named by the registry's user name", async () => {
    const answer = await login(await approvedChannel(1))
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ userName: 'bob.lab', fid: 20002, user: { isNew: true } })
    const session = await server().call('GET', '/auth/v1/session', { token: answer.body.sessionToken })
    expect(session.status).toBe(200)
  })

  it('finds the same user for the same fid on another device', async () => {
    const first = await login(await approvedChannel(2))
    const again = await login(await approvedChannel(2), 'device-farcaster-2')
    expect(again.body.user.id).toBe(first.body.user.id)
    expect(again.body.user.isNew).toBe(false)
  })

  it('logs in once per channel (a replayed channel token)', async () => {
    const channelToken = await approvedChannel()
    expect((await login(channelToken)).status).toBe(200)
    const replay = await login(channelToken, 'device-attacker')
    expect(replay.status).toBe(401)
    expect(replay.body.error.code).toBe('UNAUTHORIZED')
  })

  it('refuses a channel the Farcaster app has not approved yet, or a made-up token', async () => {
    const { channelToken } = await openChannel(relay(), terms)
    expect((await login(channelToken)).status).toBe(401)
    expect((await login('made-up')).status).toBe(401)
  })

  it('checks the signature again: a channel completed in the database without a valid one logs nobody in', async () => {
    const { channelToken, nonce } = await openChannel(relay(), terms)
    const proof = await signIn({ ...terms, nonce, index: 1 })
    // Written past the relay's checks (a database writer): Bob's signature, claimed for Alice.
    const alice = { ...proof, ...TEST_FIDS[0]! }
    await completeChannel(server().db, channelTokenHash(channelToken), alice, Date.now())
    const answer = await login(channelToken)
    expect(answer.status).toBe(401)
    expect(answer.body.error.message).toMatch(/not approved/)
  })
})
