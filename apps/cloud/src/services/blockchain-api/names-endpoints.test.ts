import { privateKeyToAccount } from 'viem/accounts'
import { expect, it } from 'vitest'
import { describeOnEngines } from '../../db/engines.test-helper.js'
import { fakeBackend } from './api-test-server.test-helper.js'
import { identityEndpoint } from './identity-endpoint.js'
import { profileEndpoint, registerEndpoint, reverseEndpoint, suggestionsEndpoint } from './names-endpoints.js'

// Anvil's third dev key (the seeded identities name the first two).
const carol = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
const CAROL = carol.address.toLowerCase()
const NOW = 1_800_000_000_000

async function registration(name: string) {
  const message = JSON.stringify({ name, attributes: {}, timestamp: NOW })
  return { coin_type: 60, address: carol.address, message, signature: await carol.signMessage({ message }) }
}

const bodyOf = (answer: Awaited<ReturnType<typeof profileEndpoint>>) =>
  'body' in answer ? answer.body : undefined

describeOnEngines('the name service', (db) => {
  it('registers a signed name, then finds it forward, in reverse and as the identity', async () => {
    const backend = fakeBackend({ db: db() })
    const registered = bodyOf(await registerEndpoint(backend, await registration('carol.reown.id'), NOW))
    expect(registered).toMatchObject({ success: true, name: 'carol.reown.id' })

    expect(bodyOf(await profileEndpoint(backend, 'Carol.reown.id'))).toEqual({
      name: 'carol.reown.id',
      registered_at: new Date(NOW).toISOString(),
      updated_at: new Date(NOW).toISOString(),
      addresses: { '60': { address: CAROL } },
      attributes: {},
    })
    expect(bodyOf(await reverseEndpoint(backend, carol.address))).toMatchObject([{ name: 'carol.reown.id' }])
    const identity = await identityEndpoint(
      backend,
      'http://127.0.0.1:1',
      carol.address,
      new URLSearchParams(),
    )
    expect(bodyOf(identity)).toMatchObject({ name: 'carol.reown.id' })
  })

  it('refuses a name already registered (taking over a name), keeping its owner', async () => {
    const backend = fakeBackend({ db: db() })
    await registerEndpoint(backend, await registration('taken.reown.id'), NOW)
    await expect(registerEndpoint(backend, await registration('taken.reown.id'), NOW)).rejects.toMatchObject({
      status: 409,
      message: 'Name is already registered',
    })
    expect(bodyOf(await profileEndpoint(backend, 'taken.reown.id'))).toMatchObject({
      addresses: { '60': { address: CAROL } },
    })
  })

  it('suggests names in the zone, saying which are registered', async () => {
    const backend = fakeBackend({ db: db() })
    await registerEndpoint(backend, await registration('dave.reown.id'), NOW)
    const answer = bodyOf(await suggestionsEndpoint(backend, 'dave', new URLSearchParams('zone=reown.id')))
    expect(answer).toMatchObject({
      suggestions: expect.arrayContaining([{ name: 'dave.reown.id', registered: true }]),
    })
    expect(answer).toMatchObject({
      suggestions: expect.arrayContaining([{ name: 'dave-1.reown.id', registered: false }]),
    })
    await expect(
      suggestionsEndpoint(backend, 'dave', new URLSearchParams('zone=evil.id')),
    ).rejects.toMatchObject({
      status: 400,
    })
  })

  it('still answers the seeded lab names, and 404 for unknown ones', async () => {
    const backend = fakeBackend({ db: db() })
    expect(bodyOf(await profileEndpoint(backend, 'bob.lab.id'))).toMatchObject({ name: 'bob.lab.id' })
    await expect(profileEndpoint(backend, 'nobody.reown.id')).rejects.toMatchObject({ status: 404 })
    await expect(reverseEndpoint(backend, 'nope')).rejects.toMatchObject({ status: 400 })
  })

  it('refuses a name that is empty or longer than 255 characters, before reading anything', async () => {
    const backend = fakeBackend({ db: db() })
    for (const name of [undefined, '', `${'a'.repeat(250)}.reown.id`]) {
      await expect(profileEndpoint(backend, name), String(name)).rejects.toMatchObject({
        status: 400,
        message: 'Invalid name',
      })
      await expect(suggestionsEndpoint(backend, name, new URLSearchParams())).rejects.toMatchObject({
        status: 400,
        message: 'Invalid name',
      })
    }
  })

  it("suggests in the cloud's own zone when none is named", async () => {
    const backend = fakeBackend({ db: db() })
    const answer = bodyOf(await suggestionsEndpoint(backend, 'erin', new URLSearchParams()))
    expect(answer).toMatchObject({
      suggestions: expect.arrayContaining([{ name: 'erin.reown.id', registered: false }]),
    })
  })

  it('lists a registered name before the seeded one of the same address', async () => {
    // Dev account #0, seeded as alice.lab.id.
    const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
    const message = JSON.stringify({ name: 'alice-w.reown.id', attributes: {}, timestamp: NOW })
    const body = {
      coin_type: 60,
      address: alice.address,
      message,
      signature: await alice.signMessage({ message }),
    }
    const backend = fakeBackend({ db: db() })
    await registerEndpoint(backend, body, NOW)
    const names = bodyOf(await reverseEndpoint(backend, alice.address)) as { name: string }[]
    expect(names.map((entry) => entry.name)).toEqual(['alice-w.reown.id', 'alice.lab.id'])
  })

  it('replayed signature: a registration signed for one name cannot register it twice, nor after its window', async () => {
    const backend = fakeBackend({ db: db() })
    const signed = await registration('frank.reown.id')
    await registerEndpoint(backend, signed, NOW)
    await expect(registerEndpoint(backend, signed, NOW)).rejects.toMatchObject({ status: 409 })
    const later = await registration('frank2.reown.id')
    await expect(registerEndpoint(backend, later, NOW + 11 * 60_000)).rejects.toMatchObject({
      status: 400,
      message: 'Registration message expired',
    })
    await expect(profileEndpoint(backend, 'frank2.reown.id')).rejects.toMatchObject({ status: 404 })
  })
})
