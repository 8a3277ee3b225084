import { installTestWallet, TEST_ACCOUNTS } from '@appkit/testing'
import { createAppKit } from 'appkit/react'
import { createRoot } from 'react-dom/client'
import { App } from './app.js'
import { LAB_CONFIG } from './config.js'
import { CONFIGURATIONS, currentConfiguration } from './configurations.js'
import { anvilA, anvilB, WALLET_ONLY_CHAIN_ID } from './networks.js'

// The lab plays a browser with two wallet extensions installed. The first knows the dapp's first
// chain and one the dapp does not support; the second knows only the first chain.
installTestWallet({
  name: 'AppKit Test Wallet',
  rdns: 'org.appkit.testwallet',
  privateKey: TEST_ACCOUNTS[0]!.privateKey,
  chains: [
    { id: anvilA.id as number, rpcUrl: LAB_CONFIG.rpcA, name: anvilA.name },
    { id: WALLET_ONLY_CHAIN_ID, rpcUrl: LAB_CONFIG.rpcA, name: 'Wallet-only chain' },
  ],
})
installTestWallet({
  name: 'Backup Test Wallet',
  rdns: 'org.appkit.backupwallet',
  privateKey: TEST_ACCOUNTS[1]!.privateKey,
  chains: [{ id: anvilA.id as number, rpcUrl: LAB_CONFIG.rpcA, name: anvilA.name }],
})

export const appKit = createAppKit({
  adapters: CONFIGURATIONS[currentConfiguration()].adapters(),
  networks: [anvilA, anvilB],
  projectId: LAB_CONFIG.projectId,
  explorerUrl: LAB_CONFIG.explorerUrl,
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

createRoot(document.getElementById('root')!).render(<App />)
