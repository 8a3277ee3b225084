import type { RelayStatus, WalletState } from '../wallet-state.js'

const WALLET_TEXT: Record<WalletState['status'], string> = {
  starting: 'Wallet: starting…',
  ready: 'Wallet: ready',
  failed: 'Wallet: failed to start',
}

const RELAY_TEXT: Record<RelayStatus, string> = {
  idle: 'Relay: not connected yet (connects when you pair)',
  connected: 'Relay: connected',
  disconnected: 'Relay: not connected',
}

type HeaderProps = Pick<
  WalletState,
  'address' | 'solanaAddress' | 'bitcoinAddress' | 'bitcoinOrdinalsAddress' | 'relay' | 'status'
>

/** The accounts, whether WalletKit is ready, and the relay's state: what a tester checks first. */
export function WalletHeader({
  address,
  solanaAddress,
  bitcoinAddress,
  bitcoinOrdinalsAddress,
  relay,
  status,
}: HeaderProps) {
  return (
    <header>
      <h1>AppKit Test Wallet</h1>
      <p>
        Account: <code data-testid="wallet-address">{address}</code>
      </p>
      <p>
        Solana account: <code data-testid="wallet-solana-address">{solanaAddress || 'loading…'}</code>
      </p>
      <p>
        Bitcoin payment account:{' '}
        <code data-testid="wallet-bitcoin-address">{bitcoinAddress || 'loading…'}</code>
      </p>
      <p>
        Bitcoin ordinals account:{' '}
        <code data-testid="wallet-bitcoin-ordinals-address">{bitcoinOrdinalsAddress || 'loading…'}</code>
      </p>
      <p role="status" data-testid="wallet-status" data-state={status}>
        {WALLET_TEXT[status]}
      </p>
      <p role="status" data-testid="relay-status" data-state={relay}>
        {RELAY_TEXT[relay]}
      </p>
    </header>
  )
}
