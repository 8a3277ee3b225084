import { andThen } from './awaitable.js'
import type { MethodHandler } from './method-context.js'
import { readObject, readTopics } from './params.js'
import { subscriptionData } from './subscription-data.js'

/** irn_batchFetchMessages: the stored messages of the topics that this client has not had yet. */
export const fetchMethods: Record<string, MethodHandler> = {
  irn_batchFetchMessages(params, { hub, peer }) {
    const topics = readTopics(readObject(params).topics, hub.limits)
    // Everything fits in one answer: the store's caps bound its size.
    return andThen(hub.fetch(peer, topics), (messages) => ({
      messages: messages.map(subscriptionData),
      hasMore: false,
    }))
  },
}
