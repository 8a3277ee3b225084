import type { WalletConnectRules } from '@appkit/controllers'

/** The EVM adapter's stand-in account of a one-step sign-in. */
export const PLACEHOLDER_ACCOUNT = '0x0000000000000000000000000000000000000000'

/**
 * The rules the EVM adapter gives WalletConnect, restated for tests (walletconnect cannot import an
 * adapter): EVM chain ids are positive numbers, from decimal or hex text; its chains sign in at
 * pairing, with 0x accounts.
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
    signInAccount: {
      placeholder: PLACEHOLDER_ACCOUNT,
      isAddress: (value) => /^0x[0-9a-fA-F]{40}$/.test(value),
    },
  },
}
