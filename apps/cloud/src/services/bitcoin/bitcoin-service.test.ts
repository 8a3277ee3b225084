import { BITCOIN_TEST_ACCOUNTS } from '@appkit/testing'
import { networks, payments } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from '../../http/server.js'
import { spend, testWallet, walletOfKey } from './bitcoin.test-helper.js'
import { startTestBitcoinServer, type TestBitcoinServer } from './bitcoin-server.test-helper.js'
import { bitcoinService } from './bitcoin-service.js'
import { fromHex, toHex } from './hex.js'
import { DEFAULT_FEE_ESTIMATES, ESPLORA_PATH, REGTEST_GENESIS } from './lab-chain.js'

const alice = testWallet('service/alice')
const bob = testWallet('service/bob')
const NULL_TXID = '0'.repeat(64)

let server: TestBitcoinServer
beforeAll(async () => {
  server = await startTestBitcoinServer([{ address: alice.p2wpkh.address, sats: 200_000 }])
})
afterAll(() => server.close())

async function get(path: string) {
  const response = await fetch(`${server.esploraUrl}${path}`)
  expect(response.headers.get('access-control-allow-origin')).toBe('*')
  const text = await response.text()
  const json = response.headers.get('content-type')?.startsWith('application/json')
    ? JSON.parse(text)
    : undefined
  return { status: response.status, text, json }
}

async function post(url: string, body: string, type = 'text/plain') {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': type }, body })
  expect(response.headers.get('access-control-allow-origin')).toBe('*')
  const text = await response.text()
  return { status: response.status, text, json: type === 'application/json' ? JSON.parse(text) : undefined }
}

