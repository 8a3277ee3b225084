import { createEvmAdapter } from 'appkit/adapters/evm'
import { arbitrum, mainnet } from 'appkit/networks'
import { AppKitButton, createAppKit } from 'appkit/react'
import { createRoot } from 'react-dom/client'

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
})

createRoot(document.getElementById('root')!).render(<AppKitButton />)
