import { type CaipNetwork, HttpRequestError } from '@appkit/common'
import { fakeClock } from '@appkit/testing'
import { describe, expect, it } from 'vitest'
import { receiptPollInterval, waitForReceipt } from './wait-for-receipt.js'

const network = (blockTime?: number) => ({ blockTime }) as CaipNetwork

describe('waitForReceipt', () => {
  it('polls every half block, within 500 ms and 4 s', () => {
    expect(receiptPollInterval(network())).toBe(4000)
    expect(receiptPollInterval(network(1000))).toBe(500)
    expect(receiptPollInterval(network(2000))).toBe(1000)
  })

  it('a failed read is no answer: it keeps polling until the receipt comes', async () => {
    const answers: (() => unknown)[] = [
      () => {
        throw new HttpRequestError(429)
      },
      () => null,
      () => ({ status: '0x1', blockNumber: '0x5' }),
    ]
    const methods: string[] = []
    const rpc = async <T>(method: string): Promise<T> => {
      methods.push(method)
      return answers.shift()!() as T
    }
    await waitForReceipt(rpc, { hash: '0xh', caipNetwork: network(1000), timeoutMs: 10_000 }, fakeClock())
    expect(methods).toEqual([
      'eth_getTransactionReceipt',
      'eth_getTransactionReceipt',
      'eth_getTransactionReceipt',
    ])
  })

  it('a node that keeps failing ends in the timeout, for a transaction it knows', async () => {
    const rpc = async <T>(method: string): Promise<T> => {
      if (method === 'eth_getTransactionByHash') return { hash: '0xh' } as T
      throw new HttpRequestError(503)
    }
    await expect(
      waitForReceipt(rpc, { hash: '0xh', caipNetwork: network(1000), timeoutMs: 2000 }, fakeClock()),
    ).rejects.toMatchObject({ code: 'WAIT_FOR_RECEIPT_TIMEOUT' })
  })

  it('a transaction the wallet holds (a Safe proposal) is pending at the deadline, the node unasked', async () => {
    const methods: string[] = []
    const rpc = async <T>(method: string): Promise<T> => {
      methods.push(method)
      return null as T
    }
    const args = { hash: '0xh', caipNetwork: network(1000), timeoutMs: 1000, heldByWallet: true }
    expect(await waitForReceipt(rpc, args, fakeClock())).toBe('pending')
    // At 0, 500 and 1000 ms, and no eth_getTransactionByHash after.
    expect(methods).toEqual(Array(3).fill('eth_getTransactionReceipt'))
  })

  it('a revert names the transaction that was mined, when the receipt is of another hash', async () => {
    const rpc = async <T>(method: string): Promise<T> =>
      (method === 'eth_getTransactionReceipt'
        ? { status: '0x0', blockNumber: '0x5', transactionHash: '0xmined' }
        : null) as T
    await expect(
      waitForReceipt(rpc, { hash: '0xsafe', caipNetwork: network(1000), timeoutMs: 1000 }, fakeClock()),
    ).rejects.toMatchObject({ code: 'TRANSACTION_REVERTED', details: '0xmined' })
  })
})
