import { afterEach, describe, expect, it, vi } from 'vitest'
import { type ConnectionOptions, openConnection } from './connection.js'
import { DEFAULT_RELAY_LIMITS, type RelayLimits } from './limits.js'
import { createPublishRate } from './publish-rate.js'
import { createRelayHub, type RelayHub, subscriptionIdOf } from './relay-hub.js'

const PAIRING = 'a'.repeat(64)
const SESSION = 'b'.repeat(64)

interface JsonFrame {
  id: number | string | null
  method?: string
  params?: { id: string; data: { topic: string; message: string; publishedAt: number; tag: number } }
  result?: unknown
  error?: { code: number; message: string }
}

/** A client on a fake socket: what it sends goes through the real protocol handler. */
function connect(hub: RelayHub, clientId: string, options: ConnectionOptions = {}) {
  const sent: string[] = []
  const connection = openConnection(hub, clientId, { send: (text: string) => sent.push(text) }, options)
  let nextId = 1
  const frames = () => sent.map((text) => JSON.parse(text) as JsonFrame)
  return {
    connection,
    sent,
    frames,
    /** Sends a request and returns the frames it produced (the reply first). */
    call(method: string, params: unknown) {
      const from = sent.length
      connection.receive(JSON.stringify({ id: nextId++, jsonrpc: '2.0', method, params }))
      return frames().slice(from)
    },
    deliveries: () => frames().filter((frame) => frame.method === 'irn_subscription'),
    ack(frame: JsonFrame) {
      connection.receive(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
    },
  }
}

function hubWith(limits: Partial<RelayLimits> = {}) {
  return createRelayHub({ ...DEFAULT_RELAY_LIMITS, ...limits })
}

afterEach(() => {
  vi.useRealTimers()
})

describe('relay protocol', () => {
  it('delivers a publish to each subscriber as irn_subscription, not back to its sender', () => {
    const hub = hubWith()
    const dapp = connect(hub, 'did:key:dapp')
    const wallet = connect(hub, 'did:key:wallet')
    expect(wallet.call('irn_subscribe', { topic: SESSION })).toEqual([
      { id: 1, jsonrpc: '2.0', result: subscriptionIdOf(SESSION, 'did:key:wallet') },
    ])
    dapp.call('irn_subscribe', { topic: SESSION })

    const reply = dapp.call('irn_publish', { topic: SESSION, message: 'hello', ttl: 300, tag: 1108 })
    expect(reply).toEqual([{ id: 2, jsonrpc: '2.0', result: true }])
    const [delivery] = wallet.deliveries()
    expect(delivery).toMatchObject({
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: subscriptionIdOf(SESSION, 'did:key:wallet'),
        data: { topic: SESSION, message: 'hello', tag: 1108 },
      },
    })
    expect(Number.isSafeInteger(delivery!.id)).toBe(true)
    expect(dapp.deliveries()).toEqual([])
  })

  it('sends stored messages to a later subscriber after its subscribe reply', () => {
    const hub = hubWith()
    const dapp = connect(hub, 'did:key:dapp')
    dapp.call('irn_publish', { topic: PAIRING, message: 'm1', ttl: 300, tag: 1 })
    dapp.call('irn_publish', { topic: PAIRING, message: 'm2', ttl: 300, tag: 2 })

    const wallet = connect(hub, 'did:key:wallet')
    const frames = wallet.call('irn_batchSubscribe', { topics: [PAIRING] })
    expect(frames[0]).toEqual({
      id: 1,
      jsonrpc: '2.0',
      result: [subscriptionIdOf(PAIRING, 'did:key:wallet')],
    })
    expect(frames.slice(1).map((frame) => frame.params?.data.message)).toEqual(['m1', 'm2'])
  })

  it('answers irn_batchFetchMessages with the messages a client has not had yet', () => {
    const hub = hubWith()
    const dapp = connect(hub, 'did:key:dapp')
    dapp.call('irn_publish', { topic: PAIRING, message: 'm1', ttl: 300, tag: 1100 })
    const wallet = connect(hub, 'did:key:wallet')
    const [reply] = wallet.call('irn_batchFetchMessages', { topics: [PAIRING, SESSION] })
    expect(reply?.result).toEqual({
      messages: [{ topic: PAIRING, message: 'm1', publishedAt: expect.any(Number), tag: 1100 }],
      hasMore: false,
    })
    expect(wallet.call('irn_batchFetchMessages', { topics: [PAIRING] })[0]?.result).toEqual({
      messages: [],
      hasMore: false,
    })
    // The publisher never gets its own message back.
    expect(dapp.call('irn_batchFetchMessages', { topics: [PAIRING] })[0]?.result).toEqual({
      messages: [],
      hasMore: false,
    })
  })

  it('does not replay what a client acknowledged, even on a new socket', () => {
    const hub = hubWith()
    const wallet = connect(hub, 'did:key:wallet')
    wallet.call('irn_subscribe', { topic: SESSION })
    const dapp = connect(hub, 'did:key:dapp')
    dapp.call('irn_publish', { topic: SESSION, message: 'acked', ttl: 300 })
    dapp.call('irn_publish', { topic: SESSION, message: 'not acked', ttl: 300 })
    wallet.ack(wallet.deliveries()[0]!)
    wallet.connection.closed()

    const again = connect(hub, 'did:key:wallet')
    const frames = again.call('irn_subscribe', { topic: SESSION })
    expect(frames.slice(1).map((frame) => frame.params?.data.message)).toEqual(['not acked'])
  })

  it('stops delivering after irn_unsubscribe and irn_batchUnsubscribe', () => {
    const hub = hubWith()
    const wallet = connect(hub, 'did:key:wallet')
    const dapp = connect(hub, 'did:key:dapp')
    wallet.call('irn_batchSubscribe', { topics: [PAIRING, SESSION] })
    expect(wallet.call('irn_unsubscribe', { topic: PAIRING, id: 'x' })[0]?.result).toBe(true)
    dapp.call('irn_publish', { topic: PAIRING, message: 'p', ttl: 300 })
    dapp.call('irn_publish', { topic: SESSION, message: 's', ttl: 300 })
    expect(wallet.deliveries().map((frame) => frame.params?.data.message)).toEqual(['s'])

    const [reply] = wallet.call('irn_batchUnsubscribe', { subscriptions: [{ id: 'y', topic: SESSION }] })
    expect(reply?.result).toBe(true)
    dapp.call('irn_publish', { topic: SESSION, message: 's2', ttl: 300 })
    expect(wallet.deliveries()).toHaveLength(1)
  })

  it('delivers an identical message on a topic once', () => {
    const hub = hubWith()
    const wallet = connect(hub, 'did:key:wallet')
    wallet.call('irn_subscribe', { topic: SESSION })
    const dapp = connect(hub, 'did:key:dapp')
    dapp.call('irn_publish', { topic: SESSION, message: 'retry', ttl: 300 })
    expect(dapp.call('irn_publish', { topic: SESSION, message: 'retry', ttl: 300 })[0]?.result).toBe(true)
    expect(wallet.deliveries()).toHaveLength(1)
  })

  it('forgets a message when its ttl runs out', () => {
    vi.useFakeTimers()
    const hub = hubWith({ maxTtlSeconds: 3600 })
    const dapp = connect(hub, 'did:key:dapp')
    dapp.call('irn_publish', { topic: PAIRING, message: 'short', ttl: 10 })
    dapp.call('irn_publish', { topic: PAIRING, message: 'capped', ttl: 999_999 })
    vi.advanceTimersByTime(9_999)
    const early = connect(hub, 'did:key:early')
    expect(early.call('irn_subscribe', { topic: PAIRING })).toHaveLength(3)

    vi.advanceTimersByTime(1)
    const late = connect(hub, 'did:key:late')
    expect(late.call('irn_subscribe', { topic: PAIRING }).slice(1)).toHaveLength(1)
    vi.advanceTimersByTime(3600 * 1000)
    const later = connect(hub, 'did:key:later')
    expect(later.call('irn_subscribe', { topic: PAIRING })).toHaveLength(1)
  })

  it('implements the 2.25 handshake: the proposer and the approver are subscribed by the relay', () => {
    const hub = hubWith()
    const dapp = connect(hub, 'did:key:dapp')
    const proposal = { pairingTopic: PAIRING, sessionProposal: 'proposal', ttl: 300, correlationId: 1 }
    expect(dapp.call('wc_proposeSession', proposal)[0]?.result).toBe(true)

    const wallet = connect(hub, 'did:key:wallet')
    const [, delivered] = wallet.call('irn_subscribe', { topic: PAIRING })
    expect(delivered?.params?.data).toMatchObject({ message: 'proposal', tag: 1100 })

    const approval = {
      pairingTopic: PAIRING,
      sessionTopic: SESSION,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    }
    expect(wallet.call('wc_approveSession', approval)[0]?.result).toBe(true)
    expect(dapp.deliveries().map((frame) => frame.params?.data)).toMatchObject([
      { topic: PAIRING, message: 'response', tag: 1101 },
    ])
    const [, settle] = dapp.call('irn_subscribe', { topic: SESSION })
    expect(settle?.params?.data).toMatchObject({ topic: SESSION, message: 'settle', tag: 1102 })

    // The wallet never sent irn_subscribe for the session topic, yet hears the dapp on it.
    dapp.call('irn_publish', { topic: SESSION, message: 'settled', ttl: 300 })
    expect(wallet.deliveries().at(-1)?.params?.data.message).toBe('settled')
  })

  it('echoes request ids above 2^53 exactly, whatever their form', () => {
    const hub = hubWith()
    const client = connect(hub, 'did:key:c')
    client.connection.receive(
      '{"id":1739194530000123456789,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t"}}',
    )
    client.connection.receive('{"id":"1739194530000123457","jsonrpc":"2.0","method":"irn_nope"}')
    client.connection.receive('{"id":9007199254740993,"jsonrpc":"2.0","method":"irn_publish"}')
    expect(client.sent[0]).toMatch(
      /^\{"id":1739194530000123456789,"jsonrpc":"2.0","result":"[0-9a-f]{64}"\}$/,
    )
    expect(client.sent[1]).toMatch(/^\{"id":"1739194530000123457",/)
    expect(client.sent[2]).toMatch(/^\{"id":9007199254740993,"jsonrpc":"2.0","error":\{"code":-32602,/)
  })

  it('answers malformed input with JSON-RPC errors and keeps working', () => {
    const hub = hubWith({ maxMessageBytes: 8 })
    const client = connect(hub, 'did:key:c')
    const errorOf = (text: string) => {
      client.connection.receive(text)
      return (JSON.parse(client.sent.at(-1)!) as JsonFrame).error?.code
    }
    expect(errorOf('{"id":1,')).toBe(-32700)
    expect(errorOf('')).toBe(-32700)
    expect(errorOf('[]')).toBe(-32600)
    expect(errorOf('{"jsonrpc":"2.0","method":"irn_publish"}')).toBe(-32600)
    expect(errorOf('{"id":1,"jsonrpc":"2.0","method":"irn_unknown"}')).toBe(-32601)
    expect(errorOf('{"id":1,"jsonrpc":"2.0","method":"constructor"}')).toBe(-32601)
    expect(errorOf('{"id":1,"jsonrpc":"2.0","method":"irn_subscribe","params":[]}')).toBe(-32602)
    expect(errorOf('{"id":1,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":7}}')).toBe(-32602)
    const tooBig = { topic: 't', message: '123456789', ttl: 300 }
    expect(errorOf(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_publish', params: tooBig }))).toBe(
      -32602,
    )
    const badTtl = { topic: 't', message: 'm', ttl: -1 }
    expect(errorOf(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_publish', params: badTtl }))).toBe(
      -32602,
    )
    const tooMany = { topics: Array.from({ length: 501 }, (_, i) => `t${i}`) }
    expect(
      errorOf(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_batchSubscribe', params: tooMany })),
    ).toBe(-32602)
    // A response to nothing we sent is ignored, not answered.
    const before = client.sent.length
    client.connection.receive('{"id":123,"jsonrpc":"2.0","result":true}')
    expect(client.sent).toHaveLength(before)

    expect(client.call('irn_subscribe', { topic: 't' })[0]?.result).toEqual(expect.any(String))
  })

  it('answers a handler that throws unexpectedly with -32603 and reports it', () => {
    const hub = hubWith()
    const onError = vi.fn()
    const sent: string[] = []
    const boom = new Map([
      [
        'irn_boom',
        () => {
          throw new TypeError('bug')
        },
      ],
    ])
    const connection = openConnection(
      hub,
      'did:key:c',
      { send: (text) => sent.push(text) },
      { methods: boom, onError },
    )
    connection.receive('{"id":5,"jsonrpc":"2.0","method":"irn_boom"}')
    expect(JSON.parse(sent[0]!)).toEqual({
      id: 5,
      jsonrpc: '2.0',
      error: { code: -32603, message: 'Internal error' },
    })
    expect(onError).toHaveBeenCalledWith(new TypeError('bug'))
  })

  it('a socket subscribing to endless topics is refused past its cap (-32005) and keeps the ones it has', () => {
    const hub = hubWith({ maxSubscriptionsPerSocket: 1 })
    const wallet = connect(hub, 'did:key:wallet')
    wallet.call('irn_subscribe', { topic: PAIRING })
    expect(wallet.call('irn_subscribe', { topic: SESSION })).toEqual([
      {
        id: 2,
        jsonrpc: '2.0',
        error: { code: -32005, message: 'Limit exceeded: at most 1 subscriptions per socket' },
      },
    ])
    expect(wallet.call('irn_batchSubscribe', { topics: [PAIRING, SESSION] })[0]?.error?.code).toBe(-32005)
    const dapp = connect(hub, 'did:key:dapp')
    dapp.call('irn_publish', { topic: PAIRING, message: 'kept', ttl: 300 })
    dapp.call('irn_publish', { topic: SESSION, message: 'not subscribed', ttl: 300 })
    expect(wallet.deliveries().map((frame) => frame.params?.data.message)).toEqual(['kept'])
    // Another socket has a cap of its own.
    expect(connect(hub, 'did:key:wallet').call('irn_subscribe', { topic: SESSION })[0]).toHaveProperty(
      'result',
    )
  })

  it('a handshake past the subscription cap is refused before its message is published', () => {
    const hub = hubWith({ maxSubscriptionsPerSocket: 1 })
    const dapp = connect(hub, 'did:key:dapp')
    dapp.call('irn_subscribe', { topic: SESSION })
    const propose = { pairingTopic: PAIRING, sessionProposal: 'proposal', ttl: 300 }
    expect(dapp.call('wc_proposeSession', propose)[0]?.error?.code).toBe(-32005)
    const wallet = connect(hub, 'did:key:wallet')
    expect(wallet.call('irn_subscribe', { topic: PAIRING })).toHaveLength(1)
  })

  it('a client flooding publishes is refused past its rate (-32005) on all its sockets, others publish on', () => {
    vi.useFakeTimers({ now: 0 })
    const hub = hubWith({ publishesPerSecondPerClient: 2, publishBurstPerClient: 3 })
    const publishRate = createPublishRate(hub.limits)
    const flood = [
      connect(hub, 'did:key:flood', { publishRate }),
      connect(hub, 'did:key:flood', { publishRate }),
    ]
    const other = connect(hub, 'did:key:other', { publishRate })
    const wallet = connect(hub, 'did:key:wallet', { publishRate })
    wallet.call('irn_subscribe', { topic: SESSION })
    const publish = (client: (typeof flood)[number], message: string) =>
      client.call('irn_publish', { topic: SESSION, message, ttl: 300 })[0]

    expect(
      flood[0]!.call('irn_batchPublish', {
        messages: ['1', '2'].map((message) => ({ topic: SESSION, message })),
      })[0],
    ).toHaveProperty('result', true)
    expect(publish(flood[1]!, '3')).toHaveProperty('result', true)
    expect(publish(flood[0]!, '4')?.error).toEqual({
      code: -32005,
      message:
        'Limit exceeded: at most 2 publishes per second per client (3 at once); 1 refused, try again later',
    })
    expect(publish(flood[1]!, '5')?.error?.code).toBe(-32005)
    expect(publish(other, 'other')).toHaveProperty('result', true)
    vi.advanceTimersByTime(500)
    expect(publish(flood[1]!, '6')).toHaveProperty('result', true)
    expect(wallet.deliveries().map((frame) => frame.params?.data.message)).toEqual([
      '1',
      '2',
      '3',
      'other',
      '6',
    ])
  })

  it('keeps only the newest messages of a topic past the per-topic cap', () => {
    const hub = hubWith({ maxMessagesPerTopic: 2 })
    const dapp = connect(hub, 'did:key:dapp')
    for (const message of ['1', '2', '3']) dapp.call('irn_publish', { topic: PAIRING, message, ttl: 300 })
    const wallet = connect(hub, 'did:key:wallet')
    const frames = wallet.call('irn_subscribe', { topic: PAIRING })
    expect(frames.slice(1).map((frame) => frame.params?.data.message)).toEqual(['2', '3'])
  })

  it('ignores frames after the socket closed', () => {
    const hub = hubWith()
    const client = connect(hub, 'did:key:c')
    client.connection.closed()
    client.connection.receive('{"id":1,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t"}}')
    expect(client.sent).toEqual([])
    expect(hub.peerCount()).toBe(0)
  })
})