describe('the Esplora API of a funded address, before and after a spend and a mine', () => {
  let fundingTxid: string
  let payment: ReturnType<typeof spend>

  it('answers the start funding: confirmed in block 1', async () => {
    const utxos = await get(`/address/${alice.p2wpkh.address}/utxo`)
    expect(utxos.json).toEqual([
      {
        txid: expect.stringMatching(/^[0-9a-f]{64}$/),
        vout: 0,
        value: 200_000,
        status: {
          confirmed: true,
          block_height: 1,
          block_hash: expect.any(String),
          block_time: expect.any(Number),
        },
      },
    ])
    fundingTxid = utxos.json[0].txid
    expect((await get(`/address/${alice.p2wpkh.address}`)).json).toEqual({
      address: alice.p2wpkh.address,
      chain_stats: {
        funded_txo_count: 1,
        funded_txo_sum: 200_000,
        spent_txo_count: 0,
        spent_txo_sum: 0,
        tx_count: 1,
      },
      mempool_stats: {
        funded_txo_count: 0,
        funded_txo_sum: 0,
        spent_txo_count: 0,
        spent_txo_sum: 0,
        tx_count: 0,
      },
    })
    const [funding] = (await get(`/address/${alice.p2wpkh.address}/txs`)).json
    expect(funding).toMatchObject({
      txid: fundingTxid,
      vin: [{ txid: NULL_TXID, vout: 0xffffffff, prevout: null, is_coinbase: true }],
      vout: [{ scriptpubkey_type: 'v0_p2wpkh', scriptpubkey_address: alice.p2wpkh.address, value: 200_000 }],
      fee: 0,
      status: { confirmed: true, block_height: 1 },
    })
  })

  it('takes a transaction as hex text and answers its txid', async () => {
    payment = spend(
      [{ txid: fundingTxid, vout: 0, value: 200_000n, owner: alice, kind: 'p2wpkh' }],
      [
        { address: bob.p2tr.address, value: 120_000n },
        { address: alice.p2wpkh.address, value: 79_000n },
      ],
    )
    expect(await post(`${server.esploraUrl}/tx`, `${payment.toHex()}\n`)).toEqual({
      status: 200,
      text: payment.getId(),
      json: undefined,
    })
  })

  it('answers the unconfirmed transaction as Esplora writes it', async () => {
    const txid = payment.getId()
    expect((await get(`/tx/${txid}`)).json).toEqual({
      txid,
      version: 2,
      locktime: 0,
      vin: [
        {
          txid: fundingTxid,
          vout: 0,
          prevout: {
            scriptpubkey: Buffer.from(alice.p2wpkh.script).toString('hex'),
            scriptpubkey_type: 'v0_p2wpkh',
            scriptpubkey_address: alice.p2wpkh.address,
            value: 200_000,
          },
          scriptsig: '',
          witness: payment.ins[0]!.witness.map((item) => Buffer.from(item).toString('hex')),
          is_coinbase: false,
          sequence: 0xffffffff,
        },
      ],
      vout: [
        {
          scriptpubkey: Buffer.from(bob.p2tr.script).toString('hex'),
          scriptpubkey_type: 'v1_p2tr',
          scriptpubkey_address: bob.p2tr.address,
          value: 120_000,
        },
        {
          scriptpubkey: Buffer.from(alice.p2wpkh.script).toString('hex'),
          scriptpubkey_type: 'v0_p2wpkh',
          scriptpubkey_address: alice.p2wpkh.address,
          value: 79_000,
        },
      ],
      size: payment.byteLength(),
      weight: payment.weight(),
      fee: 1000,
      status: { confirmed: false },
    })
    expect((await get(`/tx/${txid.toUpperCase()}/hex`)).text).toBe(payment.toHex())
    expect((await get(`/tx/${txid}/status`)).json).toEqual({ confirmed: false })
    expect((await get(`/address/${alice.p2wpkh.address}`)).json.mempool_stats).toEqual({
      funded_txo_count: 1,
      funded_txo_sum: 79_000,
      spent_txo_count: 1,
      spent_txo_sum: 200_000,
      tx_count: 1,
    })
    expect((await get(`/address/${alice.p2wpkh.address}/utxo`)).json).toEqual([
      { txid, vout: 1, value: 79_000, status: { confirmed: false } },
    ])
    expect(
      (await get(`/address/${bob.p2tr.address}/txs`)).json.map((tx: { txid: string }) => tx.txid),
    ).toEqual([txid])
  })

  it('refuses a second spender of the output as Esplora passes a node’s error on', async () => {
    const rival = spend(
      [{ txid: fundingTxid, vout: 0, value: 200_000n, owner: alice, kind: 'p2wpkh' }],
      [{ address: bob.p2wpkh.address, value: 199_000n }],
    )
    const answer = await post(`${server.esploraUrl}/tx`, rival.toHex())
    expect(answer.status).toBe(400)
    expect(answer.text).toBe(
      `sendrawtransaction RPC error: {"code":-26,"message":"txn-mempool-conflict (${fundingTxid}:0 is already spent by ${payment.getId()}, still unconfirmed)"}`,
    )
    expect((await post(`${server.esploraUrl}/tx`, 'nonsense')).text).toBe(
      'sendrawtransaction RPC error: {"code":-22,"message":"TX decode failed (not an even number of hex digits)"}',
    )
  })

  it('confirms it after POST /bitcoin/regtest/test/mine', async () => {
    const mined = await post(`${server.testUrl}/mine`, JSON.stringify({ blocks: 2 }), 'application/json')
    expect(mined.status).toBe(200)
    const [first, second] = mined.json.blocks
    expect(first).toEqual({
      height: 2,
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      time: expect.any(Number),
    })
    expect(second.height).toBe(3)
    expect((await get(`/tx/${payment.getId()}/status`)).json).toEqual({
      confirmed: true,
      block_height: 2,
      block_hash: first.hash,
      block_time: first.time,
    })
    expect((await get('/blocks/tip/height')).text).toBe('3')
    expect((await get('/blocks/tip/hash')).text).toBe(second.hash)
    expect((await get(`/address/${alice.p2wpkh.address}`)).json.chain_stats).toEqual({
      funded_txo_count: 2,
      funded_txo_sum: 279_000,
      spent_txo_count: 1,
      spent_txo_sum: 200_000,
      tx_count: 2,
    })
    expect((await get(`/address/${alice.p2wpkh.address}/utxo`)).json).toEqual([
      {
        txid: payment.getId(),
        vout: 1,
        value: 79_000,
        status: { confirmed: true, block_height: 2, block_hash: first.hash, block_time: first.time },
      },
    ])
  })
})

