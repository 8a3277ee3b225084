import type { EvmExternalConnector } from '../external/external-connector.js'
import { SAFE_ICON } from './safe-icon.js'

export interface SafeOptions {
  /**
   * Origins of the Safe UIs whose answers count (`https://app.safe.global` by default): a page
   * that frames the dapp and is not one of them cannot pose as a Safe.
   */
  allowedDomains?: readonly RegExp[]
  /** How long the Safe has to say which Safe it is; spec §9's injected-wallet wait by default. */
  timeoutMs?: number
}

/**
 * The Safe connector: when the dapp runs as a Safe app (framed by the Safe's UI), it connects as
 * the Safe without a prompt. A page that is not framed never loads the SDK and never posts a
 * message; a framed one loads it and asks its parent once.
 */
export function safe(options: SafeOptions = {}): EvmExternalConnector {
  return {
    connector: { id: 'safe', name: 'Safe', chain: 'eip155', type: 'EXTERNAL', imageUrl: SAFE_ICON },
    present: () => typeof window !== 'undefined' && window !== window.parent,
    autoConnect: true,
    holdsTransactions: true,
    load: () => import('./safe-connect.js').then((chunk) => chunk.connectSafe(options)),
  }
}
