import { SOLANA_TEST_ACCOUNTS } from '@appkit/testing'
import { address } from '@solana/kit'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { JsonRpcError } from '../../http/json-rpc-error.js'
import { SYSTEM_PROGRAM } from './program-ids.js'

import { SLOT_MS } from './slot-clock.js'
import type { SolanaChain } from './solana-chain.js'
import {
  createSubscriptionHub,
  MAX_SUBSCRIPTIONS_PER_SOCKET,
  type SubscriberSocket,
  type SubscriptionHub,
} from './subscription-hub.js'
import { labSigner, signedTransfer, startTestChain } from './svm.test-helper.js'
import { parseWireTransaction } from './wire-transaction.js'

const [alice, bob] = SOLANA_TEST_ACCOUNTS
let now: number
let chain: SolanaChain
let close: () => void
let hub: SubscriptionHub

/** A socket that keeps what it is sent, parsed. */
function socket() {
  const received: { method: string; params: { result: unknown; subscription: number } }[] = []
  const subscriber: SubscriberSocket = { send: (text) => received.push(JSON.parse(text)), closed: false }
  return { subscriber, received }
}

const send = async (lamports: bigint) =>
  chain.send(
    parseWireTransaction(
      await signedTransfer(
        await labSigner(0),
        address(bob.address),
        lamports,
        chain.latestBlockhash().blockhash,
      ),
    ),
  )

/** What the hub reported; each test that expects none checks it is empty. */
let reported: unknown[]

beforeEach(async () => {
  now = 1_700_000_000_000
  reported = []
  ;({ chain, close } = await startTestChain(() => now))
  hub = createSubscriptionHub(chain, (error) => reported.push(error))
})
afterEach(() => {
  expect(reported).toEqual([])
  hub.close()
  close()
  vi.useRealTimers()
})

describe('createSubscriptionHub', () => {
  it('tells a signature’s subscriber once it lands, then forgets the subscription', async () => {
    const { subscriber, received } = socket()
    const wire = parseWireTransaction(
      await signedTransfer(await labSigner(0), address(bob.address), 1n, chain.latestBlockhash().blockhash),
    )
    const id = hub.add({ kind: 'signature', socket: subscriber, signature: wire.signature })
    chain.send(wire)
    expect(received).toEqual([
      {
        jsonrpc: '2.0',
        method: 'signatureNotification',
        params: {
          result: { context: { apiVersion: '4.3.0', slot: 0 }, value: { err: null } },
          subscription: id,
        },
      },
    ])
    expect(hub.remove(subscriber, id, 'signature')).toBe(false)
  })

  it('tells an account’s subscriber when a transaction changed it, and not otherwise', async () => {
    const { subscriber, received } = socket()
    const options = { encoding: 'base64' as const }
    const id = hub.add({
      kind: 'account',
      socket: subscriber,
      address: bob.address,
      options,
      last: hub.fingerprint(chain.account(bob.address)),
    })
    hub.add({
      kind: 'account',
      socket: subscriber,
      address: SYSTEM_PROGRAM,
      options,
      last: hub.fingerprint(chain.account(SYSTEM_PROGRAM)),
    })
    await send(5n)
    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({
      method: 'accountNotification',
      params: { subscription: id, result: { value: { lamports: 100_000_000_005, data: ['', 'base64'] } } },
    })
  })

  it('ticks slots to its slot subscribers while there are any', async () => {
    vi.useFakeTimers()
    const { subscriber, received } = socket()
    const id = hub.add({ kind: 'slot', socket: subscriber })
    now += 3 * SLOT_MS
    vi.advanceTimersByTime(SLOT_MS)
    expect(received).toEqual([
      {
        jsonrpc: '2.0',
        method: 'slotNotification',
        params: { result: { parent: 2, root: 3, slot: 3 }, subscription: id },
      },
    ])
    vi.advanceTimersByTime(SLOT_MS)
    expect(received).toHaveLength(1)
    expect(hub.remove(subscriber, id, 'slot')).toBe(true)
    now += SLOT_MS
    vi.advanceTimersByTime(SLOT_MS)
    expect(received).toHaveLength(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('removes only the subscriptions of the socket that asks, of the kind it names', async () => {
    const first = socket()
    const second = socket()
    const id = hub.add({ kind: 'signature', socket: first.subscriber, signature: alice.address })
    expect(hub.remove(second.subscriber, id, 'signature')).toBe(false)
    expect(hub.remove(first.subscriber, id, 'account')).toBe(false)
    hub.dropSocket(first.subscriber)
    expect(hub.remove(first.subscriber, id, 'signature')).toBe(false)
  })

  it('serves every subscription when one socket’s send throws, and resends a change it could not tell', async () => {
    const failing = socket()
    let down = true
    const flaky: SubscriberSocket = {
      send(text) {
        if (down) throw new Error('socket broke')
        failing.subscriber.send(text)
      },
      closed: false,
    }
    const healthy = socket()
    const account = {
      kind: 'account' as const,
      address: bob.address,
      options: { encoding: 'base64' as const },
    }
    const last = hub.fingerprint(chain.account(bob.address))
    const flakyId = hub.add({ ...account, socket: flaky, last })
    const healthyId = hub.add({ ...account, socket: healthy.subscriber, last })
    await send(5n)
    expect(reported).toEqual([new Error('socket broke')])
    reported = []
    expect(healthy.received.map((frame) => frame.params.subscription)).toEqual([healthyId])
    // A transfer of nothing: no change for the healthy socket, the missed one for the flaky socket.
    down = false
    await send(0n)
    expect(healthy.received).toHaveLength(1)
    expect(failing.received).toMatchObject([
      { params: { subscription: flakyId, result: { value: { lamports: 100_000_000_005 } } } },
    ])
  })

  it('refuses a socket that closed, and one past its subscription cap', () => {
    const gone: SubscriberSocket = { send: () => undefined, closed: true }
    expect(() => hub.add({ kind: 'slot', socket: gone })).toThrow('The socket is closed')
    const busy = socket()
    for (let count = 0; count < MAX_SUBSCRIPTIONS_PER_SOCKET; count++) {
      hub.add({ kind: 'signature', socket: busy.subscriber, signature: alice.address })
    }
    expect(() => hub.add({ kind: 'signature', socket: busy.subscriber, signature: alice.address })).toThrow(
      JsonRpcError,
    )
    // Another socket is not held to this one's count; the cap frees up as subscriptions go.
    const other = socket()
    expect(typeof hub.add({ kind: 'slot', socket: other.subscriber })).toBe('number')
    hub.dropSocket(busy.subscriber)
    expect(hub.size()).toBe(1)
    expect(typeof hub.add({ kind: 'signature', socket: busy.subscriber, signature: alice.address })).toBe(
      'number',
    )
  })
})
