import { createWagmiAdapter } from '@appkit/wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createAppKit } from 'appkit/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { App } from './app.js'
import { anvilA, anvilB, EXAMPLE_CONFIG } from './config.js'

const networks = [anvilA, anvilB]
const { wagmiConfig, adapter } = createWagmiAdapter({ networks })

createAppKit({
  adapters: [adapter],
  networks,
  projectId: EXAMPLE_CONFIG.projectId,
  metadata: {
    name: 'wagmi example',
    description: 'A dapp written with wagmi hooks; AppKit connects it',
    url: location.origin,
    icons: [],
  },
  walletConnect: { relayUrl: EXAMPLE_CONFIG.relayUrl },
  ...(EXAMPLE_CONFIG.cloud && {
    explorerUrl: EXAMPLE_CONFIG.cloud,
    blockchainApiUrl: EXAMPLE_CONFIG.cloud,
  }),
})

const queryClient = new QueryClient()

// wagmi's defaults: its reconnect on mount gets the connection AppKit resumes (@appkit/wagmi README).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
