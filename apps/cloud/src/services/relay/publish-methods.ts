import { allOf, andThen } from './awaitable.js'
import type { MethodHandler } from './method-context.js'
import { readList, readObject, readPublish } from './params.js'

/** irn_publish / irn_batchPublish: store the message and deliver it to the topic's subscribers. */
export const publishMethods: Record<string, MethodHandler> = {
  irn_publish(params, { hub, peer, admitPublishes }) {
    const message = readPublish(params, hub.limits)
    admitPublishes(1)
    return andThen(hub.publish(peer, message), () => true)
  },

  irn_batchPublish(params, { hub, peer, admitPublishes }) {
    const entries = readList(readObject(params).messages, 'messages', hub.limits)
    const messages = entries.map((entry, i) => readPublish(entry, hub.limits, `messages[${i}]`))
    admitPublishes(messages.length)
    // Issued in order: Redis runs one connection's commands in the order they were sent.
    return andThen(allOf(messages.map((message) => hub.publish(peer, message))), () => true)
  },
}
