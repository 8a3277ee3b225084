import { createEvmAdapter } from 'appkit/adapters/evm'
import { arbitrum, mainnet } from 'appkit/networks'
import { AppKitButton, createAppKit } from 'appkit/react'
import { createRoot } from 'react-dom/client'

// A wallet explorer is optional: without one the modal lists installed wallets and WalletConnect.
const explorer = import.meta.env.VITE_EXPLORER_URL
// So is a blockchain API: without one the account shows its native balance only.
const api = import.meta.env.VITE_BLOCKCHAIN_API_URL
const absolute = (url: string) => new URL(url, location.href).href.replace(/\/$/, '')

createAppKit({
  adapters: [createEvmAdapter()],
  networks: [mainnet, arbitrum],
  projectId: import.meta.env.VITE_PROJECT_ID ?? 'example-project-id',
  metadata: {
    name: 'Minimal example',
    description: 'The smallest dapp with AppKit',
    url: location.origin,
    icons: [],
  },
  ...(explorer && { explorerUrl: absolute(explorer) }),
  ...(api && { blockchainApiUrl: absolute(api) }),
})

createRoot(document.getElementById('root')!).render(<AppKitButton />)
