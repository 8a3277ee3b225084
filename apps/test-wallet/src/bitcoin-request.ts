import { type BitcoinSigner, bytesHex } from './bitcoin-key.js'
import { bitcoinSignMessage, record } from './bitcoin-sign-message.js'
import { type Broadcast, bitcoinSignPsbt } from './bitcoin-sign-psbt.js'
import { assertBitcoinChain } from './chains.js'
import { unsupportedMethod } from './rpc-error.js'

/**
 * The bip122 methods the wallet approves in a session, by the names the AppKit adapter sends.
 * Not `sendTransfer`: the wallet does not pick UTXOs (a dapp builds a PSBT and asks `signPsbt` with
 * `broadcast` instead), so the session says so and the adapter refuses it before asking.
 */
export const BITCOIN_METHODS = ['getAccountAddresses', 'signMessage', 'signPsbt']

/** Declared so a dapp asking for it can have it; the wallet never changes its addresses. */
export const BITCOIN_EVENTS = ['bip122_addressesChanged']

export interface BitcoinContext {
  signer: BitcoinSigner
  /** Sends a finalized transaction for `signPsbt` with `broadcast` (the chain's Esplora). */
  broadcast: Broadcast
}

/** Carries out an approved request of the `bip122` namespace on the lab's regtest chain. */
export async function executeBitcoinRequest(
  context: BitcoinContext,
  request: { method: string; params: unknown; chainId: string },
): Promise<unknown> {
  assertBitcoinChain(request.chainId)
  switch (request.method) {
    case 'getAccountAddresses':
      return accountAddresses(context.signer, request.params)
    case 'signMessage':
      return bitcoinSignMessage(context.signer, request.params)
    case 'signPsbt':
      return bitcoinSignPsbt(context.signer, request.params, context.broadcast)
    default:
      throw unsupportedMethod(request.method)
  }
}

/**
 * The payment address first, then the ordinals one, each with its public key (hex) and what it is
 * for: `purpose` (payment/ordinals, as the adapter names it) and `intention` (payment/ordinal, as
 * WalletConnect's bip122 docs do). `intentions`, when given, narrows the list.
 */
export function accountAddresses(signer: BitcoinSigner, params: unknown) {
  const { intentions } = params === undefined ? {} : record(params, 'getAccountAddresses')
  const wanted = Array.isArray(intentions) && intentions.length > 0 ? intentions : undefined
  return [
    { ...signer.payment, purpose: 'payment', intention: 'payment' },
    { ...signer.ordinals, purpose: 'ordinals', intention: 'ordinal' },
  ]
    .filter((entry) => !wanted || wanted.includes(entry.intention) || wanted.includes(entry.purpose))
    .map(({ address, publicKey, purpose, intention }) => ({
      address,
      publicKey: bytesHex(publicKey),
      purpose,
      intention,
    }))
}
