import { JSON_RPC_ERROR, JsonRpcError } from '../../http/json-rpc-error.js'
import { type Awaitable, andThen, isPending, serialRunner } from './awaitable.js'
import { parseFrame, type RawId } from './frame.js'
import type { StoredMessage } from './message-store.js'
import type { MethodContext, MethodHandler } from './method-context.js'
import { RELAY_METHODS } from './method-table.js'
import { createPublishRate, type PublishRate } from './publish-rate.js'
import type { Delivery, Peer, RelayHub } from './relay-hub.js'
import { errorFrame, requestFrame, resultFrame } from './replies.js'
import { limitExceeded } from './rpc-error.js'
import { subscriptionData } from './subscription-data.js'

/** The socket as the protocol sees it; the server adapts a `ws` socket to this, tests a fake. */
export interface Transport {
  send(text: string): void
}

export interface ConnectionOptions {
  methods?: ReadonlyMap<string, MethodHandler>
  /** The publish rate of every socket on this relay; without it the socket has a rate of its own. */
  publishRate?: PublishRate
  /** Told about a handler that failed unexpectedly (the client gets -32603). */
  onError?: (error: unknown) => void
}

/** One client socket speaking the relay protocol. */
export interface RelayConnection {
  readonly peer: Peer
  /** Handles one text frame from the client; answers every request, never throws. */
  receive(text: string): void
  /** The socket has closed: forget its subscriptions and pending deliveries. */
  closed(): void
}

export function openConnection(
  hub: RelayHub,
  clientId: string,
  transport: Transport,
  options: ConnectionOptions = {},
): RelayConnection {
  const methods = options.methods ?? RELAY_METHODS
  const publishRate = options.publishRate ?? createPublishRate(hub.limits)
  const admitPublishes = (count: number) => {
    if (!publishRate.take(clientId, count)) {
      throw limitExceeded(
        `at most ${hub.limits.publishesPerSecondPerClient} publishes per second per client ` +
          `(${hub.limits.publishBurstPerClient} at once); ${count} refused, try again later`,
      )
    }
  }
  /** irn_subscription requests sent and not yet acknowledged, by id. */
  const awaitingAck = new Map<string, StoredMessage>()
  let open = true

  const deliver = ({ subscriptionId, stored }: Delivery) => {
    if (!open) return
    const id = hub.nextRequestId()
    awaitingAck.set(String(id), stored)
    if (awaitingAck.size > hub.limits.maxPendingAcks) awaitingAck.delete(awaitingAck.keys().next().value!)
    const params = { id: subscriptionId, data: subscriptionData(stored) }
    transport.send(requestFrame(id, 'irn_subscription', params))
  }

  const peer = hub.join(clientId, { deliver })
  // A request that waits on Redis holds back the next ones: their replies and effects keep the
  // order the client sent them in.
  const inOrder = serialRunner((error) => options.onError?.(error))

  const answer = (id: RawId, method: string, params: unknown): Awaitable<void> => {
    const handler = methods.get(method)
    if (!handler) {
      transport.send(
        errorFrame(id, JSON_RPC_ERROR.methodNotFound, `Method not found: ${method.slice(0, 64)}`),
      )
      return
    }
    const tasks: (() => void)[] = []
    const context: MethodContext = { hub, peer, later: (task) => tasks.push(task), admitPublishes }
    const failed = (error: unknown) => {
      tasks.length = 0
      if (error instanceof JsonRpcError) return errorFrame(id, error.code, error.message)
      options.onError?.(error)
      return errorFrame(id, JSON_RPC_ERROR.internalError, 'Internal error')
    }
    const send = (reply: string) => {
      if (!open) return
      transport.send(reply)
      for (const task of tasks) task()
    }
    const reply = (): Awaitable<string> => {
      try {
        const result = handler(params, context)
        if (!isPending(result)) return resultFrame(id, result)
        return result.then((value) => resultFrame(id, value)).catch(failed)
      } catch (error) {
        return failed(error)
      }
    }
    return andThen(reply(), send)
  }

  const acknowledge = (id: RawId, ok: boolean) => {
    // Clients that parse our id as a bigint may echo it as "123" or "123n"; all mean 123.
    const key = id.replace(/^"|n?"$/g, '')
    const stored = awaitingAck.get(key)
    awaitingAck.delete(key)
    if (stored && ok) hub.acknowledge(peer, stored)
  }

  return {
    peer,
    receive(text) {
      if (!open) return
      const frame = parseFrame(text)
      if (frame.kind === 'request') inOrder(() => answer(frame.id, frame.method, frame.params))
      else if (frame.kind === 'response') acknowledge(frame.id, frame.ok)
      else transport.send(errorFrame(frame.id, frame.error.code, frame.error.message))
    },
    closed() {
      if (!open) return
      open = false
      awaitingAck.clear()
      hub.leave(peer)
    },
  }
}
