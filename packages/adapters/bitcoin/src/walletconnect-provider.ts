import { InvalidWalletResponseError, isUserRejection } from '@appkit/common'
import type {
  BitcoinAccountAddress,
  BitcoinProvider,
  BitcoinProviderContext,
  RemoteBitcoinWallet,
} from './bitcoin-provider.js'
import { UnsupportedWalletMethodError } from './errors.js'
import { signWithProtocol } from './message-protocol.js'
import { toSats } from './sats.js'
import { sessionMethods } from './session-methods.js'
import { signatureText } from './signature-text.js'

const TXID = /^[0-9a-fA-F]{64}$/

/** WalletConnect's `getAccountAddresses` entries: `intention` is `payment` or `ordinal`. */
function toAccountAddresses(answer: unknown): BitcoinAccountAddress[] {
  if (!Array.isArray(answer)) return []
  return answer.flatMap((entry: { address?: unknown; publicKey?: unknown; intention?: unknown }) => {
    if (typeof entry?.address !== 'string') return []
    const purpose = entry.intention === 'ordinal' || entry.intention === 'ordinals' ? 'ordinals' : 'payment'
    const publicKey = typeof entry.publicKey === 'string' ? { publicKey: entry.publicKey } : {}
    return [{ address: entry.address, purpose, ...publicKey }]
  })
}

/**
 * The provider of a wallet on the other side of the shared WalletConnect session, in WalletConnect's
 * bip122 methods: the wallet builds, signs and sends transfers itself (`sendTransfer`), on the
 * dapp's current Bitcoin network. A method the session did not approve is refused at once.
 */
export function walletConnectProvider(
  session: RemoteBitcoinWallet,
  context: BitcoinProviderContext,
): BitcoinProvider {
  const { address } = context
  async function ask<T>(method: string, params: object): Promise<T> {
    const approved = sessionMethods(session.getProvider())
    if (approved && !approved.includes(method)) {
      throw new UnsupportedWalletMethodError({ details: `the wallet did not approve ${method}` })
    }
    return session.request<T>({ method, params }, context.network().caipNetworkId)
  }

  return {
    address,
    async getAccountAddresses() {
      const own: BitcoinAccountAddress[] = [{ address, purpose: 'payment' }]
      try {
        const answer = await ask<unknown>('getAccountAddresses', {
          account: address,
          intentions: ['payment', 'ordinal'],
        })
        const listed = toAccountAddresses(answer)
        const payment = listed.find((a) => a.address === address) ?? own[0]!
        return [
          { ...payment, purpose: 'payment' },
          ...listed.filter((a) => a.purpose === 'ordinals' && a.address !== address),
        ]
      } catch (error) {
        // A wallet without the method still has the session's account.
        if (isUserRejection(error)) throw error
        return own
      }
    },
    async signMessage({ message, address: signer = address, protocol }) {
      // WalletConnect's signMessage carries text: bytes are sent as the UTF-8 they decode to.
      const text = typeof message === 'string' ? message : new TextDecoder().decode(message)
      const answer = await signWithProtocol(protocol, (chosen) =>
        ask<{ signature?: unknown }>('signMessage', {
          account: signer,
          address: signer,
          message: text,
          protocol: chosen,
        }),
      )
      const signature = signatureText(answer?.signature)
      if (!signature)
        throw new InvalidWalletResponseError({ details: 'signMessage answered without a signature' })
      return signature
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const answer = await ask<{ psbt?: unknown; txid?: unknown }>('signPsbt', {
        account: address,
        psbt,
        signInputs,
        broadcast: broadcast === true,
      })
      if (typeof answer?.psbt !== 'string') {
        throw new InvalidWalletResponseError({ details: 'signPsbt answered without a psbt' })
      }
      const txid = typeof answer.txid === 'string' && TXID.test(answer.txid) ? answer.txid : undefined
      if (broadcast && !txid)
        throw new InvalidWalletResponseError({ details: 'signPsbt broadcast without a txid' })
      return txid ? { psbt: answer.psbt, txid } : { psbt: answer.psbt }
    },
    async sendTransfer({ recipient, amount }) {
      const answer = await ask<{ txid?: unknown }>('sendTransfer', {
        account: address,
        recipientAddress: recipient,
        amount: toSats(amount).toString(),
      })
      const txid = answer?.txid
      if (typeof txid !== 'string' || !TXID.test(txid)) {
        throw new InvalidWalletResponseError({ details: 'sendTransfer answered without a txid' })
      }
      return txid.toLowerCase()
    },
  }
}
