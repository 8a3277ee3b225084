import { readAccountOptions } from './account-encoding.js'
import { signatureNotificationText } from './notifications.js'
import {
  positionalParams,
  readAddress,
  readBoolean,
  readCommitment,
  readConfig,
  readInteger,
  readSignature,
} from './params.js'
import { invalidParams, methodNotFound } from './rpc-error.js'
import type { RpcDispatch } from './rpc-handler.js'
import type { SolanaChain } from './solana-chain.js'
import type { SubscriberSocket, Subscription, SubscriptionHub } from './subscription-hub.js'

/**
 * The WebSocket methods of one socket: signature, account and slot subscriptions and their
 * unsubscribes. Anything else is -32601, as on a Solana node's pub/sub port.
 */
export function subscriptionDispatch(
  chain: SolanaChain,
  hub: SubscriptionHub,
  socket: SubscriberSocket,
): RpcDispatch {
  const unsubscribe = (kind: Subscription['kind']) => (params: unknown) => {
    const [id] = positionalParams(params, 1)
    if (!hub.remove(socket, readInteger(id, 'subscription id'), kind))
      throw invalidParams('Invalid subscription id.')
    return true
  }
  const methods: Record<string, (params: unknown) => unknown> = {
    signatureSubscribe(params) {
      const [rawSignature, raw] = positionalParams(params, 1, 2)
      const signature = readSignature(rawSignature)
      const config = readConfig(raw)
      readCommitment(config)
      readBoolean(config, 'enableReceivedNotification', false)
      const landed = chain.transaction(signature)
      const id = hub.add({ kind: 'signature', socket, signature })
      if (landed) {
        // Already on chain: told at once, after the reply that gives the client its subscription id.
        setImmediate(() => {
          if (hub.remove(socket, id, 'signature')) socket.send(signatureNotificationText(id, landed))
        })
      }
      return id
    },
    signatureUnsubscribe: unsubscribe('signature'),
    accountSubscribe(params) {
      const [at, raw] = positionalParams(params, 1, 2)
      const address = readAddress(at)
      const config = readConfig(raw)
      readCommitment(config)
      const options = readAccountOptions(config, 'binary')
      return hub.add({
        kind: 'account',
        socket,
        address,
        options,
        last: hub.fingerprint(chain.account(address)),
      })
    },
    accountUnsubscribe: unsubscribe('account'),
    slotSubscribe(params) {
      positionalParams(params, 0)
      return hub.add({ kind: 'slot', socket })
    },
    slotUnsubscribe: unsubscribe('slot'),
  }
  return (method, params) => {
    const run = Object.hasOwn(methods, method) ? methods[method] : undefined
    if (!run) throw methodNotFound()
    return run(params)
  }
}
