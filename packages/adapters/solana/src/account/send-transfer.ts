import { decodeBase58, encodeBase58, InvalidWalletResponseError } from '@appkit/common'
import type { SendRequest, WalletConnectAccess } from '@appkit/controllers'
import {
  type Base64EncodedWireTransaction,
  createSolanaRpc,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Transaction,
} from '@solana/kit'
import type { Wallet } from '@wallet-standard/base'
import type { SolanaCommitment } from '../solana-adapter.js'
import { featureOf } from '../wallet-features.js'
import { buildTransfer } from './build-transfer.js'

/** Who signs: a Wallet Standard wallet, or the wallet on the other side of the session. */
export type Signer = { wallet: Wallet } | { walletConnect: WalletConnectAccess }

const toBase64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes)
const fromBase64 = (text: string) => new Uint8Array(getBase64Encoder().encode(text))

function signatureOf(bytes: unknown, from: string): string {
  if (!(bytes instanceof Uint8Array) || bytes.length !== 64) {
    throw new InvalidWalletResponseError({ details: `${from} answered without a 64-byte signature` })
  }
  return encodeBase58(bytes)
}

/**
 * The transaction the session's wallet signed: its own bytes when it sent them back, else ours
 * with its signature in the sender's slot.
 */
function signedOverWalletConnect(transaction: Transaction, from: string, answer: unknown): Uint8Array {
  const { signature, transaction: signed } = (answer ?? {}) as { signature?: unknown; transaction?: unknown }
  if (typeof signed === 'string') return fromBase64(signed)
  if (typeof signature !== 'string') {
    throw new InvalidWalletResponseError({ details: 'solana_signTransaction answered without a signature' })
  }
  const signatures = { ...transaction.signatures, [from]: decodeBase58(signature) }
  return new Uint8Array(getTransactionEncoder().encode({ ...transaction, signatures } as Transaction))
}

/**
 * Sends a SOL or SPL transfer: built here, signed by the wallet (which sends it itself when it can,
 * spec §3's signAndSendTransaction with the preflight commitment), else sent through the network's
 * RPC. Resolves with the transaction's signature (base58), Solana's transaction id.
 */
export async function sendTransfer(
  signer: Signer,
  request: SendRequest,
  { rpcUrl, commitment }: { rpcUrl: string; commitment: SolanaCommitment },
): Promise<string> {
  const rpc = createSolanaRpc(rpcUrl)
  const { value: lifetime } = await rpc.getLatestBlockhash({ commitment }).send()
  const transaction = await buildTransfer(request, lifetime)
  const bytes = new Uint8Array(getTransactionEncoder().encode(transaction))
  const chain = request.caipNetwork.caipNetworkId
  let signed: Uint8Array
  if ('wallet' in signer) {
    const { wallet } = signer
    const account = wallet.accounts.find((candidate) => candidate.address === request.from)
    if (!account)
      throw new InvalidWalletResponseError({ details: `${wallet.name} has no account ${request.from}` })
    const signAndSend = featureOf(wallet, 'solana:signAndSendTransaction')
    if (signAndSend) {
      const [sent] = await signAndSend.signAndSendTransaction({
        account,
        transaction: bytes,
        chain,
        options: { preflightCommitment: commitment, commitment },
      })
      return signatureOf(sent?.signature, 'solana:signAndSendTransaction')
    }
    const sign = featureOf(wallet, 'solana:signTransaction')
    if (!sign) throw new InvalidWalletResponseError({ details: `${wallet.name} cannot sign transactions` })
    const [result] = await sign.signTransaction({ account, transaction: bytes, chain })
    if (!(result?.signedTransaction instanceof Uint8Array)) {
      throw new InvalidWalletResponseError({
        details: 'solana:signTransaction answered without a transaction',
      })
    }
    signed = result.signedTransaction
  } else {
    const answer = await signer.walletConnect.request(
      { method: 'solana_signTransaction', params: { transaction: toBase64(bytes) } },
      chain,
    )
    signed = signedOverWalletConnect(transaction, request.from, answer)
  }
  // What the wallet signed must still be our transfer: the same message, now signed by the sender.
  const decoded = getTransactionDecoder().decode(signed)
  if (toBase64(new Uint8Array(decoded.messageBytes)) !== toBase64(new Uint8Array(transaction.messageBytes))) {
    throw new InvalidWalletResponseError({
      details: 'the wallet signed another transaction than the one asked',
    })
  }
  return rpc
    .sendTransaction(toBase64(signed) as Base64EncodedWireTransaction, {
      encoding: 'base64',
      preflightCommitment: commitment,
    })
    .send()
}
