import { useAppKitAccount, useAppKitWallets, useDisconnect } from 'appkit/react'
import { useState } from 'react'

/**
 * A dapp's own connect UI, as a headless dapp (`features: { headless: true }`) draws it: the
 * wallets from useAppKitWallets, its own buttons, its own error line. No modal is loaded.
 */
export function HeadlessWallets() {
  const { wallets, connect, connecting, walletConnectUri } = useAppKitWallets()
  const { isConnected } = useAppKitAccount()
  const { disconnect } = useDisconnect()
  const [error, setError] = useState<string>()
  if (isConnected) {
    return (
      <button type="button" onClick={() => void disconnect()}>
        Disconnect
      </button>
    )
  }
  const pick = (id: string) => {
    setError(undefined)
    connect(id).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
  }
  return (
    <nav aria-label="Wallets" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
      {wallets.map((wallet) => (
        <button
          key={wallet.id}
          type="button"
          disabled={connecting !== undefined}
          onClick={() => pick(wallet.id)}
        >
          {wallet.imageUrl && <img src={wallet.imageUrl} alt="" width={16} height={16} />} {wallet.name}
          {connecting === wallet.id && ' …'}
        </button>
      ))}
      {walletConnectUri && <code data-testid="headless-uri">{walletConnectUri}</code>}
      {error && <output data-testid="headless-error">{error}</output>}
    </nav>
  )
}
