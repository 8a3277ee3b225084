import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../../http/server.js'
import { type AnvilProcess, startAnvil } from '../chains/anvil-process.js'
import { callJsonRpc } from '../chains/json-rpc.js'
import { blockchainApiService } from './api-service.js'
import { fakeBackend, serve } from './api-test-server.test-helper.js'

// The attacks of issue 21, against a real anvil behind the cloud's real /v1 endpoint: a page of any
// origin can post to /v1, so nothing it sends there may use anvil's unlocked keys or cheat codes.
const EVIL = 'https://evil.example'
const DEV_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const VICTIM = '0x000000000000000000000000000000000000bEEF'
// A contract whose every call returns 0x1626ba7e (ERC-1271's "valid signature"): PUSH4, PUSH1 0xe0,
// SHL, PUSH1 0, MSTORE, PUSH1 32, PUSH1 0, RETURN.
const ALWAYS_VALID = '0x631626ba7e60e01b60005260206000f3'

let anvil: AnvilProcess
let server: RunningServer

beforeAll(async () => {
  anvil = await startAnvil({ host: '127.0.0.1', port: 0, chainId: 31337 })
  const backend = fakeBackend({ chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }] })
  server = await serve([blockchainApiService({ backend: Promise.resolve(backend) })])
})
afterAll(async () => {
  await server?.close()
  await anvil?.stop()
})

/** What a page of another origin gets back from POST /v1 with `body`. */
async function postFromPage(body: unknown): Promise<unknown> {
  const response = await fetch(`${server.url}/v1/?chainId=eip155:31337&projectId=p`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: EVIL },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
  return response.json()
}

const call = (id: number, method: string, params: unknown[] = []) => ({ jsonrpc: '2.0', id, method, params })
const notFound = (id: number) => ({
  jsonrpc: '2.0',
  id,
  error: { code: -32601, message: 'Method not found' },
})

describe('the cloud’s /v1 JSON-RPC endpoint', () => {
  it('a page cannot anvil_setBalance through the cloud', async () => {
    const before = await callJsonRpc(anvil.rpcUrl, 'eth_getBalance', [VICTIM, 'latest'])
    expect(await postFromPage(call(1, 'anvil_setBalance', [VICTIM, '0x3635c9adc5dea00000']))).toEqual(
      notFound(1),
    )
    expect(await callJsonRpc(anvil.rpcUrl, 'eth_getBalance', [VICTIM, 'latest'])).toBe(before)
  })

  it('a page cannot eth_sendTransaction from an unlocked anvil account', async () => {
    const send = call(2, 'eth_sendTransaction', [{ from: DEV_ACCOUNT, to: VICTIM, value: '0x2a' }])
    expect(await postFromPage(send)).toEqual(notFound(2))
    expect(await callJsonRpc(anvil.rpcUrl, 'eth_getTransactionCount', [DEV_ACCOUNT, 'latest'])).toBe('0x0')
  })

  it('anvil_setCode cannot forge an ERC-1271 sign-in', async () => {
    expect(await postFromPage(call(3, 'anvil_setCode', [VICTIM, ALWAYS_VALID]))).toEqual(notFound(3))
    expect(await callJsonRpc(anvil.rpcUrl, 'eth_getCode', [VICTIM, 'latest'])).toBe('0x')
  })

  it('refuses each dev or signing method of a batch and still answers its reads', async () => {
    const answers = (await postFromPage([
      call(1, 'eth_chainId'),
      call(2, 'anvil_setCode', [VICTIM, ALWAYS_VALID]),
      call(3, 'eth_sign', [DEV_ACCOUNT, '0x00']),
      call(4, 'eth_fillTransaction', [{ from: DEV_ACCOUNT, to: VICTIM }]),
      call(5, 'evm_mine'),
      call(6, 'anvil_impersonateAccount', [VICTIM]),
    ])) as unknown[]
    expect(answers).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x7a69' },
      notFound(2),
      notFound(3),
      notFound(4),
      notFound(5),
      notFound(6),
    ])
    expect(await callJsonRpc(anvil.rpcUrl, 'eth_getCode', [VICTIM, 'latest'])).toBe('0x')
    expect(await callJsonRpc(anvil.rpcUrl, 'eth_blockNumber')).toBe('0x0')
  })

  it('still broadcasts a transaction the wallet signed itself (eth_sendRawTransaction)', async () => {
    // Signed on the chain's own port (the dev methods stay there), broadcast through the cloud.
    const raw = await callJsonRpc(anvil.rpcUrl, 'eth_signTransaction', [
      { from: DEV_ACCOUNT, to: VICTIM, value: '0x1', gas: '0x5208', nonce: '0x0', gasPrice: '0x77359400' },
    ])
    const answer = (await postFromPage(call(7, 'eth_sendRawTransaction', [raw]))) as { result?: string }
    expect(answer.result).toMatch(/^0x[0-9a-f]{64}$/)
  })
})