describe('the rest of the API', () => {
  it('answers fee estimates and blocks by height', async () => {
    expect((await get('/fee-estimates')).json).toEqual(DEFAULT_FEE_ESTIMATES)
    expect(Object.keys(DEFAULT_FEE_ESTIMATES)).toContain('1008')
    expect((await get('/block-height/0')).text).toBe(REGTEST_GENESIS.hash)
    expect(await get('/block-height/999999')).toMatchObject({ status: 404, text: 'Block not found' })
    expect(await get('/block-height/x')).toMatchObject({ status: 400, text: 'Invalid block height' })
  })

  it.each([
    [
      '/address/bcrt1qnotanaddress',
      400,
      'Invalid Bitcoin address: bcrt1qnotanaddress is not a regtest address',
    ],
    [
      '/address/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq/utxo',
      400,
      'Invalid Bitcoin address: bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq is not a regtest address',
    ],
    ['/tx/1234', 400, 'Invalid txid: expected 64 hex characters'],
    [`/tx/${'ab'.repeat(32)}/status`, 404, 'Transaction not found'],
    ['/mempool', 404, 'Not found: /mempool'],
  ])('refuses GET %s with %i', async (path, status, text) => {
    expect(await get(path)).toMatchObject({ status, text })
  })

  it('allows any page, and only the methods a path takes', async () => {
    const preflight = await fetch(`${server.esploraUrl}/tx`, {
      method: 'OPTIONS',
      headers: { 'access-control-request-headers': 'content-type' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS')
    const wrong = await fetch(`${server.esploraUrl}/tx`)
    expect(wrong.status).toBe(405)
    expect(wrong.headers.get('allow')).toBe('POST, OPTIONS')
  })
})

describe('the test routes', () => {
  it('funds an address: confirmed coins in a block of their own', async () => {
    const funded = await post(
      `${server.testUrl}/fund`,
      JSON.stringify({ address: bob.p2wpkh.address, sats: 12_345 }),
      'application/json',
    )
    expect(funded.json).toEqual({
      txid: expect.stringMatching(/^[0-9a-f]{64}$/),
      vout: 0,
      block: { height: expect.any(Number), hash: expect.any(String), time: expect.any(Number) },
    })
    expect((await get(`/tx/${funded.json.txid}/status`)).json).toMatchObject({ confirmed: true })
  })

  it.each([
    ['/fund', '[]', 'Invalid body: expected a JSON object'],
    ['/fund', '{"address":"x","sats":1}', 'Invalid address: "x" is not a regtest address'],
    ['/fund', `{"address":"${bob.p2tr.address}","sats":"5"}`, 'Invalid sats'],
    ['/mine', '{"blocks":0}', 'Invalid blocks: expected a whole number from 1 to 1000, got 0'],
    ['/mine', 'not json', 'Invalid JSON body'],
  ])('refuses POST %s %s', async (path, body, message) => {
    const answer = await post(`${server.testUrl}${path}`, body, 'application/json')
    expect(answer.status).toBe(400)
    expect(answer.json.message).toContain(message)
  })

  it('answers unknown test paths 404 and other methods 405, as JSON', async () => {
    const missing = await fetch(`${server.testUrl}/reorg`, { method: 'POST' })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: 'Not found: /reorg' })
    expect((await fetch(`${server.testUrl}/mine`)).status).toBe(405)
  })

  it('mines one block without a body field', async () => {
    const mined = await post(`${server.testUrl}/mine`, '{}', 'application/json')
    expect(mined.json.blocks).toHaveLength(1)
  })
})

describe('a nested SegWit (P2SH-P2WPKH) address, as Xverse pays from', () => {
  const payer = walletOfKey(fromHex(BITCOIN_TEST_ACCOUNTS[1].privateKey)!)
  const address = payer.p2shP2wpkh.address
  const p2shOutput = {
    scriptpubkey: toHex(payer.p2shP2wpkh.script),
    scriptpubkey_type: 'p2sh',
    scriptpubkey_address: address,
    value: 80_000,
  }
  let funding: { txid: string; vout: number; block: { height: number; hash: string; time: number } }

  it('is funded by POST /fund and answers its UTXO, stats and output as Esplora does', async () => {
    const funded = await post(
      `${server.testUrl}/fund`,
      JSON.stringify({ address, sats: 80_000 }),
      'application/json',
    )
    expect(funded.status).toBe(200)
    funding = funded.json
    const { height, hash, time } = funding.block
    expect((await get(`/address/${address}/utxo`)).json).toEqual([
      {
        txid: funding.txid,
        vout: 0,
        value: 80_000,
        status: { confirmed: true, block_height: height, block_hash: hash, block_time: time },
      },
    ])
    expect((await get(`/address/${address}`)).json).toMatchObject({
      address,
      chain_stats: { funded_txo_count: 1, funded_txo_sum: 80_000, spent_txo_count: 0, tx_count: 1 },
    })
    expect((await get(`/tx/${funding.txid}`)).json.vout).toEqual([p2shOutput])
  })

  it('takes a spend of it and writes the input with its redeem script push and witness', async () => {
    const payment = spend(
      [{ txid: funding.txid, vout: 0, value: 80_000n, owner: payer, kind: 'p2shP2wpkh' }],
      [{ address: bob.p2wpkh.address, value: 79_000n }],
    )
    expect(await post(`${server.esploraUrl}/tx`, payment.toHex())).toMatchObject({
      status: 200,
      text: payment.getId(),
    })
    expect((await get(`/tx/${payment.getId()}`)).json.vin).toEqual([
      {
        txid: funding.txid,
        vout: 0,
        prevout: p2shOutput,
        scriptsig: `16${toHex(payer.p2shP2wpkh.redeemScript)}`,
        witness: payment.ins[0]!.witness.map(toHex),
        is_coinbase: false,
        sequence: 0xffffffff,
      },
    ])
    expect((await get(`/address/${address}/utxo`)).json).toEqual([])
    expect((await get(`/address/${address}`)).json.mempool_stats).toMatchObject({
      spent_txo_count: 1,
      spent_txo_sum: 80_000,
    })
  })

  it('refuses the same script’s mainnet (3…) address', async () => {
    const mainnet = payments.p2sh({ output: payer.p2shP2wpkh.script, network: networks.bitcoin }).address!
    const funded = await post(
      `${server.testUrl}/fund`,
      JSON.stringify({ address: mainnet, sats: 1 }),
      'application/json',
    )
    expect(funded).toMatchObject({
      status: 400,
      json: { message: `Invalid address: "${mainnet}" is not a regtest address` },
    })
    expect(await get(`/address/${mainnet}/utxo`)).toMatchObject({
      status: 400,
      text: `Invalid Bitcoin address: ${mainnet} is not a regtest address`,
    })
  })
})

describe('before the ledger is ready', () => {
  it('answers 503 when it failed to start, and leaves other paths alone', async () => {
    const failed = Promise.reject(new Error('database gone'))
    const service = bitcoinService({ ledger: failed })
    const down = await startServer('127.0.0.1', 0, [service])
    try {
      const answer = await fetch(`${down.url}${ESPLORA_PATH}/blocks/tip/height`)
      expect(answer.status).toBe(503)
      expect(await answer.text()).toBe('The Bitcoin chain did not start')
      expect((await fetch(`${down.url}/bitcoin/regtestx`)).status).toBe(404)
    } finally {
      await down.close()
    }
  })
})
