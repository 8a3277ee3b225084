import type { StoredMessage } from './message-store.js'

/** The `data` of irn_subscription and each entry of irn_batchFetchMessages' `messages`. */
export interface SubscriptionData {
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation?: string
}

export function subscriptionData(stored: StoredMessage): SubscriptionData {
  return {
    topic: stored.topic,
    message: stored.message,
    publishedAt: stored.publishedAt,
    tag: stored.tag,
    ...(stored.attestation === undefined ? {} : { attestation: stored.attestation }),
  }
}
