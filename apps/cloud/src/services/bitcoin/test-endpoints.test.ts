import { describe, expect, it } from 'vitest'
import { HttpError } from '../../http/http-error.js'

import { InvalidFundingError } from './funding.js'
import type { BitcoinLedger } from './ledger.js'
import { answerTest } from './test-endpoints.js'

const block = { height: 2, hash: 'ab'.repeat(32), time: 1 }
const calls: unknown[] = []
const ledger = {
  fund: async (request) => {
    calls.push(['fund', request])
    if (request.address === 'bad')
      throw new InvalidFundingError('Invalid address: "bad" is not a regtest address')
    return { txid: 'cd'.repeat(32), vout: 0, block }
  },
  mine: async (count) => {
    calls.push(['mine', count])
    return [block]
  },
} as Partial<BitcoinLedger> as BitcoinLedger

describe('answerTest', () => {
  it('funds with the body’s address and sats', async () => {
    expect(await answerTest('/fund', ledger, { address: 'bcrt1q', sats: 5 })).toEqual({
      status: 200,
      json: { txid: 'cd'.repeat(32), vout: 0, block },
    })
    expect(calls.at(-1)).toEqual(['fund', { address: 'bcrt1q', sats: 5 }])
  })

  it('mines one block unless told more', async () => {
    await answerTest('/mine', ledger, {})
    expect(calls.at(-1)).toEqual(['mine', 1])
    await answerTest('/mine', ledger, { blocks: 6 })
    expect(calls.at(-1)).toEqual(['mine', 6])
  })

  it('turns the ledger’s refusals and a body that is no object into 400s', async () => {
    await expect(answerTest('/fund', ledger, { address: 'bad', sats: 1 })).rejects.toEqual(
      new HttpError(400, 'Invalid address: "bad" is not a regtest address'),
    )
    await expect(answerTest('/mine', ledger, null)).rejects.toEqual(
      new HttpError(400, 'Invalid body: expected a JSON object'),
    )
  })
})
