import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spend, testWallet } from './bitcoin.test-helper.js'
import { startTestBitcoinServer, type TestBitcoinServer } from './bitcoin-server.test-helper.js'
import { createEsploraClient, type EsploraClient, EsploraError } from './esplora-client.js'
import { BITCOIN_LAB_CHAIN_ID, DEFAULT_FEE_ESTIMATES } from './lab-chain.js'

const alice = testWallet('client/alice')
const bob = testWallet('client/bob')

let chain: TestBitcoinServer
let client: EsploraClient
beforeAll(async () => {
  chain = await startTestBitcoinServer([{ address: alice.p2tr.address, sats: 80_000 }])
  client = createEsploraClient({ baseUrl: `${chain.esploraUrl}/` })
})
afterAll(() => chain.close())

/** A stand-in Esplora that answers every request with `status` and `body`. */
async function fakeEsplora(status: number, body: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_, res) => {
    res.writeHead(status, { 'content-type': 'text/plain' })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

async function failure(promise: Promise<unknown>): Promise<EsploraError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (error instanceof EsploraError) return error
  throw error ?? new Error('did not fail')
}

describe('createEsploraClient on the test chain', () => {
  it('knows the chain by its genesis block', async () => {
    expect(client.baseUrl).toBe(chain.esploraUrl)
    expect(await client.chainId()).toBe(BITCOIN_LAB_CHAIN_ID)
  })

  it('reads an address, its UTXOs, fee estimates and the tip', async () => {
    const [utxo] = await client.utxos(alice.p2tr.address)
    expect(utxo).toMatchObject({ vout: 0, value: 80_000, status: { confirmed: true, block_height: 1 } })
    expect((await client.address(alice.p2tr.address)).chain_stats.funded_txo_sum).toBe(80_000)
    expect(await client.feeEstimates()).toEqual(DEFAULT_FEE_ESTIMATES)
    expect(await client.tipHeight()).toBe(1)
  })

  it('broadcasts, reads the transaction back, and reports a refusal with the node’s code', async () => {
    const [utxo] = await client.utxos(alice.p2tr.address)
    const coin = { txid: utxo!.txid, vout: utxo!.vout, value: 80_000n, owner: alice, kind: 'p2tr' as const }
    const tx = spend([coin], [{ address: bob.p2wpkh.address, value: 79_000n }])
    expect(await client.broadcast(tx.toHex())).toBe(tx.getId())
    expect(await client.transaction(tx.getId())).toMatchObject({ fee: 1000, status: { confirmed: false } })
    expect(await client.transactionStatus(tx.getId())).toEqual({ confirmed: false })

    const again = spend([coin], [{ address: alice.p2wpkh.address, value: 79_000n }])
    const refused = await failure(client.broadcast(again.toHex()))
    expect(refused).toMatchObject({ status: 400, rpcCode: -26 })
    expect(refused.message).toMatch(/^txn-mempool-conflict \(/)
  })

  it('passes 4xx answers on with their text', async () => {
    expect(await failure(client.address('nope'))).toMatchObject({
      status: 400,
      message: 'Invalid Bitcoin address: nope is not a regtest address',
    })
  })
})

describe('createEsploraClient on other servers', () => {
  const servers: Server[] = []
  afterAll(() => Promise.all(servers.map((server) => new Promise((done) => server.close(done)))))
  const esplora = async (status: number, body: string) => {
    const fake = await fakeEsplora(status, body)
    servers.push(fake.server)
    return createEsploraClient({ baseUrl: fake.url })
  }

  it('reads the newer electrs error text too', async () => {
    const newer = await esplora(400, 'sendrawtransaction RPC error -25: bad-txns-inputs-missingorspent')
    expect(await failure(newer.broadcast('00'))).toMatchObject({
      status: 400,
      rpcCode: -25,
      message: 'bad-txns-inputs-missingorspent',
    })
  })

  it('says which field of an answer is wrong', async () => {
    const odd = await esplora(200, JSON.stringify({ address: 'x', chain_stats: {}, mempool_stats: {} }))
    expect((await failure(odd.address('x'))).message).toBe(
      'Esplora answered /address/x with an invalid chain_stats.funded_txo_count: Invalid input: expected number, received undefined',
    )
    const text = await esplora(200, 'not json')
    expect((await failure(text.utxos('x'))).message).toBe(
      'Esplora answered /address/x/utxo with something that is not JSON',
    )
    expect((await failure(text.tipHeight())).message).toBe(
      'Esplora answered a tip height that is not a number',
    )
  })

  it('asks for the genesis block again after a failure', async () => {
    const broken = await esplora(503, 'Service Unavailable')
    expect(await failure(broken.chainId())).toMatchObject({ status: 503, message: 'Service Unavailable' })
    expect(await failure(broken.chainId())).toMatchObject({ status: 503 })
  })

  it('fails with no status when nothing answers', async () => {
    const nobody = createEsploraClient({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 1000 })
    const error = await failure(nobody.tipHeight())
    expect(error.status).toBeUndefined()
    expect(error.message).toMatch(/^Esplora at http:\/\/127\.0\.0\.1:1 did not answer: /)
  })
})
