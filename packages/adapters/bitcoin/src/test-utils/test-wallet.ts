import { type BitcoinPaymentType, type BitcoinTestWallet, installBitcoinTestWallet } from '@appkit/testing'
import type { WalletAccount } from '@wallet-standard/base'

let installs = 0

/**
 * The real Bitcoin test wallet (needs a page: happy-dom), installed under a fresh rdns so no
 * approval leaks between tests, connected for both purposes, approving everything.
 */
export async function connectedTestWallet(
  accounts?: readonly string[],
  paymentType: BitcoinPaymentType = 'p2wpkh',
) {
  installs += 1
  const wallet: BitcoinTestWallet = installBitcoinTestWallet({
    rdns: `org.appkit.bitcoinadaptertest${installs}`,
    mode: 'approve',
    paymentType,
    ...(accounts ? { accounts } : {}),
  })
  const features = wallet.standardWallet.features
  const { accounts: given } = await features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
  const [payment, ordinals] = given as [WalletAccount, WalletAccount]
  /** Signs the inputs with `account` and finalizes them, as a send asks. */
  const signer =
    (account: WalletAccount, finalize = true) =>
    async (psbt: Uint8Array, signingIndexes: number[]) => {
      const [result] = await features['bitcoin:signTransaction'].signTransaction({
        psbt,
        inputsToSign: [{ account, signingIndexes }],
        finalize,
      })
      return result!.signedPsbt
    }
  return { wallet, payment, ordinals, signer }
}
