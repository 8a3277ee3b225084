import { installTestWallet, TEST_ACCOUNTS } from '@appkit/testing'
import { createEvmAdapter } from 'appkit/adapters/evm'
import { createAppKit } from 'appkit/react'
import { createRoot } from 'react-dom/client'
import { App } from './app.js'
import { LAB_CONFIG } from './config.js'
import { anvilA, anvilB } from './networks.js'

// The lab plays a browser with one wallet extension installed; it only knows the first chain.
installTestWallet({
  name: 'AppKit Test Wallet',
  rdns: 'org.appkit.testwallet',
  privateKey: TEST_ACCOUNTS[0]!.privateKey,
  chains: [{ id: anvilA.id as number, rpcUrl: LAB_CONFIG.rpcA, name: anvilA.name }],
})

export const appKit = createAppKit({
  adapters: [createEvmAdapter()],
  networks: [anvilA, anvilB],
  projectId: LAB_CONFIG.projectId,
  metadata: {
    name: 'AppKit lab',
    description: 'Every feature against the local cloud',
    url: location.origin,
    icons: [],
  },
  themeMode: window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
})

createRoot(document.getElementById('root')!).render(<App />)
