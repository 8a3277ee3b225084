import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JsonRpcError } from '../../http/json-rpc-error.js'
import { readAt } from './read-at.js'

import { startTestChain } from './svm.test-helper.js'

let test: Awaited<ReturnType<typeof startTestChain>>
const NOW = 1_700_000_000_000

beforeAll(async () => {
  test = await startTestChain(() => NOW)
})
afterAll(() => test.close())

function codeOf(run: () => unknown): number | undefined {
  try {
    run()
  } catch (error) {
    if (error instanceof JsonRpcError) return error.code
    throw error
  }
  return undefined
}

describe('readAt', () => {
  it('answers the current slot for any commitment, and checks minContextSlot', () => {
    expect(readAt(test.chain, {})).toBe(test.chain.slot())
    expect(readAt(test.chain, { commitment: 'processed', minContextSlot: test.chain.slot() })).toBe(
      test.chain.slot(),
    )
    expect(codeOf(() => readAt(test.chain, { commitment: 'soon' }))).toBe(-32602)
    expect(codeOf(() => readAt(test.chain, { minContextSlot: test.chain.slot() + 1 }))).toBe(-32016)
  })
})
