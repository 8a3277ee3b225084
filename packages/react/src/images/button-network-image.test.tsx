// @vitest-environment happy-dom
import type { ExplorerSource } from '@appkit/controllers/modal'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestKit, renderWith } from '../test/render.js'
import { network } from '../test/stub-adapter.js'
import { ButtonNetworkImage } from './button-network-image.js'

const images = async (): Promise<ExplorerSource> => ({
  getWallets: async () => ({ count: 0, data: [] }),
  walletImageUrl: (id) => `http://127.0.0.1/wallet/${id}`,
  assetImageUrl: (id) => `http://127.0.0.1/asset/${id}`,
})

const srcIn = (container: HTMLElement) => container.querySelector('img')?.getAttribute('src')

describe('ButtonNetworkImage', () => {
  it("draws a well-known network's mark from the package, with no request", async () => {
    const { container } = renderWith(createTestKit(), <ButtonNetworkImage network={network(1, 'Ethereum')} />)
    await waitFor(() => expect(srcIn(container)).toMatch(/^data:image\/svg\+xml,/))
  })

  it("draws another network's image from the dapp's image service", async () => {
    const anvil = network(31337, 'Anvil')
    const { container } = renderWith(
      createTestKit({ networks: [anvil], explorer: images }),
      <ButtonNetworkImage network={anvil} />,
    )
    await waitFor(() => expect(srcIn(container)).toBe('http://127.0.0.1/asset/eip155:31337'))
  })
})
