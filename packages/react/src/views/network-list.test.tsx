// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connectStub, createTestKit, renderWith } from '../test/render.js'
import { namedAdapter, network, stubAdapter } from '../test/stub-adapter.js'
import { NetworksView } from './networks-view.js'

const names = (list: HTMLElement) => [...list.querySelectorAll('.apk-name')].map((name) => name.textContent)

describe('NetworksView', () => {
  it("lists the dapp's networks and marks the current one", async () => {
    const core = createTestKit()
    await connectStub(core)
    renderWith(core, <NetworksView />)
    const list = screen.getByRole('list', { name: 'Choose Network' })
    expect(names(list)).toEqual(['Ethereum', 'Optimism'])
    expect(screen.getByTestId('network-eip155:1').getAttribute('aria-current')).toBe('true')
    expect(screen.getByTestId('network-eip155:10').getAttribute('aria-current')).toBe('false')
  })

  it('switches to the network the user picks', async () => {
    const core = createTestKit()
    await connectStub(core)
    renderWith(core, <NetworksView />)
    fireEvent.click(screen.getByRole('button', { name: /Optimism/ }))
    await waitFor(() => expect(core.chains.chains.eip155?.caipNetwork?.caipNetworkId).toBe('eip155:10'))
    await waitFor(() =>
      expect(screen.getByTestId('network-eip155:10').getAttribute('aria-current')).toBe('true'),
    )
  })

  it('groups the networks by namespace when the dapp has several, the active one first', () => {
    const solana = {
      ...network(0, 'Solana'),
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      chainNamespace: 'solana',
    } as const
    const core = createTestKit({
      networks: [network(1, 'Ethereum'), solana],
      adapters: [stubAdapter(), namedAdapter('solana', 'Solana')],
    })
    renderWith(core, <NetworksView />)
    const headings = screen.getAllByRole('heading').map((h) => h.textContent)
    expect(headings).toEqual(['Ethereum (EVM)', 'Solana'])
    expect(names(screen.getByRole('list', { name: 'Solana' }))).toEqual(['Solana'])
  })
})
