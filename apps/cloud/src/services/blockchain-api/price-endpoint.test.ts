import { fungiblePricesResponseSchema } from '@appkit/blockchain-api'
import { describe, expect, it } from 'vitest'
import { HttpError } from '../../http/http-error.js'
import { testTokensFor } from '../tokens/test-tokens.js'

import { fakeBackend } from './api-test-server.test-helper.js'
import { priceEndpoint } from './price-endpoint.js'

const ORIGIN = 'http://127.0.0.1:8787'
const backend = fakeBackend({ tokens: testTokensFor([31337, 31338]) })
const [lusd, lab] = testTokensFor([31337])

describe('priceEndpoint', () => {
  it('prices known tokens and the native coin in the order asked, leaving unknown ones out', () => {
    const addresses = [
      `eip155:31337:${lab!.address}`,
      'eip155:31337:0x0000000000000000000000000000000000000001',
      'eip155:31338:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
      `eip155:1:${lusd!.address}`,
      `eip155:31338:${lusd!.address.toLowerCase()}`,
      'not-an-id',
    ]
    const answer = priceEndpoint(backend, ORIGIN, { projectId: 'p', currency: 'usd', addresses })
    expect(answer.status).toBe(200)
    const body = fungiblePricesResponseSchema.parse('body' in answer ? answer.body : undefined)
    expect(body.fungibles).toEqual([
      {
        name: 'Lab Token',
        symbol: 'LAB',
        iconUrl: `${ORIGIN}/public/getTokenImage/LAB`,
        price: 2.5,
        address: addresses[0],
      },
      {
        name: 'Ether',
        symbol: 'ETH',
        iconUrl: `${ORIGIN}/public/getTokenImage/ETH`,
        price: 2500.05,
        address: addresses[2],
      },
      {
        name: 'Lab USD',
        symbol: 'LUSD',
        iconUrl: `${ORIGIN}/public/getTokenImage/LUSD`,
        price: 1,
        address: addresses[4],
      },
    ])
  })

  it('prices the bench tokens too', () => {
    const answer = priceEndpoint(backend, ORIGIN, {
      addresses: ['eip155:31337:0xbe7c000000000000000000000000000000000001'],
    })
    expect(
      'body' in answer && (answer.body as { fungibles: { symbol: string }[] }).fungibles[0]?.symbol,
    ).toBe('BT01')
  })

  it.each([
    [[], 'Invalid body'],
    [{ addresses: 'eip155:1:0x1' }, 'Invalid addresses: expected an array of CAIP-10 ids'],
    [{ addresses: [1] }, 'Invalid addresses: expected an array of CAIP-10 ids'],
    [{ addresses: [], currency: 'eur' }, 'Unsupported currency'],
    [{ addresses: Array.from({ length: 501 }, () => 'x') }, 'Too many addresses: at most 500'],
  ])('refuses %o', (body, message) => {
    expect(() => priceEndpoint(backend, ORIGIN, body)).toThrow(new HttpError(400, message))
  })
})
