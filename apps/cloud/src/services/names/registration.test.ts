import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { readRegistration } from './registration.js'

// Anvil's first two dev keys: public test keys, never real funds.
const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const mallory = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9c86dae88c7a8412f4603b6b78690d')
const NOW = 1_800_000_000_000

async function signed(fields: Record<string, unknown>, signer = alice, address = alice.address) {
  const message = JSON.stringify({ attributes: {}, timestamp: NOW, ...fields })
  return { coin_type: 60, address, message, signature: await signer.signMessage({ message }) }
}

describe('readRegistration', () => {
  it('accepts a message the address signed, lowercasing the name and address', async () => {
    const body = await signed({ name: 'Alice-1.reown.id' })
    await expect(readRegistration(body, NOW)).resolves.toMatchObject({
      name: 'alice-1.reown.id',
      address: alice.address.toLowerCase(),
      coinType: 60,
      attributes: {},
    })
  })

  it('refuses a message signed by another key (registering a name for someone else)', async () => {
    const body = await signed({ name: 'alice.reown.id' }, mallory, alice.address)
    await expect(readRegistration(body, NOW)).rejects.toMatchObject({
      status: 401,
      message: 'Invalid signature',
    })
  })

  it('refuses a signed message whose name was swapped after signing', async () => {
    const body = await signed({ name: 'alice.reown.id' })
    const forged = { ...body, message: body.message.replace('alice', 'bobby') }
    await expect(readRegistration(forged, NOW)).rejects.toMatchObject({ status: 401 })
  })

  it('refuses a replayed message older than the window', async () => {
    const body = await signed({ name: 'alice.reown.id' })
    await expect(readRegistration(body, NOW + 11 * 60_000)).rejects.toMatchObject({
      status: 400,
      message: 'Registration message expired',
    })
  })

  it('refuses names that break the rules, the legacy zone and other zones', async () => {
    for (const name of ['abc.reown.id', 'ali_ce.reown.id', 'alice.wcn.id', 'alice.eth', 'a.b.reown.id']) {
      await expect(readRegistration(await signed({ name }), NOW), name).rejects.toMatchObject({ status: 400 })
    }
  })

  it('refuses other coin types and malformed bodies', async () => {
    const body = await signed({ name: 'alice.reown.id' })
    await expect(readRegistration({ ...body, coin_type: 501 }, NOW)).rejects.toMatchObject({ status: 400 })
    await expect(readRegistration({ ...body, signature: 'nope' }, NOW)).rejects.toMatchObject({ status: 400 })
    await expect(readRegistration({ ...body, message: 'not json' }, NOW)).rejects.toMatchObject({
      status: 400,
    })
    await expect(readRegistration(null, NOW)).rejects.toMatchObject({ status: 400 })
  })
})
