import type { MethodHandler } from './method-context.js'
import { readList, readObject, readPublish } from './params.js'

/** irn_publish / irn_batchPublish: store the message and deliver it to the topic's subscribers. */
export const publishMethods: Record<string, MethodHandler> = {
  irn_publish(params, { hub, peer, admitPublishes }) {
    const message = readPublish(params, hub.limits)
    admitPublishes(1)
    hub.publish(peer, message)
    return true
  },

  irn_batchPublish(params, { hub, peer, admitPublishes }) {
    const entries = readList(readObject(params).messages, 'messages', hub.limits)
    const messages = entries.map((entry, i) => readPublish(entry, hub.limits, `messages[${i}]`))
    admitPublishes(messages.length)
    for (const message of messages) hub.publish(peer, message)
    return true
  },
}
