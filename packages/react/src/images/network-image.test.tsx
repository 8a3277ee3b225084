// @vitest-environment happy-dom
import type { ExplorerSource } from '@appkit/controllers/modal'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestKit, renderWith } from '../test/render.js'
import { network } from '../test/stub-adapter.js'
import { NetworksView } from '../views/networks-view.js'

const CLOUD = 'http://127.0.0.1:8787'

/** An explorer whose image URLs are the cloud's; it lists no wallets. */
const cloudImages = async (): Promise<ExplorerSource> => ({
  getWallets: async () => ({ count: 0, data: [] }),
  walletImageUrl: (id) => `${CLOUD}/getWalletImage/${id}?projectId=lab`,
  assetImageUrl: (id) => `${CLOUD}/public/getAssetImage/${encodeURIComponent(id)}?projectId=lab`,
  tokenImageUrl: (id) => `${CLOUD}/public/getTokenImage/${encodeURIComponent(id)}?projectId=lab`,
  currencyImageUrl: (id) => `${CLOUD}/public/getCurrencyImage/${encodeURIComponent(id)}?projectId=lab`,
})

const anvil = network(31337, 'Anvil')
const anvilB = network(31338, 'Anvil B')
const imageOf = (caipNetworkId: string) => screen.getByTestId(`network-${caipNetworkId}`).querySelector('img')
const markOf = (caipNetworkId: string) =>
  screen.getByTestId(`network-${caipNetworkId}`).querySelector<HTMLElement>('.apk-mark')

describe('network images', () => {
  it('network icons are images from the cloud, not letters', async () => {
    const core = createTestKit({ networks: [anvil, anvilB], explorer: cloudImages })
    renderWith(core, <NetworksView />)
    await waitFor(() =>
      expect(imageOf('eip155:31337')?.getAttribute('src')).toBe(
        `${CLOUD}/public/getAssetImage/eip155%3A31337?projectId=lab`,
      ),
    )
    expect(imageOf('eip155:31338')?.getAttribute('src')).toBe(
      `${CLOUD}/public/getAssetImage/eip155%3A31338?projectId=lab`,
    )
    expect(screen.getByRole('list').querySelectorAll('.apk-mark')).toHaveLength(0)
  })

  it('offline, well-known networks still show their bundled icon', async () => {
    // No image service configured, and the dapp gave no image URL: the package's own marks.
    const core = createTestKit({ networks: [network(1, 'Ethereum'), network(10, 'Optimism')] })
    renderWith(core, <NetworksView />)
    await waitFor(() => expect(imageOf('eip155:1')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/))
    expect(imageOf('eip155:10')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
    expect(imageOf('eip155:10')?.getAttribute('src')).not.toBe(imageOf('eip155:1')?.getAttribute('src'))
  })

  it('falls back from a broken bundled mark to the cloud, then to letters', async () => {
    const core = createTestKit({ networks: [network(1, 'Ethereum'), anvil], explorer: cloudImages })
    renderWith(core, <NetworksView />)
    await waitFor(() => expect(imageOf('eip155:1')?.getAttribute('src')).toMatch(/^data:image/))
    await waitFor(() => expect(imageOf('eip155:31337')).not.toBeNull())
    fireEvent.error(imageOf('eip155:1')!)
    await waitFor(() =>
      expect(imageOf('eip155:1')?.getAttribute('src')).toMatch(/getAssetImage\/eip155%3A1\?/),
    )
    fireEvent.error(imageOf('eip155:1')!)
    await waitFor(() => expect(markOf('eip155:1')?.dataset.initial).toBe('ET'))
  })

  it('two entries never share a fallback: Anvil and Anvil B, both unreachable, look different', async () => {
    const core = createTestKit({ networks: [anvil, anvilB], explorer: cloudImages })
    renderWith(core, <NetworksView />)
    await waitFor(() => expect(imageOf('eip155:31338')).not.toBeNull())
    fireEvent.error(imageOf('eip155:31337')!)
    fireEvent.error(imageOf('eip155:31338')!)
    await waitFor(() => expect(markOf('eip155:31338')).not.toBeNull())
    const [a, b] = [markOf('eip155:31337')!, markOf('eip155:31338')!]
    expect(a.dataset.initial).toBe('AN')
    expect(b.dataset.initial).toBe('AB')
    expect(a.style.getPropertyValue('--apk-mark-hue')).not.toBe(b.style.getPropertyValue('--apk-mark-hue'))
  })
})
