import { createBitcoinAdapter } from 'appkit/adapters/bitcoin'
import { coinbase, createEvmAdapter, safe } from 'appkit/adapters/evm'
import { createSolanaAdapter } from 'appkit/adapters/solana'
import { createEmbeddedWallet } from 'appkit/embedded-wallet'
import { arbitrum, bitcoin, mainnet, solana, solanaDevnet } from 'appkit/networks'
import { AppKitButton, AppKitNetworkButton, createAppKit } from 'appkit/react'
import { backendSiwx } from 'appkit/siwx'
import { createRoot } from 'react-dom/client'

// Everything the product has, as a dapp that wants it all would set it up. Each feature built later
// joins here, so the first-paint budget keeps measuring the whole product.
const env = import.meta.env
const absolute = (url: string) => new URL(url, location.href).href.replace(/\/$/, '')
const projectId = env.VITE_PROJECT_ID ?? 'example-project-id'
const api = env.VITE_BLOCKCHAIN_API_URL && absolute(env.VITE_BLOCKCHAIN_API_URL)

createAppKit({
  adapters: [
    // Coinbase's SDK loads when a visitor picks it; Safe's only when the page runs inside a Safe.
    createEvmAdapter({ connectors: [coinbase(), safe()] }),
    createSolanaAdapter(),
    createBitcoinAdapter(),
  ],
  networks: [mainnet, arbitrum, solana, solanaDevnet, bitcoin],
  projectId,
  metadata: {
    name: 'Full example',
    description: 'Every adapter and every feature of AppKit',
    url: location.origin,
    icons: [],
  },
  // Every feature but analytics, which sends the dapp's events to a service: off unless asked for.
  features: {
    send: true,
    receive: true,
    history: true,
    swaps: true,
    onramp: true,
    email: true,
    emailCapture: true,
  },
  watchPendingTransactions: true,
  // Email login: the secure site runs on its own origin (never loaded before a visitor uses it).
  embeddedWallet: createEmbeddedWallet({
    secureSiteUrl: env.VITE_SECURE_SITE_URL ?? 'http://127.0.0.1:4176/',
  }),
  // Sign-in with X for all three namespaces, with the visitor's email proved first: the dapp's
  // server (here the local cloud's /siwx/v1) issues the nonces, verifies and keeps the sessions.
  // Its code loads after a wallet connects.
  siwx: backendSiwx({
    url: api ?? 'http://127.0.0.1:8787',
    projectId,
    statement: 'Sign in to the full example',
  }),
  ...(env.VITE_EXPLORER_URL && { explorerUrl: absolute(env.VITE_EXPLORER_URL) }),
  ...(api && { blockchainApiUrl: api }),
})

createRoot(document.getElementById('root')!).render(
  <>
    <AppKitNetworkButton />
    <AppKitButton />
  </>,
)
