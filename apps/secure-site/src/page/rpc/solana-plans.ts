import { encodeBase58, UnsupportedChainError } from '@appkit/common'
import { toBase64 } from '../../shared/base64.js'
import type { ApprovalField } from '../approval/approval-request.js'
import { InvalidRpcParamsError, MessageIsTransactionError, UnknownAccountError } from '../errors.js'
import { MESSAGES } from '../messages.js'
import { signSolanaMessage, signSolanaTransaction, transactionSigners } from '../signing/solana-signing.js'
import { solanaSeedOf } from '../wallet/wallet-secret.js'
import { bytesMessageField } from './request-summary.js'
import type { PlanSigning, SigningContext } from './signing-plan.js'
import {
  parseSolanaSignAndSend,
  parseSolanaSignMessage,
  parseSolanaSignTransaction,
} from './solana-params.js'
import { isTransactionMessage, solanaTransactionFields } from './solana-transaction-summary.js'

const { actions: A, fields: F } = MESSAGES

/** The transaction's signers, checked to include this wallet before the user is asked. */
function transactionFieldsFor(method: string, ctx: SigningContext, wire: Uint8Array) {
  let signers: string[]
  try {
    signers = transactionSigners(wire)
  } catch (cause) {
    throw new InvalidRpcParamsError(method, { details: 'The transaction does not decode', cause })
  }
  if (!signers.includes(ctx.addresses.solanaAddress)) {
    throw new UnknownAccountError({ details: `${ctx.addresses.solanaAddress} is not a signer` })
  }
  let instructions: ApprovalField[]
  try {
    instructions = solanaTransactionFields(wire)
  } catch (cause) {
    throw new InvalidRpcParamsError(method, { details: 'The transaction message does not decode', cause })
  }
  return [
    { label: F.account, value: ctx.addresses.solanaAddress },
    ...instructions,
    { label: F.transaction, value: F.bytes(wire.length) },
  ]
}

export const planSolanaSignMessage: PlanSigning = (params, ctx) => {
  const { message, pubkey } = parseSolanaSignMessage(params)
  if (pubkey !== ctx.addresses.solanaAddress) throw new UnknownAccountError({ details: pubkey })
  // A transaction's bytes signed "as a message" are a signed transaction the user never saw as one.
  if (isTransactionMessage(message)) throw new MessageIsTransactionError()
  return {
    request: {
      method: 'solana_signMessage',
      action: A.signMessage,
      fields: [{ label: F.account, value: pubkey }, bytesMessageField(message)],
    },
    run: async () => ({
      signature: encodeBase58(
        await ctx.withSecret((secret) => signSolanaMessage(solanaSeedOf(secret), message)),
      ),
    }),
  }
}

/** Answers the signature (base58) and the signed transaction (base64), as WalletConnect wallets do. */
export const planSolanaSignTransaction: PlanSigning = (params, ctx) => {
  const { transaction } = parseSolanaSignTransaction(params)
  return {
    request: {
      method: 'solana_signTransaction',
      action: A.signTransaction,
      fields: transactionFieldsFor('solana_signTransaction', ctx, transaction),
    },
    async run() {
      const { signed, signature } = await ctx.withSecret((secret) =>
        signSolanaTransaction(solanaSeedOf(secret), transaction),
      )
      return { signature: encodeBase58(signature), transaction: toBase64(signed) }
    },
  }
}

/** Signs, then sends through the chain's JSON-RPC (`sendTransaction`); answers the signature. */
export const planSolanaSignAndSend: PlanSigning = (params, ctx) => {
  const method = 'solana_signAndSendTransaction'
  const { transaction, sendOptions } = parseSolanaSignAndSend(params)
  const chain = ctx.solanaChain
  if (!chain) throw new UnsupportedChainError({ details: 'No Solana chain to send on' })
  return {
    request: {
      method,
      action: A.sendTransaction,
      fields: [...transactionFieldsFor(method, ctx, transaction), { label: F.network, value: chain }],
    },
    async run() {
      const { signed, signature } = await ctx.withSecret((secret) =>
        signSolanaTransaction(solanaSeedOf(secret), transaction),
      )
      await ctx.rpc(chain)('sendTransaction', [toBase64(signed), { encoding: 'base64', ...sendOptions }])
      return { signature: encodeBase58(signature) }
    },
  }
}
