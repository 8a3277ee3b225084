import type { MethodHandler, WalletContext } from './context.js'
import { ProviderRpcError, toProviderRpcError } from './errors.js'
import { accountMethods } from './methods/accounts.js'
import { chainMethods } from './methods/chains.js'
import { transactionMethods } from './methods/send-transaction.js'
import { signMethods } from './methods/sign.js'
import type { Eip1193Provider } from './types.js'

/** Methods the wallet answers itself; everything else is a read the node answers. */
const handlers: Record<string, MethodHandler> = {
  ...accountMethods,
  ...chainMethods,
  ...signMethods,
  ...transactionMethods,
}

/** The EIP-1193 provider over a wallet context. Every failure leaves as a ProviderRpcError. */
export function createProvider(ctx: WalletContext): Eip1193Provider {
  const provider: Eip1193Provider = {
    async request(args) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
        throw new ProviderRpcError(-32600, 'Invalid request: expected { method: string, params? }')
      }
      const handler = Object.hasOwn(handlers, args.method) ? handlers[args.method] : undefined
      try {
        return handler ? await handler(ctx, args.params) : await ctx.rpc(args.method, args.params ?? [])
      } catch (error) {
        throw toProviderRpcError(error)
      }
    },
    on(event, listener) {
      ctx.events.on(event, listener)
      return provider
    },
    removeListener(event, listener) {
      ctx.events.off(event, listener)
      return provider
    },
  }
  return provider
}
