// @vitest-environment happy-dom
import { findConnector } from '@appkit/controllers'
import { pushView } from '@appkit/controllers/modal'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ADDRESS, createTestKit, renderWith } from '../test/render.js'
import { ConnectingExternalView } from './connecting-external-view.js'

describe('ConnectingExternalView', () => {
  it('asks the user to continue in the wallet, and connects it', async () => {
    const core = createTestKit()
    pushView(core.router, 'ConnectingExternal', {
      connector: findConnector(core.connectors, 'eip155', 'stub')!,
    })
    renderWith(core, <ConnectingExternalView />)
    expect(screen.getByText('Continue in Stub Wallet')).toBeTruthy()
    expect(screen.getByText('Accept the connection request in the wallet.')).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Connecting…' })).toBeTruthy()
    await waitFor(() => expect(core.chains.chains.eip155?.account.address).toBe(ADDRESS))
  })

  it('renders nothing without a wallet to connect', () => {
    const { container } = renderWith(createTestKit(), <ConnectingExternalView />)
    expect(container.textContent).toBe('')
  })
})
