import { allOf, andThen } from './awaitable.js'
import type { MethodHandler } from './method-context.js'
import { readMessage, readObject, readOptionalString, readTopic, readTtl } from './params.js'

/** Tags of the sign protocol's handshake messages, as the clients would set them on irn_publish. */
const TAG = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const

/**
 * The handshake methods the sign clients use since 2.25. They replace a publish plus a
 * subscribe: the sender never sends irn_subscribe for these topics, so the relay subscribes it
 * here, or the answer to its proposal (or to its settlement) would never reach it.
 */
export const sessionMethods: Record<string, MethodHandler> = {
  // Dapp → relay: the proposal for the pairing topic from the URI the wallet will scan.
  wc_proposeSession(params, { hub, peer, admitPublishes }) {
    const p = readObject(params)
    const pairingTopic = readTopic(p.pairingTopic, 'pairingTopic')
    const message = readMessage(p.sessionProposal, hub.limits, 'sessionProposal')
    const ttlSeconds = readTtl(p.ttl)
    const attestation = readOptionalString(p.attestation, 'attestation')
    hub.assertRoomFor(peer, [pairingTopic])
    admitPublishes(1)
    const proposal = {
      topic: pairingTopic,
      message,
      ttlSeconds,
      tag: TAG.sessionPropose,
      ...(attestation === undefined ? {} : { attestation }),
    }
    // Listening first: the wallet's answer may come as soon as the proposal is stored.
    return andThen(hub.subscribe(peer, pairingTopic), () => andThen(hub.publish(peer, proposal), () => true))
  },

  // Wallet → relay: the answer on the pairing topic and the settlement on the new session topic.
  wc_approveSession(params, { hub, peer, admitPublishes }) {
    const p = readObject(params)
    const pairingTopic = readTopic(p.pairingTopic, 'pairingTopic')
    const sessionTopic = readTopic(p.sessionTopic, 'sessionTopic')
    const response = readMessage(p.sessionProposalResponse, hub.limits, 'sessionProposalResponse')
    const settlement = readMessage(p.sessionSettlementRequest, hub.limits, 'sessionSettlementRequest')
    const ttlSeconds = readTtl(p.ttl)
    hub.assertRoomFor(peer, [sessionTopic])
    admitPublishes(2)
    // Listening first: the dapp answers on the session topic as soon as it has the settlement.
    return andThen(hub.subscribe(peer, sessionTopic), () => {
      const published = allOf([
        hub.publish(peer, {
          topic: pairingTopic,
          message: response,
          ttlSeconds,
          tag: TAG.sessionProposeResponse,
        }),
        hub.publish(peer, { topic: sessionTopic, message: settlement, ttlSeconds, tag: TAG.sessionSettle }),
      ])
      return andThen(published, () => true)
    })
  },
}
