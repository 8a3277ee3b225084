import { getRpcMethodPolicy, RpcCallNotAllowedError } from '@appkit/common'
import type { SessionCore } from '../core/core.js'

export interface RequestProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

/**
 * Wraps a provider the SDK hands out for a wallet it runs itself (the embedded wallet): safe and
 * approvable methods (spec §6) pass, any other fails with 'Requested RPC call is not allowed' and
 * the refusal is announced (the modal says 'Action not allowed'). External wallets enforce their own rules and are not wrapped.
 */
export function guardProvider<P extends RequestProvider>(core: SessionCore, provider: P): P {
  const request = async (args: { method: string; params?: unknown }) => {
    if (getRpcMethodPolicy(args.method) === 'notAllowed') {
      const error = new RpcCallNotAllowedError({ details: args.method })
      core.session.emit('failed', { what: 'rpcCallNotAllowed', error })
      throw error
    }
    return provider.request(args)
  }
  return new Proxy(provider, {
    get: (target, key, receiver) => (key === 'request' ? request : Reflect.get(target, key, receiver)),
  })
}
