import { HttpRequestError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { connectWallet } from '../session/connect-wallet.js'
import { pushView } from '../state/view-history.js'
import { createTestCore } from '../test/core.js'
import { fakeApi } from '../test/fake-account.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import type { AccountApi } from '../types/account-api.js'
import { registerNameFromModal } from './register-name-from-modal.js'

async function onRegisterView(registerName: AccountApi['registerName']) {
  const core = createTestCore({
    adapters: [new FakeAdapter()],
    networks: [network(1)],
    api: async () => fakeApi({ getIdentity: async () => ({}), registerName }),
  })
  await connectWallet(core, { connector: connector('a') })
  core.modal.open = true
  pushView(core.router, 'Account')
  pushView(core.router, 'RegisterAccountName')
  return core
}

describe('registerNameFromModal', () => {
  it('moves on to RegisterAccountNameSuccess with the name', async () => {
    const core = await onRegisterView(async () => undefined)
    await expect(registerNameFromModal(core, 'alice')).resolves.toBeUndefined()
    expect(core.router.view).toBe('RegisterAccountNameSuccess')
    expect(core.router.data?.accountName).toBe('alice.reown.id')
  })

  it('stays on RegisterAccountName with the reason when the service refuses', async () => {
    const core = await onRegisterView(async () => {
      throw new HttpRequestError(409, { serverMessage: 'Name is already registered' })
    })
    await expect(registerNameFromModal(core, 'alice')).resolves.toBe('Name is already registered')
    expect(core.router.view).toBe('RegisterAccountName')
  })
})
