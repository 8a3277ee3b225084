import { balancesResponseSchema } from '@appkit/blockchain-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpError } from '../../http/http-error.js'
import { spend, testWallet } from '../bitcoin/bitcoin.test-helper.js'
import { startTestBitcoinServer, type TestBitcoinServer } from '../bitcoin/bitcoin-server.test-helper.js'
import { createEsploraClient } from '../bitcoin/esplora-client.js'
import { BITCOIN_LAB_CHAIN_ID } from '../bitcoin/lab-chain.js'
import type { ApiAnswer } from './api-context.js'
import { fakeBackend } from './api-test-server.test-helper.js'
import { balanceEndpoint } from './balance-endpoint.js'
import { formatBitcoinBalance } from './bitcoin-balance-endpoint.js'
import { BITCOIN_MAINNET_CHAIN_ID } from './bitcoin-caip.js'

const ORIGIN = 'http://127.0.0.1:8787'
const alice = testWallet('balance/alice')
const bob = testWallet('balance/bob')
const query = (text: string) => new URLSearchParams(text)
const chainParam = `chainId=${BITCOIN_LAB_CHAIN_ID}`

let chain: TestBitcoinServer
let backend: ReturnType<typeof fakeBackend>
beforeAll(async () => {
  chain = await startTestBitcoinServer([{ address: alice.p2wpkh.address, sats: 150_000_000 }])
  backend = fakeBackend({ bitcoin: [createEsploraClient({ baseUrl: chain.esploraUrl })] })
})
afterAll(() => chain.close())

function balances(answer: ApiAnswer) {
  return balancesResponseSchema.parse('body' in answer ? answer.body : undefined).balances
}

describe('the balance endpoint on the Bitcoin test chain', () => {
  it('answers BTC in the API’s shape: 8 decimals, priced, no token address', async () => {
    const answer = await balanceEndpoint(
      backend,
      ORIGIN,
      alice.p2wpkh.address,
      query(`${chainParam}&currency=usd`),
    )
    expect(balances(answer)).toEqual([
      {
        name: 'Bitcoin',
        symbol: 'BTC',
        chainId: BITCOIN_LAB_CHAIN_ID,
        value: 97_500.075,
        price: 65000.05,
        quantity: { decimals: '8', numeric: '1.5' },
        iconUrl: `${ORIGIN}/public/getTokenImage/BTC`,
      },
    ])
  })

  it('counts unconfirmed transactions at once, and the same after a mine', async () => {
    const [utxo] = await createEsploraClient({ baseUrl: chain.esploraUrl }).utxos(alice.p2wpkh.address)
    const tx = spend(
      [{ txid: utxo!.txid, vout: utxo!.vout, value: 150_000_000n, owner: alice, kind: 'p2wpkh' }],
      [
        { address: bob.p2tr.address, value: 50_000_000n },
        { address: alice.p2wpkh.address, value: 99_999_000n },
      ],
    )
    await chain.ledger.broadcast(tx.toHex())
    const numeric = async (address: string) =>
      balances(await balanceEndpoint(backend, ORIGIN, address, query(chainParam)))[0]?.quantity.numeric
    expect(await numeric(alice.p2wpkh.address)).toBe('0.99999')
    expect(await numeric(bob.p2tr.address.toUpperCase())).toBe('0.5')
    await chain.ledger.mine(1)
    expect(await numeric(alice.p2wpkh.address)).toBe('0.99999')
    expect(await numeric(bob.p2tr.address)).toBe('0.5')
  })

  it('answers no balances for an empty address, as for the EVM chains', async () => {
    const answer = await balanceEndpoint(backend, ORIGIN, bob.p2wpkh.address, query(chainParam))
    expect(balances(answer)).toEqual([])
  })

  it.each([
    [alice.p2wpkh.address, 'chainId=bip122:0f91', 'Invalid chainId'],
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', chainParam, 'Invalid address'],
    ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainParam, 'Invalid address'],
    [
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      `chainId=${BITCOIN_MAINNET_CHAIN_ID}`,
      'Unsupported chain',
    ],
    [alice.p2wpkh.address, `${chainParam}&currency=eur`, 'Unsupported currency'],
    [alice.p2wpkh.address, `${chainParam}&forceUpdate=BTC`, 'Invalid forceUpdate'],
  ])('refuses %s with %o', async (address, params, message) => {
    await expect(balanceEndpoint(backend, ORIGIN, address, query(params))).rejects.toEqual(
      new HttpError(400, message),
    )
  })

  it('accepts a well-formed forceUpdate (the account after a send)', async () => {
    const params = query(`${chainParam}&forceUpdate=${BITCOIN_LAB_CHAIN_ID}:${alice.p2wpkh.address}`)
    await expect(balanceEndpoint(backend, ORIGIN, alice.p2wpkh.address, params)).resolves.toMatchObject({
      status: 200,
    })
  })

  it('answers 502 when the chain’s Esplora does not answer', async () => {
    const down = fakeBackend({
      bitcoin: [createEsploraClient({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 1000 })],
    })
    const refused = balanceEndpoint(down, ORIGIN, alice.p2wpkh.address, query(chainParam))
    await expect(refused).rejects.toMatchObject({ status: 502 })
    await expect(refused).rejects.toThrow(/^The Bitcoin chain did not answer$/)
  })

  it('formats an amount below one satoshi’s worth of cents exactly', () => {
    expect(formatBitcoinBalance(1n, BITCOIN_LAB_CHAIN_ID, ORIGIN).quantity).toEqual({
      decimals: '8',
      numeric: '0.00000001',
    })
  })
})
