// @vitest-environment happy-dom
import { pushView } from '@appkit/controllers/modal'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestKit, renderWith } from '../test/render.js'
import { network } from '../test/stub-adapter.js'
import { SwitchNetworkView } from './switch-network-view.js'

describe('SwitchNetworkView', () => {
  it('while the wallet is asked, names the network and says the wallet must approve', () => {
    const core = createTestKit()
    pushView(core.router, 'SwitchNetwork', { network: network(10, 'Optimism') })
    renderWith(core, <SwitchNetworkView />)
    expect(screen.getByText('Switch to Optimism')).toBeTruthy()
    expect(screen.getByText('Approve the network switch in your wallet.')).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Switching network…' })).toBeTruthy()
  })

  it('opened without a network, lists the networks to pick from', () => {
    const core = createTestKit()
    pushView(core.router, 'SwitchNetwork')
    renderWith(core, <SwitchNetworkView />)
    expect(screen.queryByTestId('switch-network')).toBeNull()
    expect(screen.getByRole('button', { name: /Optimism/ })).toBeTruthy()
  })
})
