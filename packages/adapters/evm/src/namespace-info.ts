import { isEvmAddress } from '@appkit/common'
import type { NamespaceInfo } from '@appkit/controllers/adapter'

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
  // Spec §5: WalletConnect's one-step sign-in carries EVM chains. Its message is made for the zero
  // address until the wallet signs it with its own; a Cacao's signer (`did:pkh:eip155:1:0x…`) names a
  // 0x address.
  walletConnect: {
    chainId: evmChainId,
    oneStepSignIn: true,
    signInAccount: {
      placeholder: '0x0000000000000000000000000000000000000000',
      isAddress: (value) => value.startsWith('0x') && isEvmAddress(value),
    },
  },
  // Its code loads with the embedded wallet's, on the first email login: never with the page.
  embeddedWallet: { load: () => import('./embedded-part.js').then((chunk) => chunk.evmEmbeddedPart) },
}
