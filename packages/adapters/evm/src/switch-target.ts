import { type CaipNetwork, ChainNotConfiguredError } from '@appkit/common'

/**
 * The dapp's EVM network a `wallet_switchEthereumChain` asks for (`[{ chainId: '0x…' }]`); the
 * embedded wallet serves only the dapp's own networks: anything else is 'Chain not configured.'.
 */
export function switchTarget(networks: readonly CaipNetwork[], params: unknown): CaipNetwork {
  const [first] = Array.isArray(params) ? params : []
  const hex = (first as { chainId?: unknown } | undefined)?.chainId
  const id = typeof hex === 'string' && /^0x[0-9a-f]+$/i.test(hex) ? Number.parseInt(hex, 16) : undefined
  const network = networks.find((n) => n.chainNamespace === 'eip155' && n.id === id)
  if (!network) throw new ChainNotConfiguredError({ details: String(hex) })
  return network
}
