// @vitest-environment happy-dom
import { fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connectStub, createTestKit, renderWith } from '../test/render.js'
import { AppKitAccountButton } from './account-button.js'
import { AppKitButton } from './appkit-button.js'
import { AppKitConnectButton } from './connect-button.js'
import { AppKitNetworkButton } from './network-button.js'

/** Our buttons render in a shadow root of their own: the button inside the host `tag`. */
async function buttonIn(tag: string) {
  let button: HTMLButtonElement | null | undefined
  await waitFor(() => {
    button = document.querySelector(tag)?.shadowRoot?.querySelector('button')
    expect(button).toBeTruthy()
  })
  return button!
}

describe('buttons', () => {
  it('AppKitConnectButton says Connect Wallet and opens Connect', async () => {
    const core = createTestKit()
    renderWith(core, <AppKitConnectButton />)
    const button = await buttonIn('appkit-connect-button')
    expect(button.textContent).toBe('Connect Wallet')
    fireEvent.click(button)
    expect(core.modal.open).toBe(true)
    expect(core.router.view).toBe('Connect')
  })

  it('AppKitConnectButton takes the label the dapp gives', async () => {
    renderWith(createTestKit(), <AppKitConnectButton label="Sign up" />)
    expect((await buttonIn('appkit-connect-button')).textContent).toBe('Sign up')
  })

  it('AppKitAccountButton shows the balance and short address, and opens Account', async () => {
    const core = createTestKit()
    await connectStub(core)
    renderWith(core, <AppKitAccountButton />)
    const button = await buttonIn('appkit-account-button')
    await waitFor(() => expect(button.textContent).toContain('12.345 ETH'))
    expect(button.textContent).toContain('0xf39F…2266')
    fireEvent.click(button)
    expect(core.router.view).toBe('Account')
  })

  it('AppKitButton is Connect until a wallet connects, then the account', async () => {
    const core = createTestKit()
    renderWith(core, <AppKitButton />)
    expect((await buttonIn('appkit-button')).dataset.testid).toBe('connect-button')
    await connectStub(core)
    await waitFor(async () => expect((await buttonIn('appkit-button')).dataset.testid).toBe('account-button'))
  })

  it('AppKitNetworkButton names the network and opens Networks', async () => {
    const core = createTestKit()
    await connectStub(core)
    renderWith(core, <AppKitNetworkButton />)
    const button = await buttonIn('appkit-network-button')
    expect(button.getAttribute('aria-label')).toBe('Network: Ethereum')
    fireEvent.click(button)
    expect(core.router.view).toBe('Networks')
  })
})
