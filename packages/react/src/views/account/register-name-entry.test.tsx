// @vitest-environment happy-dom
import type { AccountApi } from '@appkit/controllers'
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { capableAdapter } from '../../test/capable-adapter.js'
import { connectStub, createTestKit, renderWith } from '../../test/render.js'
import { stubAdapter } from '../../test/stub-adapter.js'
import { AccountView } from './account-view.js'

const api: AccountApi = {
  getBalances: async () => [],
  getHistory: async () => ({ transactions: [] }),
  getIdentity: async () => ({}),
  getAllowedOrigins: async () => [],
  alertCodeOf: () => undefined,
}
const withIdentity = () => ({ ...stubAdapter(), identity: { getIdentity: async () => ({}) } })

describe("Account's way to register a name", () => {
  it('opens RegisterAccountName for an account with names and a dapp with a blockchain API', async () => {
    const core = createTestKit({ api: async () => api }, withIdentity())
    await connectStub(core)
    renderWith(core, <AccountView />)
    fireEvent.click(screen.getByRole('button', { name: 'Register a name' }))
    expect(core.router.view).toBe('RegisterAccountName')
  })

  it('is not offered without a blockchain API to register with', async () => {
    const core = createTestKit({}, withIdentity())
    await connectStub(core)
    renderWith(core, <AccountView />)
    expect(screen.queryByRole('button', { name: 'Register a name' })).toBeNull()
  })

  it('is not offered for a namespace without names', async () => {
    const core = createTestKit({ api: async () => api })
    await connectStub(core)
    renderWith(core, <AccountView />)
    expect(screen.queryByRole('button', { name: 'Register a name' })).toBeNull()
  })
})

describe("Account's wallet features", () => {
  it('offers Buy and Swap when they are on and the wallet can send a contract call, each opening its view', async () => {
    const adapter = capableAdapter()
    adapter.send!.sendCall = async () => '0xhash'
    const core = createTestKit({ features: { swaps: true, onramp: true } }, adapter)
    await connectStub(core)
    renderWith(core, <AccountView />)
    const names = screen.getAllByRole('button').map((button) => button.dataset.testid)
    // Spec §9's order: onramp, swaps, receive, send.
    expect(names.filter((name) => name?.startsWith('wallet-feature-'))).toEqual([
      'wallet-feature-onramp',
      'wallet-feature-swaps',
      'wallet-feature-receive',
      'wallet-feature-send',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Swap' }))
    expect(core.router.view).toBe('Swap')
  })

  it('offers no Swap to a wallet that cannot send a contract call, however the flag is set', async () => {
    const core = createTestKit({ features: { swaps: true } }, capableAdapter())
    await connectStub(core)
    renderWith(core, <AccountView />)
    expect(screen.queryByTestId('wallet-feature-swaps')).toBeNull()
    expect(screen.getByTestId('wallet-feature-send')).toBeTruthy()
  })
})
