import { historyResponseSchema } from '@appkit/blockchain-api'
import { describe, expect, it } from 'vitest'
import type { Database, SqlValue } from '../../db/database.js'
import { BENCH_ACCOUNT, benchFixtures, benchHistory } from '../../fixtures/bench-account.js'
import { HttpError } from '../../http/http-error.js'
import { fakeBackend, NO_DATABASE } from './api-test-server.test-helper.js'
import { encodeHistoryCursor } from './history-cursor.js'
import { historyEndpoint } from './history-endpoint.js'

const ORIGIN = 'http://127.0.0.1:8787'
const query = (text: string) => new URLSearchParams(text)
const bodyOf = (answer: Awaited<ReturnType<typeof historyEndpoint>>) =>
  historyResponseSchema.parse('body' in answer ? answer.body : undefined)

describe('historyEndpoint', () => {
  it('refuses a Solana chain: activity is EVM only', async () => {
    const backend = fakeBackend({
      solana: [{ chainId: 'solana:LabSvm11111111111111111111111111', rpcUrl: 'x' }],
    })
    await expect(
      historyEndpoint(
        backend,
        ORIGIN,
        'BqtHJEtRvfSRLh67Qt9pYeCFocGk7r2nKaLymnogR5k7',
        query('chainId=solana:LabSvm11111111111111111111111111'),
      ),
    ).rejects.toEqual(new HttpError(400, 'Unsupported chain'))
  })

  it('pages 20 at a time with a cursor to the next page, null on the last', async () => {
    const short = () => benchHistory().slice(0, 41)
    const backend = fakeBackend({ fixtures: benchFixtures(short) })
    const first = bodyOf(await historyEndpoint(backend, ORIGIN, BENCH_ACCOUNT, query('chainId=eip155:31337')))
    expect(first.data).toHaveLength(20)
    const second = bodyOf(
      await historyEndpoint(
        backend,
        ORIGIN,
        BENCH_ACCOUNT,
        query(`chainId=eip155:31337&cursor=${first.next}`),
      ),
    )
    expect(second.data).toHaveLength(20)
    expect(second.data[0]?.metadata.hash).not.toBe(first.data[19]?.metadata.hash)
    const third = bodyOf(
      await historyEndpoint(
        backend,
        ORIGIN,
        BENCH_ACCOUNT,
        query(`chainId=eip155:31337&cursor=${second.next}`),
      ),
    )
    expect(third.data).toHaveLength(1)
    expect(third.next).toBeNull()
  })

  it('reads other accounts from the database: lowercase address, one row more than a page, after the cursor', async () => {
    const calls: (readonly SqlValue[])[] = []
    const db: Database = {
      ...NO_DATABASE,
      async query(_sql, params = []) {
        calls.push(params)
        return [] as never
      },
    }
    const cursor = encodeHistoryCursor({ blockNumber: 9, txIndex: 2 })
    const answer = await historyEndpoint(
      fakeBackend({ db }),
      ORIGIN,
      '0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266',
      query(`chainId=eip155:31338&cursor=${cursor}`),
    )
    expect(bodyOf(answer)).toEqual({ data: [], next: null })
    expect(calls).toEqual([[31338, '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', 9, 2, 21]])
  })

  it.each([
    ['0x12', 'chainId=eip155:31337', 'Invalid address'],
    [BENCH_ACCOUNT, 'chainId=', 'Invalid chainId'],
    [BENCH_ACCOUNT, 'chainId=eip155:5', 'Unsupported chain'],
    [BENCH_ACCOUNT, 'chainId=eip155:31337&cursor=nope', 'Invalid cursor'],
    // Activity is EVM only (spec §9).
    [
      'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
      'chainId=bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      'Unsupported chain',
    ],
  ])('refuses %s with %o', async (address, params, message) => {
    await expect(historyEndpoint(fakeBackend(), ORIGIN, address, query(params))).rejects.toEqual(
      new HttpError(400, message),
    )
  })
})
