import { allOf } from './awaitable.js'
import type { MethodHandler } from './method-context.js'
import { readList, readObject, readTopic, readTopics } from './params.js'

/** irn_subscribe / irn_batchSubscribe / irn_unsubscribe / irn_batchUnsubscribe. */
export const subscribeMethods: Record<string, MethodHandler> = {
  irn_subscribe(params, { hub, peer, later }) {
    const topic = readTopic(readObject(params).topic)
    const id = hub.subscribe(peer, topic)
    later(() => hub.replay(peer, topic))
    return id
  },

  irn_batchSubscribe(params, { hub, peer, later }) {
    // Every topic is checked before any is subscribed: a bad batch changes nothing.
    const topics = readTopics(readObject(params).topics, hub.limits)
    hub.assertRoomFor(peer, topics)
    const ids = allOf(topics.map((topic) => hub.subscribe(peer, topic)))
    later(() => {
      for (const topic of topics) hub.replay(peer, topic)
    })
    return ids
  },

  // The client names its own subscription id as well; the topic alone identifies it per socket.
  irn_unsubscribe(params, { hub, peer }) {
    hub.unsubscribe(peer, readTopic(readObject(params).topic))
    return true
  },

  irn_batchUnsubscribe(params, { hub, peer }) {
    const entries = readList(readObject(params).subscriptions, 'subscriptions', hub.limits)
    const topics = entries.map((entry, i) =>
      readTopic(readObject(entry, `subscriptions[${i}]`).topic, `subscriptions[${i}].topic`),
    )
    for (const topic of topics) hub.unsubscribe(peer, topic)
    return true
  },
}
