import { InvalidRpcParamsError, UnknownAccountError } from '../errors.js'
import { MESSAGES } from '../messages.js'
import { signEvmTransaction, signPersonalMessage, signTypedDataV4 } from '../signing/evm-signing.js'
import { evmKeyOf } from '../wallet/wallet-secret.js'
import { decodeErc20Call, readTokenInfo } from './erc20-call.js'
import {
  parsePersonalSign,
  parseSendTransaction,
  parseSignTypedData,
  typedDataChainId,
} from './evm-params.js'
import { fillTransaction, priceTransaction } from './fill-transaction.js'
import { nativeCoinSymbol } from './native-coin.js'
import { messageField, transactionFields, typedDataFields } from './request-summary.js'
import type { PlanSigning, SigningContext } from './signing-plan.js'

const { actions: A, fields: F } = MESSAGES

/** Case-insensitive (spec §5); a request for another account is refused before the user is asked. */
function requireOwnAddress(ctx: SigningContext, address: string | undefined): void {
  if (address !== undefined && address.toLowerCase() !== ctx.addresses.evmAddress.toLowerCase()) {
    throw new UnknownAccountError({ details: address })
  }
}

const accountFields = (ctx: SigningContext) => [
  { label: F.account, value: ctx.addresses.evmAddress },
  { label: F.network, value: `eip155:${ctx.evmChainId}` },
]

export const planPersonalSign: PlanSigning = (params, ctx) => {
  const { message, address } = parsePersonalSign(params)
  requireOwnAddress(ctx, address)
  return {
    request: {
      method: 'personal_sign',
      action: A.signMessage,
      fields: [...accountFields(ctx), messageField(message)],
    },
    run: () => ctx.withSecret((secret) => signPersonalMessage(evmKeyOf(secret), message)),
  }
}

export const planSignTypedData: PlanSigning = (params, ctx) => {
  const { address, typedData } = parseSignTypedData(params)
  requireOwnAddress(ctx, address)
  // A signature for another chain could be replayed there: the domain must name the active chain.
  const chainId = typedDataChainId(typedData)
  if (chainId !== undefined && chainId !== ctx.evmChainId) {
    throw new InvalidRpcParamsError('eth_signTypedData_v4', {
      details: `The domain's chainId ${chainId} is not the active chain ${ctx.evmChainId}`,
    })
  }
  return {
    request: {
      method: 'eth_signTypedData_v4',
      action: A.signTypedData,
      fields: [...accountFields(ctx), ...typedDataFields(typedData)],
    },
    run: () => ctx.withSecret((secret) => signTypedDataV4(evmKeyOf(secret), typedData)),
  }
}

/**
 * Prices the transaction before the user is asked (gas and fees from the chain, absurd ones
 * refused), shows the maximum fee and what an ERC-20 call does, and after approval signs exactly
 * that with the pending nonce, broadcasts it (eth_sendRawTransaction) and answers the hash.
 */
export const planSendTransaction: PlanSigning = async (params, ctx) => {
  const tx = parseSendTransaction(params)
  requireOwnAddress(ctx, tx.from)
  const from = ctx.addresses.evmAddress
  const chainId = ctx.evmChainId
  const rpc = ctx.rpc(`eip155:${chainId}`)
  const erc20 = decodeErc20Call(tx.data)
  const [priced, token] = await Promise.all([
    priceTransaction(rpc, { ...tx, from, chainId }),
    erc20 && tx.to ? readTokenInfo(rpc, tx.to) : undefined,
  ])
  const action =
    erc20?.kind === 'transfer'
      ? A.tokenTransfer
      : erc20?.kind === 'approve'
        ? A.tokenApprove
        : A.sendTransaction
  return {
    request: {
      method: 'eth_sendTransaction',
      action,
      fields: [
        ...accountFields(ctx),
        ...transactionFields(priced, { symbol: nativeCoinSymbol(chainId), erc20, token }),
      ],
    },
    async run() {
      const filled = await fillTransaction(rpc, priced)
      const raw = await ctx.withSecret((secret) => signEvmTransaction(evmKeyOf(secret), filled))
      return rpc('eth_sendRawTransaction', [raw])
    },
  }
}
