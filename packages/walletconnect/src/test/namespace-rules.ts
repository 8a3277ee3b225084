import type { WalletConnectRules } from '@appkit/controllers/adapter'

/**
 * The rules the EVM adapter gives WalletConnect, restated for tests (walletconnect cannot import an
 * adapter): EVM chain ids are positive numbers, from decimal or hex text; its chains sign in at pairing.
 */
export const EVM_RULES: WalletConnectRules = {
  eip155: {
    chainId: (reference) => {
      const id = /^0x[0-9a-f]+$/i.test(reference)
        ? Number.parseInt(reference, 16)
        : /^\d+$/.test(reference)
          ? Number(reference)
          : Number.NaN
      return Number.isSafeInteger(id) && id > 0 ? id : undefined
    },
    oneStepSignIn: true,
  },
}
