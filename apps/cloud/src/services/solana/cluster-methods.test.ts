import { getBase64Decoder, getTransactionDecoder } from '@solana/kit'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { blockhashAt, MAX_PROCESSING_AGE } from './blockhashes.js'
import { SOLANA_LAB } from './lab-chain.js'
import { SLOT_MS } from './slot-clock.js'
import type { SolanaChain } from './solana-chain.js'
import { callMethod, labSigner, refusal, signedTransfer, startTestChain } from './svm.test-helper.js'

let now: number
let chain: SolanaChain
let close: () => void

beforeEach(async () => {
  now = 1_700_000_000_000
  ;({ chain, close } = await startTestChain(() => now))
  now += 42 * SLOT_MS
})
afterEach(() => close())

const context = { apiVersion: '4.3.0', slot: 42 }

describe('cluster methods', () => {
  it('answer the slot, block height and epoch, at every commitment', async () => {
    expect(await callMethod(chain, 'getSlot')).toBe(42)
    expect(await callMethod(chain, 'getSlot', [{ commitment: 'processed' }])).toBe(42)
    expect(await callMethod(chain, 'getBlockHeight', [{ commitment: 'finalized' }])).toBe(42)
    expect(await callMethod(chain, 'getEpochInfo')).toEqual({
      absoluteSlot: 42,
      blockHeight: 42,
      epoch: 0,
      slotIndex: 42,
      slotsInEpoch: 432_000,
      transactionCount: 0,
    })
    expect(await callMethod(chain, 'getTransactionCount')).toBe(0)
    expect((await refusal(chain, 'getSlot', [{ commitment: 'soon' }])).code).toBe(-32602)
    expect(await refusal(chain, 'getSlot', [{ minContextSlot: 43 }])).toEqual({
      code: -32016,
      message: 'Minimum context slot has not been reached',
      data: { contextSlot: 42 },
    })
  })

  it('answer the latest blockhash and whether a blockhash is still valid', async () => {
    expect(await callMethod(chain, 'getLatestBlockhash', [{ commitment: 'confirmed' }])).toEqual({
      context,
      value: { blockhash: blockhashAt(42), lastValidBlockHeight: 42 + MAX_PROCESSING_AGE },
    })
    expect(await callMethod(chain, 'isBlockhashValid', [blockhashAt(40)])).toEqual({ context, value: true })
    expect((await callMethod(chain, 'isBlockhashValid', [blockhashAt(43)])).value).toBe(false)
    expect((await refusal(chain, 'isBlockhashValid', [])).code).toBe(-32602)
  })

  it('answer the rent-exempt minimum and the fee of a message', async () => {
    expect(await callMethod(chain, 'getMinimumBalanceForRentExemption', [165])).toBe(2_039_280)
    expect(await callMethod(chain, 'getMinimumBalanceForRentExemption', [0])).toBe(890_880)
    expect((await refusal(chain, 'getMinimumBalanceForRentExemption', ['x'])).code).toBe(-32602)
    expect((await refusal(chain, 'getMinimumBalanceForRentExemption', [-1])).code).toBe(-32602)
    expect((await refusal(chain, 'getMinimumBalanceForRentExemption', [1.5])).code).toBe(-32602)
    // Up to the 10 MiB an account can hold; past it, Agave's "Invalid request".
    expect(await callMethod(chain, 'getMinimumBalanceForRentExemption', [10 * 1024 * 1024])).toBe(
      72_981_780_480,
    )
    expect(await refusal(chain, 'getMinimumBalanceForRentExemption', [10 * 1024 * 1024 + 1])).toEqual({
      code: -32600,
      message: 'Invalid request',
    })

    const payer = await labSigner(0)
    const messageOf = async (blockhash: string) => {
      const bytes = await signedTransfer(payer, payer.address, 1n, blockhash)
      return getBase64Decoder().decode(getTransactionDecoder().decode(bytes).messageBytes)
    }
    expect(await callMethod(chain, 'getFeeForMessage', [await messageOf(blockhashAt(42))])).toEqual({
      context,
      value: 5000,
    })
    const stale = await messageOf(blockhashAt(1))
    now += MAX_PROCESSING_AGE * SLOT_MS
    expect((await callMethod(chain, 'getFeeForMessage', [stale])).value).toBeNull()
    expect((await refusal(chain, 'getFeeForMessage', ['AAAA'])).code).toBe(-32602)
  })

  it('answer the node’s version, genesis hash and health', async () => {
    expect(await callMethod(chain, 'getVersion')).toEqual({
      'feature-set': expect.any(Number),
      'solana-core': '4.3.0',
    })
    expect(await callMethod(chain, 'getGenesisHash')).toBe(SOLANA_LAB.genesisHash)
    expect(await callMethod(chain, 'getHealth')).toBe('ok')
    expect(await callMethod(chain, 'getRecentPrioritizationFees')).toEqual([
      { slot: 42, prioritizationFee: 0 },
    ])
  })
})
