import { balancesResponseSchema } from '@appkit/blockchain-api'
import { describe, expect, it } from 'vitest'
import { BENCH_ACCOUNT } from '../../fixtures/bench-account.js'
import { HttpError } from '../../http/http-error.js'
import { fakeBackend } from './api-test-server.test-helper.js'
import { balanceEndpoint } from './balance-endpoint.js'

// The chain-reading path is covered end to end in cloud.integration.test.ts; here, the parameters and
// the bench account, which needs no chain.
const ORIGIN = 'http://127.0.0.1:8787'
const backend = fakeBackend()
const query = (text: string) => new URLSearchParams(text)

describe('balanceEndpoint', () => {
  it('answers the bench account’s 50 balances on any served chain', async () => {
    const answer = await balanceEndpoint(
      backend,
      ORIGIN,
      BENCH_ACCOUNT.toLowerCase(),
      query('chainId=eip155:31338&currency=usd'),
    )
    const { balances } = balancesResponseSchema.parse('body' in answer ? answer.body : undefined)
    expect(balances).toHaveLength(50)
    expect(balances.every((balance) => balance.chainId === 'eip155:31338')).toBe(true)
    expect(balances[0]?.symbol).toBe('ETH')
    expect(balances[0]?.address).toBeUndefined()
  })

  it.each([
    ['0x12', 'chainId=eip155:31337', 'Invalid address'],
    [BENCH_ACCOUNT, '', 'Invalid chainId'],
    [BENCH_ACCOUNT, 'chainId=eip155:1', 'Unsupported chain'],
    [BENCH_ACCOUNT, 'chainId=eip155:31337&currency=eur', 'Unsupported currency'],
    [BENCH_ACCOUNT, 'chainId=eip155:31337&forceUpdate=LUSD', 'Invalid forceUpdate'],
  ])('refuses %s with %o', async (address, params, message) => {
    await expect(balanceEndpoint(backend, ORIGIN, address, query(params))).rejects.toEqual(
      new HttpError(400, message),
    )
  })

  it('accepts a well-formed forceUpdate', async () => {
    const params = query(`chainId=eip155:31337&forceUpdate=eip155:31337:${BENCH_ACCOUNT}`)
    await expect(balanceEndpoint(backend, ORIGIN, BENCH_ACCOUNT, params)).resolves.toMatchObject({
      status: 200,
    })
  })
})
