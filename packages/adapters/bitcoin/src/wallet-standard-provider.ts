import {
  getRpcErrorMessage,
  InvalidWalletResponseError,
  RpcError,
  UnsupportedChainError,
} from '@appkit/common'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { bitcoinChainOf } from './bitcoin-chains.js'
import type { BitcoinProvider, BitcoinProviderContext } from './bitcoin-provider.js'
import { fromBase64, toBase64, toHex } from './bytes.js'
import { UnsupportedWalletMethodError } from './errors.js'
import { inputsToSign } from './inputs-to-sign.js'
import { signWithProtocol } from './message-protocol.js'
import { toSats } from './sats.js'
import { type BitcoinAccounts, pickAccounts } from './wallet-accounts.js'
import { type BitcoinInputToSign, featureOf } from './wallet-features.js'

const account = () => import('./account/index.js')

export interface WalletStandardContext extends BitcoinProviderContext {
  /** The accounts the connection gave: a wallet's live `accounts` may lag behind them. */
  connected(): readonly WalletAccount[]
}

/** The provider of a Wallet Standard wallet with the Bitcoin extension's features. */
export function walletStandardProvider(wallet: Wallet, context: WalletStandardContext): BitcoinProvider {
  const { address } = context
  const accountOf = (wanted: string) => {
    const found = [...wallet.accounts, ...context.connected()].find((a) => a.address === wanted)
    if (!found) throw new InvalidWalletResponseError({ details: `${wallet.name} has no account ${wanted}` })
    return found
  }
  const chain = () => {
    const network = context.network()
    const known = bitcoinChainOf(network.caipNetworkId)
    if (!known) throw new UnsupportedChainError({ details: network.caipNetworkId })
    return known
  }
  const esplora = async () => (await account()).esploraClient(context.esploraUrlOf(context.network()))

  async function signTransaction(psbt: Uint8Array, inputs: BitcoinInputToSign[], finalize: boolean) {
    const feature = featureOf(wallet, 'bitcoin:signTransaction')
    if (!feature)
      throw new UnsupportedWalletMethodError({ details: `${wallet.name} has no bitcoin:signTransaction` })
    // The chain is optional in some definitions of the feature: named only when the wallet lists it.
    const named = bitcoinChainOf(context.network().caipNetworkId)?.standardChain
    const listed = named !== undefined && (wallet.chains as readonly string[]).includes(named)
    const [result] = await feature.signTransaction({
      psbt,
      ...(listed ? { chain: named } : {}),
      inputsToSign: inputs,
      finalize,
    })
    if (!(result?.signedPsbt instanceof Uint8Array)) {
      throw new InvalidWalletResponseError({
        details: 'bitcoin:signTransaction answered without a signedPsbt',
      })
    }
    return result.signedPsbt
  }

  return {
    address,
    wallet,
    async getAccountAddresses() {
      const accounts: BitcoinAccounts = pickAccounts(context.connected()) ?? { payment: accountOf(address) }
      const entry = (purpose: 'payment' | 'ordinals', a: WalletAccount) => ({
        address: a.address,
        purpose,
        ...(a.publicKey.length > 0 ? { publicKey: toHex(new Uint8Array(a.publicKey)) } : {}),
      })
      return accounts.ordinals
        ? [entry('payment', accounts.payment), entry('ordinals', accounts.ordinals)]
        : [entry('payment', accounts.payment)]
    },
    async signMessage({ message, address: signer = address, protocol }) {
      const feature = featureOf(wallet, 'bitcoin:signMessage')
      if (!feature)
        throw new UnsupportedWalletMethodError({ details: `${wallet.name} has no bitcoin:signMessage` })
      const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
      const signerAccount = accountOf(signer)
      const signature = await signWithProtocol(protocol, async (chosen) => {
        const [signed] = await feature.signMessage({
          account: signerAccount,
          message: bytes,
          protocol: chosen,
        })
        return signed?.signature
      })
      if (!(signature instanceof Uint8Array) || signature.length === 0) {
        throw new InvalidWalletResponseError({ details: 'bitcoin:signMessage answered without a signature' })
      }
      return toBase64(signature)
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const bytes = typeof psbt === 'string' ? fromBase64(psbt) : undefined
      if (!bytes?.length)
        throw new RpcError(-32602, getRpcErrorMessage(-32602)!, { details: 'psbt is not base64' })
      const signed = await signTransaction(bytes, inputsToSign(signInputs, accountOf), broadcast === true)
      if (!broadcast) return { psbt: toBase64(signed) }
      const { broadcastSignedPsbt } = await account()
      const txid = await broadcastSignedPsbt(await esplora(), chain(), bytes, signed)
      return { psbt: toBase64(signed), txid }
    },
    async sendTransfer({ recipient, amount }) {
      const sender = accountOf(address)
      const { sendTransfer } = await account()
      return sendTransfer(
        {
          esplora: await esplora(),
          chain: chain(),
          from: { address, publicKey: new Uint8Array(sender.publicKey) },
          to: recipient,
          amount: toSats(amount),
        },
        (psbt, signingIndexes) => signTransaction(psbt, [{ account: sender, signingIndexes }], true),
      )
    },
  }
}
