import { numberToHex } from 'viem'
import { type MethodHandler, paramList, requireAccount } from '../context.js'
import { InvalidParamsError, UnauthorizedError } from '../errors.js'
import { fillTransaction } from '../fill-transaction.js'
import { parseTransactionRequest } from '../transaction-request.js'

export const transactionMethods: Record<string, MethodHandler> = {
  async eth_sendTransaction(ctx, params) {
    if (!ctx.state.isAuthorized()) throw new UnauthorizedError()
    const request = parseTransactionRequest(paramList(params)[0])
    requireAccount(ctx, request.from)
    const chain = ctx.state.chain()
    if (request.chainId !== undefined && request.chainId !== chain.id) {
      throw new InvalidParamsError(
        `chainId ${numberToHex(request.chainId)} does not match the wallet's chain ${numberToHex(chain.id)}`,
      )
    }
    await ctx.approvals.ask('eth_sendTransaction', params)
    // The chain the user approved on, even if the dapp switches while we fill and sign.
    const rpc = (method: string, rpcParams: unknown[]) => ctx.rpc(method, rpcParams, chain)
    const transaction = await fillTransaction(rpc, chain.id, request)
    const signed = await ctx.account.signTransaction(transaction)
    return rpc('eth_sendRawTransaction', [signed])
  },
}
