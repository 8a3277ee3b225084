import { HttpRequestError } from '@appkit/common'
import { describe, expect, it, vi } from 'vitest'
import { connectWallet } from '../session/connect-wallet.js'
import { createTestCore } from '../test/core.js'
import { fakeApi } from '../test/fake-account.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import type { AccountApi } from '../types/account-api.js'
import { registerAccountName } from './register-account-name.js'
import { suggestAccountNames } from './suggest-account-names.js'

async function connected(patch: Partial<AccountApi> = {}) {
  const adapter = new FakeAdapter()
  const core = createTestCore({
    adapters: [adapter],
    networks: [network(1)],
    api: async () => fakeApi({ getIdentity: async () => ({}), ...patch }),
  })
  await connectWallet(core, { connector: connector('a') })
  return { core, adapter }
}

describe('registerAccountName', () => {
  it('signs a message naming the name, registers it and shows it on the account', async () => {
    const registerName = vi.fn(async () => undefined)
    const { core } = await connected({ registerName })
    await expect(registerAccountName(core, { label: 'Alice-1' })).resolves.toBe('alice-1.reown.id')
    const [[sent]] = registerName.mock.calls as unknown as [[{ message: string; signature: string }]]
    expect(JSON.parse(sent.message)).toMatchObject({ name: 'alice-1.reown.id', attributes: {} })
    expect(sent.signature).toBeTruthy()
    expect(core.chains.chains.eip155!.account.profileName).toBe('alice-1.reown.id')
  })

  it("says the service's reason for a refusal, and leaves the account's name as it was", async () => {
    const registerName = async () => {
      throw new HttpRequestError(409, { serverMessage: 'Name is already registered' })
    }
    const { core } = await connected({ registerName })
    await expect(registerAccountName(core, { label: 'taken' })).rejects.toMatchObject({
      code: 'NAME_REGISTRATION_FAILED',
      message: 'Name is already registered',
    })
    expect(core.chains.chains.eip155!.account.profileName).toBeUndefined()
  })

  it("says 'Error registering name {name}' when the service fails without a reason", async () => {
    const registerName = async () => {
      throw new HttpRequestError(500, { serverMessage: 'database down at 10.0.0.3' })
    }
    const { core } = await connected({ registerName })
    await expect(registerAccountName(core, { label: 'alice' })).rejects.toMatchObject({
      message: 'Error registering name alice.reown.id',
    })
  })

  it('refuses an invalid name before asking the wallet to sign anything', async () => {
    const registerName = vi.fn(async () => undefined)
    const { core, adapter } = await connected({ registerName })
    const sign = vi.spyOn(adapter, 'signMessage')
    await expect(registerAccountName(core, { label: 'ab' })).rejects.toMatchObject({
      message: 'Error registering name ab.reown.id',
    })
    expect(sign).not.toHaveBeenCalled()
    expect(registerName).not.toHaveBeenCalled()
  })

  it("says 'Address or auth connector not found' with no account connected", async () => {
    const core = createTestCore({
      adapters: [new FakeAdapter()],
      networks: [network(1)],
      api: async () => fakeApi(),
    })
    await expect(registerAccountName(core, { label: 'alice' })).rejects.toMatchObject({
      message: 'Address or auth connector not found',
    })
  })
})

describe('suggestAccountNames', () => {
  it('asks the zone reown.id and answers what the service said', async () => {
    const suggestNames = vi.fn(async () => [{ name: 'alice.reown.id', registered: true }])
    const { core } = await connected({ suggestNames })
    await expect(suggestAccountNames(core, { label: 'alice' })).resolves.toEqual([
      { name: 'alice.reown.id', registered: true },
    ])
    expect(suggestNames).toHaveBeenCalledWith(expect.objectContaining({ name: 'alice', zone: 'reown.id' }))
  })

  it("says 'Error fetching name suggestions' when the service fails", async () => {
    const { core } = await connected({
      suggestNames: async () => {
        throw new Error('down')
      },
    })
    await expect(suggestAccountNames(core, { label: 'alice' })).rejects.toMatchObject({
      message: 'Error fetching name suggestions',
    })
  })
})
