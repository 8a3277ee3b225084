import { SOLANA_TEST_ACCOUNTS } from '@appkit/testing'
import { address } from '@solana/kit'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SLOT_MS } from './slot-clock.js'
import type { SolanaChain } from './solana-chain.js'
import { createSubscriptionHub, type SubscriberSocket, type SubscriptionHub } from './subscription-hub.js'
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
  const subscriber: SubscriberSocket = { send: (text) => received.push(JSON.parse(text)) }
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

beforeEach(async () => {
  now = 1_700_000_000_000
  ;({ chain, close } = await startTestChain(() => now))
  hub = createSubscriptionHub(chain, (error) => {
    throw error
  })
})
afterEach(() => {
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
    const system = '11111111111111111111111111111111'
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
      address: system,
      options,
      last: hub.fingerprint(chain.account(system)),
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
})
