import { createEvmAdapter } from 'appkit/adapters/evm'
import { createSolanaAdapter } from 'appkit/adapters/solana'
import { createEmbeddedWallet } from 'appkit/embedded-wallet'
import { arbitrum, mainnet, solana, solanaDevnet } from 'appkit/networks'
import { AppKitButton, AppKitNetworkButton, createAppKit } from 'appkit/react'
import { createRoot } from 'react-dom/client'

// Everything the product has, as a dapp that wants it all would set it up. Each feature built later
// joins here, so the first-paint budget keeps measuring the whole product.
const env = import.meta.env
const absolute = (url: string) => new URL(url, location.href).href.replace(/\/$/, '')

createAppKit({
  adapters: [createEvmAdapter(), createSolanaAdapter()],
  networks: [mainnet, arbitrum, solana, solanaDevnet],
  projectId: env.VITE_PROJECT_ID ?? 'example-project-id',
  metadata: {
    name: 'Full example',
    description: 'Every adapter and every feature of AppKit',
    url: location.origin,
    icons: [],
  },
  features: { send: true, receive: true, history: true, swaps: true, onramp: true, email: true },
  watchPendingTransactions: true,
  // Email login: the secure site runs on its own origin (never loaded before a visitor uses it).
  embeddedWallet: createEmbeddedWallet({
    secureSiteUrl: env.VITE_SECURE_SITE_URL ?? 'http://127.0.0.1:4176/',
  }),
  ...(env.VITE_EXPLORER_URL && { explorerUrl: absolute(env.VITE_EXPLORER_URL) }),
  ...(env.VITE_BLOCKCHAIN_API_URL && { blockchainApiUrl: absolute(env.VITE_BLOCKCHAIN_API_URL) }),
})

createRoot(document.getElementById('root')!).render(
  <>
    <AppKitNetworkButton />
    <AppKitButton />
  </>,
)
