import { describe, expect, it } from 'vitest'
import { matchEsploraRoute } from './esplora-routes.js'

describe('matchEsploraRoute', () => {
  it.each([
    ['/address/bcrt1qabc', { kind: 'address', method: 'GET', address: 'bcrt1qabc' }],
    ['/address/bcrt1qabc/utxo', { kind: 'addressUtxo', method: 'GET', address: 'bcrt1qabc' }],
    ['/address/bcrt1qabc/txs', { kind: 'addressTxs', method: 'GET', address: 'bcrt1qabc' }],
    ['/tx/ff', { kind: 'tx', method: 'GET', txid: 'ff' }],
    ['/tx/ff/hex', { kind: 'txHex', method: 'GET', txid: 'ff' }],
    ['/tx/ff/status', { kind: 'txStatus', method: 'GET', txid: 'ff' }],
    ['/tx', { kind: 'broadcast', method: 'POST' }],
    ['/fee-estimates', { kind: 'feeEstimates', method: 'GET' }],
    ['/blocks/tip/height', { kind: 'tipHeight', method: 'GET' }],
    ['/blocks/tip/hash', { kind: 'tipHash', method: 'GET' }],
    ['/block-height/0', { kind: 'blockAtHeight', method: 'GET', height: '0' }],
    ['/address/a%20b', { kind: 'address', method: 'GET', address: 'a b' }],
    ['/address/%E0%A4%A', { kind: 'address', method: 'GET', address: '%E0%A4%A' }],
  ])('matches %s', (path, route) => {
    expect(matchEsploraRoute(path)).toEqual(route)
  })

  it.each(['', '/', '/address', '/address/a/b', '/tx/ff/raw', '/blocks', '/mempool'])(
    'serves nothing at %o',
    (path) => {
      expect(matchEsploraRoute(path)).toBeUndefined()
    },
  )
})
