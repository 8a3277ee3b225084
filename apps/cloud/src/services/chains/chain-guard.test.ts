import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AnvilProcess, startAnvil } from './anvil-process.js'
import { type ChainGuard, startChainGuard } from './chain-guard.js'
import { callJsonRpc } from './json-rpc.js'

const VICTIM = '0x000000000000000000000000000000000000bEEF'
let anvil: AnvilProcess
let guard: ChainGuard

beforeAll(async () => {
  anvil = await startAnvil({ host: '127.0.0.1', port: 0, chainId: 31337, cors: false })
  guard = await startChainGuard({
    host: '127.0.0.1',
    port: 0,
    target: { host: '127.0.0.1', port: anvil.port },
    trustedOrigins: ['https://dapp.example'],
  })
})
afterAll(async () => {
  await guard?.close()
  await anvil?.stop()
})

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A request as a browser page would send it, with the Host and Origin it would carry. */
function send(headers: Record<string, string>, body?: unknown, method = 'POST'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: guard.port,
        method,
        path: '/',
        headers: { host: `127.0.0.1:${guard.port}`, 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
      },
    )
    req.on('error', reject)
    req.end(body === undefined ? undefined : JSON.stringify(body))
  })
}

const setBalance = { jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [VICTIM, '0x1'] }

describe('the chain’s port (guard in front of anvil)', () => {
  it('a page of another site cannot call the chain (Origin: https://evil.example)', async () => {
    const answer = await send({ origin: 'https://evil.example' }, setBalance)
    expect(answer.status).toBe(403)
    expect(answer.headers['access-control-allow-origin']).toBeUndefined()
    const preflight = await send({ origin: 'https://evil.example' }, undefined, 'OPTIONS')
    expect(preflight.status).toBe(403)
    expect(await callJsonRpc(anvil.rpcUrl, 'eth_getBalance', [VICTIM, 'latest'])).toBe('0x0')
  })

  it('a DNS-rebinding page (Host: evil.example) cannot drive the chain', async () => {
    const port = guard.port
    // Rebound, the page is same-origin with its own name: no CORS applies, only Host tells.
    const answer = await send(
      { host: `evil.example:${port}`, origin: `http://evil.example:${port}` },
      setBalance,
    )
    expect(answer.status).toBe(421)
    expect((await send({ host: `evil.example:${port}` }, setBalance)).status).toBe(421)
    expect(await callJsonRpc(anvil.rpcUrl, 'eth_getBalance', [VICTIM, 'latest'])).toBe('0x0')
  })

  it('serves trusted pages with their own origin in CORS (never *), and Node with none', async () => {
    const chainId = { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }
    const lab = await send({ origin: 'http://127.0.0.1:4173' }, chainId)
    expect(lab.status).toBe(200)
    expect(JSON.parse(lab.body)).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' })
    expect(lab.headers['access-control-allow-origin']).toBe('http://127.0.0.1:4173')
    const preflight = await send(
      { origin: 'https://dapp.example', 'access-control-request-headers': 'content-type' },
      undefined,
      'OPTIONS',
    )
    expect(preflight.status).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBe('https://dapp.example')
    const node = await send({}, chainId)
    expect(node.status).toBe(200)
    expect(node.headers['access-control-allow-origin']).toBeUndefined()
    // The dev methods stay on the chain's own port for the lab and the tests.
    await expect(callJsonRpc(guard.url, 'anvil_setBalance', [VICTIM, '0x2a'])).resolves.toBeNull()
    expect(await callJsonRpc(guard.url, 'eth_getBalance', [VICTIM, 'latest'])).toBe('0x2a')
  })

  it('the anvil behind it sends no CORS header, so a page reaching its own port reads nothing', async () => {
    const answer = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: anvil.port,
          method: 'OPTIONS',
          path: '/',
          headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
        },
        (res) => {
          res.resume()
          resolve(res.headers)
        },
      )
      req.on('error', reject)
      req.end()
    })
    expect(answer['access-control-allow-origin']).toBeUndefined()
  })
})
