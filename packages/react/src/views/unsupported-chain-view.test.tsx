// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connectStub, createTestKit, renderWith } from '../test/render.js'
import { stubAdapter } from '../test/stub-adapter.js'
import { UnsupportedChainView } from './unsupported-chain-view.js'

async function onUnsupportedChain() {
  const adapter = stubAdapter()
  const core = createTestKit({}, adapter)
  await connectStub(core)
  adapter.events().chainChanged({ namespace: 'eip155', connectorId: 'stub' }, 999)
  await waitFor(() => expect(core.chains.chains.eip155?.unsupported).toBe(true))
  renderWith(core, <UnsupportedChainView />)
  return core
}

describe('UnsupportedChainView', () => {
  it('says the network is not supported and marks none of the listed ones as current', async () => {
    await onUnsupportedChain()
    expect(
      screen.getByText(
        "This app doesn't support your current network. Switch to an available option to continue.",
      ),
    ).toBeTruthy()
    for (const button of screen
      .getAllByRole('button')
      .filter((b) => b.dataset.testid?.startsWith('network-')))
      expect(button.getAttribute('aria-current')).toBe('false')
  })

  it('switches to a supported network the user picks', async () => {
    const core = await onUnsupportedChain()
    fireEvent.click(screen.getByTestId('network-eip155:1'))
    await waitFor(() => expect(core.chains.chains.eip155?.unsupported).toBeFalsy())
  })

  it('disconnects from Disconnect', async () => {
    const core = await onUnsupportedChain()
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(core.chains.chains.eip155?.account.address).toBeUndefined())
  })
})
