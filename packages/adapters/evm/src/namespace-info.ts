import type { NamespaceInfo } from '@appkit/controllers/adapter'
import { evmEmbeddedPart } from './embedded-part.js'

/**
 * An EVM chain reference as the core keeps chain ids: a positive number, from decimal or hex text
 * (wallets and WalletConnect sessions give both); undefined for anything else.
 */
export function evmChainId(reference: string): number | undefined {
  const id = /^0x[0-9a-f]+$/i.test(reference)
    ? Number.parseInt(reference, 16)
    : /^\d+$/.test(reference)
      ? Number(reference)
      : Number.NaN
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/** EVM as the UI and the shared connectors know it. */
export const evmNamespaceInfo: NamespaceInfo = {
  name: 'Ethereum (EVM)',
  // Spec §5: WalletConnect's one-step sign-in carries EVM chains.
  walletConnect: { chainId: evmChainId, oneStepSignIn: true },
  embeddedWallet: evmEmbeddedPart,
}
