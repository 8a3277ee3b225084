import { createEvmAdapter } from 'appkit/adapters/evm'
import { arbitrum, mainnet } from 'appkit/networks'
import { AppKitButton, createAppKit } from 'appkit/react'
import { createRoot } from 'react-dom/client'

// A wallet explorer is optional: without one the modal lists installed wallets and WalletConnect.
const explorer = import.meta.env.VITE_EXPLORER_URL

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
  ...(explorer && { explorerUrl: new URL(explorer, location.href).href.replace(/\/$/, '') }),
})

createRoot(document.getElementById('root')!).render(<AppKitButton />)
