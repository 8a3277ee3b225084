// @vitest-environment happy-dom
import { shortenAddress } from '@appkit/common'
import { switchNetwork } from '@appkit/controllers'
import { fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWith } from '../test/render.js'
import { network } from '../test/stub-adapter.js'
import { evmAndSolanaKit, SOLANA_ADDRESS } from '../test/two-namespaces.js'
import { AppKitButton } from './appkit-button.js'

/** The button inside AppKitButton's shadow root, once it shows `testid`. */
async function shownButton(testid: string) {
  let button: HTMLButtonElement | null | undefined
  await waitFor(() => {
    button = document.querySelector('appkit-button')?.shadowRoot?.querySelector('button')
    expect(button?.dataset.testid).toBe(testid)
  })
  return button!
}

describe('the account button reflects every connection', () => {
  it('says Connect Wallet only while no wallet is connected anywhere: in a namespace without one it shows another’s', async () => {
    const core = await evmAndSolanaKit({ evm: false })
    await switchNetwork(core, { network: network(1, 'Ethereum') })
    expect(core.chains.activeNamespace).toBe('eip155')
    renderWith(core, <AppKitButton />)
    const button = await shownButton('account-button')
    expect(button.textContent).toContain(shortenAddress(SOLANA_ADDRESS))
    // Account would have nothing to show for EVM: every wallet is in Wallets.
    fireEvent.click(button)
    expect(core.router.view).toBe('ProfileWallets')
  })

  it('counts the wallets connected besides the one it shows', async () => {
    const core = await evmAndSolanaKit()
    renderWith(core, <AppKitButton />)
    const button = await shownButton('account-button')
    await waitFor(() =>
      expect(button.querySelector('[data-testid="account-button-wallets"]')?.textContent).toBe('+1'),
    )
    expect(button.getAttribute('aria-label')).toMatch(/, \+1 connected$/)
    fireEvent.click(button)
    expect(core.router.view).toBe('Account')
  })
})
