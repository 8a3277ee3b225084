// @vitest-environment happy-dom
import { pushView } from '@appkit/controllers'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestKit, renderWith } from '../test/render.js'
import { namedAdapter, stubAdapter } from '../test/stub-adapter.js'
import { SwitchActiveChainView } from './switch-active-chain-view.js'

describe('SwitchActiveChainView', () => {
  it('names the namespace to switch to and says the other connections stay', () => {
    const core = createTestKit({ adapters: [stubAdapter(), namedAdapter('solana', 'Solana')] })
    pushView(core.router, 'SwitchActiveChain', { switchToChain: 'solana' })
    renderWith(core, <SwitchActiveChainView />)
    expect(screen.getByText('Switch to Solana')).toBeTruthy()
    expect(
      screen.getByText(
        'Connecting a wallet on Solana makes it the active network. Your other connections stay as they are.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Switch Network' })).toBeTruthy()
  })
})
