import { PAIRING_VALIDITY_MS } from '@appkit/common'
import { proxy } from 'valtio/vanilla'

export interface WalletConnectState {
  /** The pairing URI the QR code and deep links carry. */
  uri?: string
  /** When the pairing stops being valid (spec §9: 4 minutes after it was made). */
  expiresAt?: number
}

export function createWalletConnectState(): WalletConnectState {
  return proxy<WalletConnectState>({})
}

/** A URI offered again (a reused pairing on Telegram or iOS Safari) keeps its expiry. */
export function setWalletConnectUri(
  state: WalletConnectState,
  uri: string | undefined,
  now = Date.now(),
): void {
  if (uri && uri === state.uri) return
  state.uri = uri
  state.expiresAt = uri ? now + PAIRING_VALIDITY_MS : undefined
}
