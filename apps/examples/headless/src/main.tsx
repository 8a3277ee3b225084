import { createEvmAdapter } from 'appkit/adapters/evm'
import { createSolanaAdapter } from 'appkit/adapters/solana'
import { mainnet, solana } from 'appkit/networks'
import {
  createAppKit,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitWallets,
  useDisconnect,
} from 'appkit/react'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'

// The dapp draws every pixel itself; AppKit brings the sessions (wallets, accounts, networks,
// balances, WalletConnect) and mounts no modal: its code is never downloaded.
createAppKit({
  adapters: [createEvmAdapter(), createSolanaAdapter()],
  networks: [mainnet, solana],
  projectId: import.meta.env.VITE_PROJECT_ID ?? 'example-project-id',
  metadata: {
    name: 'Headless example',
    description: 'Its own connect UI over the AppKit hooks',
    url: location.origin,
    icons: [],
  },
  features: { headless: true },
})

function Wallets() {
  const { wallets, connect, connecting, walletConnectUri } = useAppKitWallets()
  const [error, setError] = useState<string>()
  return (
    <>
      <ul>
        {wallets.map((wallet) => (
          <li key={wallet.id}>
            <button
              type="button"
              disabled={connecting !== undefined}
              onClick={() => {
                setError(undefined)
                connect(wallet.id).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
              }}
            >
              {wallet.name} {wallet.namespaces.join(' + ')}
            </button>
          </li>
        ))}
      </ul>
      {/* Draw it as a QR code with the library of your choice; a phone's wallet scans it. */}
      {walletConnectUri && <code>{walletConnectUri}</code>}
      {error && <p role="alert">{error}</p>}
    </>
  )
}

function App() {
  const { isConnected, address } = useAppKitAccount()
  const { caipNetwork } = useAppKitNetwork()
  const { disconnect } = useDisconnect()
  if (!isConnected) return <Wallets />
  return (
    <p>
      {address} on {caipNetwork?.name}{' '}
      <button type="button" onClick={() => void disconnect()}>
        Disconnect
      </button>
    </p>
  )
}

createRoot(document.getElementById('root')!).render(<App />)
