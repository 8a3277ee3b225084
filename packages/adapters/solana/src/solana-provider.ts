import { type CaipNetwork, decodeBase58, encodeBase58, InvalidWalletResponseError } from '@appkit/common'
import type { Wallet } from '@wallet-standard/base'
import { commitmentLevel, type SolanaPreflightCommitment } from './commitment.js'
import type { RemoteSolanaWallet, SolanaProvider } from './solana-provider-types.js'
import { featureOf } from './wallet-features.js'

export type { RemoteSolanaWallet, SolanaProvider }

export type SolanaSigner = { wallet: Wallet } | { walletConnect: RemoteSolanaWallet }

export interface SolanaProviderContext {
  address: string
  /** The network requests go to, read at each request. */
  network(): CaipNetwork
  rpcUrlOf(network: CaipNetwork): string
  commitment: SolanaPreflightCommitment
}

const account = () => import('./account/index.js')

function signatureBytes(bytes: unknown, from: string): Uint8Array {
  if (!(bytes instanceof Uint8Array) || bytes.length !== 64) {
    throw new InvalidWalletResponseError({ details: `${from} answered without a 64-byte signature` })
  }
  return bytes
}

function walletStandardProvider(wallet: Wallet, context: SolanaProviderContext): SolanaProvider {
  const { address } = context
  const accountOf = (purpose: string) => {
    const found = wallet.accounts.find((candidate) => candidate.address === address)
    if (!found)
      throw new InvalidWalletResponseError({ details: `${wallet.name} cannot ${purpose} for ${address}` })
    return found
  }
  async function signTransaction(transaction: Uint8Array) {
    const sign = featureOf(wallet, 'solana:signTransaction')
    if (!sign) throw new InvalidWalletResponseError({ details: `${wallet.name} cannot sign transactions` })
    const chain = context.network().caipNetworkId
    const [result] = await sign.signTransaction({
      account: accountOf('sign transactions'),
      transaction,
      chain,
    })
    if (!(result?.signedTransaction instanceof Uint8Array)) {
      throw new InvalidWalletResponseError({
        details: 'solana:signTransaction answered without a transaction',
      })
    }
    return result.signedTransaction
  }
  return {
    address,
    wallet,
    async signMessage(message) {
      const sign = featureOf(wallet, 'solana:signMessage')
      if (!sign) throw new InvalidWalletResponseError({ details: `${wallet.name} cannot sign messages` })
      const [signed] = await sign.signMessage({ account: accountOf('sign messages'), message })
      return signatureBytes(signed?.signature, 'solana:signMessage')
    },
    signTransaction,
    async signAndSendTransaction(transaction, options) {
      const network = context.network()
      const level = commitmentLevel(options?.preflightCommitment ?? context.commitment)
      const signAndSend = featureOf(wallet, 'solana:signAndSendTransaction')
      if (signAndSend) {
        const [sent] = await signAndSend.signAndSendTransaction({
          account: accountOf('send transactions'),
          transaction,
          chain: network.caipNetworkId,
          options: { preflightCommitment: level, commitment: level },
        })
        return encodeBase58(signatureBytes(sent?.signature, 'solana:signAndSendTransaction'))
      }
      const signed = await signTransaction(transaction)
      return (await account()).sendSigned(context.rpcUrlOf(network), transaction, signed, level)
    },
  }
}

function walletConnectProvider(session: RemoteSolanaWallet, context: SolanaProviderContext): SolanaProvider {
  const { address } = context
  async function signTransaction(transaction: Uint8Array) {
    const { signOverWalletConnect } = await account()
    return signOverWalletConnect(session, transaction, address, context.network().caipNetworkId)
  }
  return {
    address,
    async signMessage(message) {
      // WalletConnect's Solana format: the message and the signature as base58.
      const answer = await session.request<{ signature?: unknown }>(
        { method: 'solana_signMessage', params: { message: encodeBase58(message), pubkey: address } },
        context.network().caipNetworkId,
      )
      const signature = answer?.signature
      if (typeof signature !== 'string') {
        throw new InvalidWalletResponseError({ details: 'solana_signMessage answered without a signature' })
      }
      return signatureBytes(decodeBase58(signature), 'solana_signMessage')
    },
    signTransaction,
    // Sending is ours: a wallet over WalletConnect may know no node of the dapp's network.
    async signAndSendTransaction(transaction, options) {
      const network = context.network()
      const level = commitmentLevel(options?.preflightCommitment ?? context.commitment)
      const signed = await signTransaction(transaction)
      return (await account()).sendSigned(context.rpcUrlOf(network), transaction, signed, level)
    },
  }
}

/** The provider of `signer` for the connected account `context.address`. */
export function createSolanaProvider(signer: SolanaSigner, context: SolanaProviderContext): SolanaProvider {
  return 'wallet' in signer
    ? walletStandardProvider(signer.wallet, context)
    : walletConnectProvider(signer.walletConnect, context)
}
