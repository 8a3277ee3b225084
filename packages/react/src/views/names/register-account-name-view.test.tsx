// @vitest-environment happy-dom

import { HttpRequestError } from '@appkit/common'
import type { AccountApi } from '@appkit/controllers'
import { openModal, pushView } from '@appkit/controllers/modal'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { connectStub, createTestKit, renderWith } from '../../test/render.js'
import { stubAdapter } from '../../test/stub-adapter.js'
import RegisterAccountNameSuccessView from './register-account-name-success-view.js'
import RegisterAccountNameView from './register-account-name-view.js'

function api(patch: Partial<AccountApi>): AccountApi {
  return {
    getBalances: async () => [],
    getHistory: async () => ({ transactions: [] }),
    getIdentity: async () => ({}),
    getAllowedOrigins: async () => [],
    alertCodeOf: () => undefined,
    suggestNames: async ({ name }) => [
      { name: `${name}.reown.id`, registered: name === 'taken' },
      { name: `${name}-1.reown.id`, registered: false },
    ],
    ...patch,
  }
}

async function registerView(patch: Partial<AccountApi> = {}) {
  const adapter = { ...stubAdapter(), identity: { getIdentity: async () => ({}) } }
  const core = createTestKit({ api: async () => api(patch) }, adapter)
  await connectStub(core)
  openModal(core, { view: 'Account' })
  pushView(core.router, 'RegisterAccountName')
  renderWith(core, <RegisterAccountNameView />)
  return core
}

const type = (label: string) => fireEvent.change(screen.getByLabelText('Name'), { target: { value: label } })
const submit = () => screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement

describe('RegisterAccountNameView', () => {
  it('says the rules and offers nothing to submit for a name that breaks them', async () => {
    await registerView()
    type('ab')
    expect(screen.getByTestId('register-name-hint').textContent).toBe(
      'At least 4 characters: letters, digits and hyphens.',
    )
    expect(submit().disabled).toBe(true)
  })

  it('registers nothing when Enter is pressed on a name that breaks the rules', async () => {
    const registerName = vi.fn(async () => undefined)
    const core = await registerView({ registerName })
    type('ab')
    fireEvent.submit(screen.getByTestId('register-name'))
    expect(registerName).not.toHaveBeenCalled()
    expect(core.router.view).toBe('RegisterAccountName')
  })

  it('offers the free names like it, and says a taken one is taken', async () => {
    await registerView()
    type('taken')
    expect(await screen.findByText('taken-1.reown.id')).toBeTruthy()
    expect(screen.getByTestId('register-name-hint').textContent).toBe('taken.reown.id is already registered.')
    expect(submit().disabled).toBe(true)
    fireEvent.click(screen.getByText('taken-1.reown.id'))
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('taken-1')
  })

  it('registers the name and moves on to the success view', async () => {
    const registerName = vi.fn(async () => undefined)
    const core = await registerView({ registerName })
    type('alice')
    await screen.findByText('alice-1.reown.id')
    fireEvent.click(submit())
    await waitFor(() => expect(core.router.view).toBe('RegisterAccountNameSuccess'))
    expect(core.router.data?.accountName).toBe('alice.reown.id')
  })

  it("shows the service's reason and keeps the name typed", async () => {
    const registerName = async () => {
      throw new HttpRequestError(409, { serverMessage: 'Name is already registered' })
    }
    const core = await registerView({ registerName })
    type('alice')
    await screen.findByText('alice-1.reown.id')
    fireEvent.click(submit())
    expect((await screen.findByRole('alert')).textContent).toBe('Name is already registered')
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('alice')
    expect(core.router.view).toBe('RegisterAccountName')
  })

  it("says 'Error fetching name suggestions' when the suggestions fail", async () => {
    await registerView({
      suggestNames: async () => {
        throw new Error('down')
      },
    })
    type('alice')
    expect((await screen.findByRole('alert')).textContent).toBe('Error fetching name suggestions')
  })
})

describe('RegisterAccountNameSuccessView', () => {
  it('names the name registered and goes back to Account', async () => {
    const core = createTestKit()
    await connectStub(core)
    openModal(core, { view: 'Account' })
    // As the register view leaves it: replaced by the success view, over Account.
    pushView(core.router, 'RegisterAccountNameSuccess', { accountName: 'alice.reown.id' })
    renderWith(core, <RegisterAccountNameSuccessView />)
    expect(screen.getByTestId('register-name-success-name').textContent).toBe('alice.reown.id')
    fireEvent.click(screen.getByRole('button', { name: 'Back to account' }))
    expect(core.router.view).toBe('Account')
  })
})
