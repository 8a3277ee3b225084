// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ADDRESS, connectStub, createTestKit, renderWith } from '../test/render.js'
import { ReceiveView } from './receive-view.js'

describe('ReceiveView', () => {
  it('shows the whole address, the network, and its QR code', async () => {
    const core = createTestKit()
    await connectStub(core)
    renderWith(core, <ReceiveView />)
    expect(screen.getByTestId('receive-address').textContent).toBe(ADDRESS)
    expect(screen.getByText('Send assets on Ethereum to this address.')).toBeTruthy()
    expect(await screen.findByRole('img', { name: 'QR code of your address' })).toBeTruthy()
  })

  it("lists the networks of the account's namespace the address works on", async () => {
    const core = createTestKit()
    await connectStub(core)
    renderWith(core, <ReceiveView />)
    expect(screen.getAllByTestId('receive-network').map((item) => item.textContent?.trim())).toEqual([
      'Ethereum',
      'Optimism',
    ])
  })

  it('copies the address', async () => {
    const core = createTestKit()
    await connectStub(core)
    renderWith(core, <ReceiveView />)
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    await waitFor(() => expect(core.snack.message).toEqual({ key: 'addressCopied' }))
    expect(await navigator.clipboard.readText()).toBe(ADDRESS)
  })
})
