import { describe, expect, it } from 'vitest'
import { openConnection } from './connection.js'
import { DEFAULT_RELAY_LIMITS } from './limits.js'
import { createRelayHub, type Delivery } from './relay-hub.js'

describe('irn_batchPublish', () => {
  it('stores and delivers every message of the batch in order, or none when one is bad', () => {
    const hub = createRelayHub(DEFAULT_RELAY_LIMITS)
    const deliveries: Delivery[] = []
    const wallet = hub.join('did:key:wallet', { deliver: (delivery) => deliveries.push(delivery) })
    hub.subscribe(wallet, 't')
    const sent: string[] = []
    const dapp = openConnection(hub, 'did:key:dapp', { send: (text) => sent.push(text) })
    const batch = (id: number, messages: unknown[]) =>
      dapp.receive(JSON.stringify({ id, jsonrpc: '2.0', method: 'irn_batchPublish', params: { messages } }))

    batch(1, [
      { topic: 't', message: 'one', ttl: 300 },
      { topic: 't', message: 'two', ttl: 300 },
    ])
    batch(2, [{ topic: 't', message: 'three', ttl: 300 }, { topic: 't' }])
    expect(sent.map((text) => JSON.parse(text))).toMatchObject([
      { id: 1, result: true },
      { id: 2, error: { code: -32602 } },
    ])
    expect(deliveries.map((delivery) => delivery.stored.message)).toEqual(['one', 'two'])
  })
})
