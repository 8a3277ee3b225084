import { SOLANA_TEST_ACCOUNTS } from '@appkit/testing'
import { address, getBase58Decoder } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JsonRpcError } from '../../http/json-rpc-error.js'

import type { SolanaChain } from './solana-chain.js'
import { createSubscriptionHub, type SubscriptionHub } from './subscription-hub.js'
import { subscriptionDispatch } from './subscription-methods.js'
import {
  labSigner,
  labTokenAccount,
  signedTokenTransfer,
  signedTransfer,
  startTestChain,
} from './svm.test-helper.js'
import { parseWireTransaction } from './wire-transaction.js'

const [, bob] = SOLANA_TEST_ACCOUNTS
let chain: SolanaChain
let close: () => void
let hub: SubscriptionHub

beforeAll(async () => {
  // The slots stand still: a notification's context slot is the slot it was built at, and a loaded
  // machine must not move it between the send and the notification.
  const now = Date.now()
  ;({ chain, close } = await startTestChain(() => now))
  hub = createSubscriptionHub(chain, (error) => {
    throw error
  })
})
afterAll(() => {
  hub.close()
  close()
})

function client() {
  const received: { method: string; params: { result: unknown; subscription: number } }[] = []
  const socket = { send: (text: string) => void received.push(JSON.parse(text)), closed: false }
  const dispatch = subscriptionDispatch(chain, hub, socket)
  return { dispatch, received }
}

function refusal(run: () => unknown) {
  try {
    run()
  } catch (error) {
    if (error instanceof JsonRpcError) return error.toJson()
    throw error
  }
  throw new Error('not refused')
}

describe('subscriptionDispatch', () => {
  it('tells a subscriber of a signature already on chain at once, after the reply', async () => {
    const wire = parseWireTransaction(
      await signedTransfer(await labSigner(0), address(bob.address), 1n, chain.latestBlockhash().blockhash),
    )
    chain.send(wire)
    const { dispatch, received } = client()
    const id = dispatch('signatureSubscribe', [wire.signature, { commitment: 'confirmed' }])
    expect(received).toEqual([])
    await new Promise((resolve) => setImmediate(resolve))
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
    expect(refusal(() => dispatch('signatureUnsubscribe', [id]))).toEqual({
      code: -32602,
      message: 'Invalid subscription id.',
    })
  })

  it('notifies a token account in the default encoding and the signature of the same transfer', async () => {
    const alice = await labSigner(0)
    const source = await labTokenAccount(alice.address)
    const { dispatch, received } = client()
    // The account first: its notification is built before the signature's.
    const account = dispatch('accountSubscribe', [source])
    const wire = parseWireTransaction(
      await signedTokenTransfer(alice, bob.address, 1n, chain.latestBlockhash().blockhash),
    )
    const signature = dispatch('signatureSubscribe', [wire.signature])
    expect(chain.send(wire)).toMatchObject({ landed: true, err: null })
    const data = getBase58Decoder().decode(chain.account(source)!.data)
    expect(received).toEqual([
      {
        jsonrpc: '2.0',
        method: 'accountNotification',
        params: {
          subscription: account,
          result: expect.objectContaining({ value: expect.objectContaining({ data, space: 165 }) }),
        },
      },
      expect.objectContaining({
        method: 'signatureNotification',
        params: expect.objectContaining({ subscription: signature }),
      }),
    ])
  })

  it('subscribes to accounts and slots, and unsubscribes', () => {
    const { dispatch } = client()
    const account = dispatch('accountSubscribe', [
      bob.address,
      { encoding: 'jsonParsed', commitment: 'finalized' },
    ])
    const slot = dispatch('slotSubscribe', [])
    expect(typeof account).toBe('number')
    expect(slot).not.toBe(account)
    expect(dispatch('accountUnsubscribe', [account])).toBe(true)
    expect(dispatch('slotUnsubscribe', [slot])).toBe(true)
    expect(refusal(() => dispatch('slotUnsubscribe', [slot])).code).toBe(-32602)
  })

  it('refuses bad params with -32602 and other methods with -32601', () => {
    const { dispatch } = client()
    expect(refusal(() => dispatch('signatureSubscribe', ['nope'])).code).toBe(-32602)
    expect(refusal(() => dispatch('accountSubscribe', [])).code).toBe(-32602)
    expect(refusal(() => dispatch('accountSubscribe', [bob.address, { encoding: 'hex' }])).code).toBe(-32602)
    expect(refusal(() => dispatch('getBalance', [bob.address])).code).toBe(-32601)
    expect(refusal(() => dispatch('hasOwnProperty', [])).code).toBe(-32601)
  })
})
