import { createEmbeddedWallet } from 'appkit/embedded-wallet'
import { createAppKit } from 'appkit/react'
import { createRoot } from 'react-dom/client'
import { App } from './app.js'
import { LAB_CONFIG } from './config.js'
import { openedConfiguration } from './configurations.js'
import { createEventLog } from './event-log.js'
import { labSiwx } from './lab-siwx.js'
import './lab.css'
// Installed before AppKit starts, as extensions are before a page runs.
import './wallets.js'

const configuration = openedConfiguration()
const adapters = configuration.adapters()
const namespaces = adapters.map((adapter) => adapter.namespace)

export const appKit = createAppKit({
  adapters,
  networks: configuration.networks(),
  // A configuration without features passes `{}`: the SDK's own defaults. Only `remote-defaults`
  // passes none, so the project's remote features land on spec §9's defaults (email, socials).
  features:
    'features' in configuration ? configuration.features : 'remoteDefaults' in configuration ? undefined : {},
  embeddedWallet: createEmbeddedWallet({ secureSiteUrl: LAB_CONFIG.secureSiteUrl }),
  siwx: 'signIn' in configuration ? labSiwx(configuration.signIn) : undefined,
  projectId: LAB_CONFIG.projectId,
  explorerUrl: LAB_CONFIG.explorerUrl,
  blockchainApiUrl: LAB_CONFIG.blockchainApiUrl,
  analyticsUrl: LAB_CONFIG.analyticsUrl,
  watchPendingTransactions: LAB_CONFIG.watchPendingTransactions,
  featuredWalletIds: LAB_CONFIG.featuredWalletIds,
  walletConnect: { relayUrl: LAB_CONFIG.relayUrl },
  metadata: {
    name: 'AppKit lab',
    description: 'Every feature against the local cloud',
    url: location.origin,
    icons: [],
  },
  themeMode: window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
})

// The lab follows the system's colour scheme when it changes, as a dapp may (the accessibility
// tests switch it with a view open, to check that view in both themes).
window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener('change', (scheme) => {
  appKit.setThemeMode(scheme.matches ? 'dark' : 'light')
})

// Every tracking event, from the first: the lab lists them as a dapp would receive them.
const events = createEventLog()
appKit.subscribeEvents(({ data }) => events.add({ event: data.event, properties: data.properties }))

createRoot(document.getElementById('root')!).render(<App namespaces={namespaces} events={events} />)
