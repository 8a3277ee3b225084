import { proxy } from 'valtio/vanilla'

/** Where sign-in-with-X stands, for the sign view and the modal's close rule (spec §4). */
export interface SiwxState {
  /** Accounts known to hold a live session, by `siwxKey(network, address)`. */
  signedIn: Record<string, true>
  /** The wallet is being asked to sign the message. */
  signing: boolean
  /** DataCapture: the address a code went to; absent while the visitor types one. */
  captureEmail?: string
}

export function createSiwxState(): SiwxState {
  return proxy<SiwxState>({ signedIn: {}, signing: false })
}

/** One key per account and network; EVM addresses compare without case, as checksums differ. */
export function siwxKey(caipNetworkId: string, address: string): string {
  return `${caipNetworkId}|${caipNetworkId.startsWith('eip155:') ? address.toLowerCase() : address}`
}
