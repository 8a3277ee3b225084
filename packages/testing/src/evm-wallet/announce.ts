import type { Eip1193Provider, Eip6963ProviderInfo } from './types.js'

/**
 * EIP-6963: announce now (for dapps already listening) and again on every request (for dapps that
 * load later). Returns a function that stops answering requests.
 */
export function announceProvider(info: Eip6963ProviderInfo, provider: Eip1193Provider): () => void {
  // Frozen as the EIP asks, so one dapp cannot swap the provider another dapp receives.
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}
