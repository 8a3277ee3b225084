import type { CaipNetwork } from 'appkit'
import { createEmbeddedWallet } from 'appkit/embedded-wallet'
import { AppKitProvider, createAppKit, useAppKit, useAppKitWallets } from 'appkit/react'
import { useEffect, useRef } from 'react'
import { createRoot } from 'react-dom/client'
import { LAB_CONFIG } from '../config.js'
import { anvilA, anvilB } from '../networks.js'
import { galleryAdapter, galleryWallet } from './gallery-adapter.js'
import type { Tile } from './tiles.js'

const LONG_NAMES = ['Anvil Development Network With A Long Name', 'Anvil B, Second Local Chain For Testing']

function networksOf(tile: Tile): [CaipNetwork, ...CaipNetwork[]] {
  if (!tile.longNetworkNames) return [anvilA, anvilB]
  return [
    { ...anvilA, name: LONG_NAMES[0]! },
    { ...anvilB, name: LONG_NAMES[1]! },
  ]
}

/** Clicks the first element with the test id `row` in the modal, once the modal shows it. */
function clickFirst(row: string) {
  const find = () =>
    document.querySelector('appkit-modal')?.shadowRoot?.querySelector<HTMLElement>(`[data-testid="${row}"]`)
  const look = () => {
    const found = find()
    if (found) found.click()
    else requestAnimationFrame(look)
  }
  look()
}

/**
 * Connects the tile's wallet when the tile wants it, then opens the modal on the tile's view (or on
 * the view it is reached from, and clicks its way in).
 */
function OpenView({ tile }: { tile: Tile }) {
  const { open } = useAppKit()
  const { wallets, connect } = useAppKitWallets()
  const started = useRef(false)
  const wallet = wallets.find((candidate) => candidate.name === tile.data.walletNames[0])
  useEffect(() => {
    if (started.current || (tile.connected && !wallet)) return
    started.current = true
    const connected = tile.connected && wallet ? connect(wallet.id) : Promise.resolve()
    void connected
      .then(() => open({ view: tile.from?.view ?? tile.view }))
      .then(() => tile.from && clickFirst(tile.from.row))
  }, [tile, wallet, connect, open])
  return null
}

/** One tile: a core of its own on the gallery's adapter, its modal open on the tile's view. */
export function renderTile(tile: Tile, theme: string | null) {
  const scheme = window.matchMedia('(prefers-color-scheme: dark)')
  const kit = createAppKit({
    adapters: [galleryAdapter(tile.data, galleryWallet(tile.id))],
    networks: networksOf(tile),
    projectId: LAB_CONFIG.projectId,
    // The real catalogue of the local cloud on Connect and All Wallets (or, for the failing one, a
    // path of the cloud that serves none); the account's data is the adapter's.
    explorerUrl: tile.failingExplorer ? `${LAB_CONFIG.explorerUrl}/no-explorer-here` : LAB_CONFIG.explorerUrl,
    // Tiles share this origin's storage: none may resume another's connection.
    enableReconnect: false,
    metadata: {
      name: 'AppKit gallery',
      description: 'Every view in its states',
      url: location.origin,
      icons: [],
    },
    ...(tile.socials && {
      embeddedWallet: createEmbeddedWallet({ secureSiteUrl: LAB_CONFIG.secureSiteUrl }),
      features: {
        email: true,
        socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      },
    }),
    themeMode: theme === 'dark' || (theme === null && scheme.matches) ? 'dark' : 'light',
  })
  // Without a theme asked, the tile follows the system's, as the lab does (the axe checks switch it).
  if (theme === null)
    scheme.addEventListener('change', (event) => kit.setThemeMode(event.matches ? 'dark' : 'light'))
  createRoot(document.getElementById('root')!).render(
    <AppKitProvider core={kit.core}>
      <OpenView tile={tile} />
    </AppKitProvider>,
  )
}
