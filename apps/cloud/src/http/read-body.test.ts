import { Agent, request as httpRequest, type IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blockchainApiService } from '../services/blockchain-api/api-service.js'
import { fakeBackend, IDENTITY, serve } from '../services/blockchain-api/api-test-server.test-helper.js'
import { createFaultQueue } from '../services/blockchain-api/fault-queue.js'
import { faultService } from '../services/blockchain-api/fault-service.js'
import { solanaService } from '../services/solana/solana-service.js'
import { HttpError } from './http-error.js'
import { MAX_BODY_BYTES, readBody, readJsonBody } from './read-body.js'
import type { RunningServer } from './server.js'

const request = (...chunks: string[]) =>
  Readable.from(chunks.map((chunk) => Buffer.from(chunk))) as IncomingMessage

describe('readBody', () => {
  it('joins the chunks', async () => {
    await expect(readBody(request('{"a":', '1}'))).resolves.toBe('{"a":1}')
  })

  it('refuses a body over the limit with 413', async () => {
    await expect(readBody(request('12345', '6'), 5)).rejects.toEqual(
      new HttpError(413, 'Request body too large'),
    )
  })

  it('parses JSON, or refuses with 400', async () => {
    await expect(readJsonBody(request('[1,2]'))).resolves.toEqual([1, 2])
    await expect(readJsonBody(request('{'))).rejects.toEqual(new HttpError(400, 'Invalid JSON body'))
  })
})

/** One request on `agent`; whether it went over a connection an earlier request had used. */
function call(agent: Agent, url: string, method: string, body = '') {
  return new Promise<{ status: number; text: string; reused: boolean }>((resolve, reject) => {
    const req = httpRequest(
      url,
      { agent, method, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => {
          text += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, reused: req.reusedSocket }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

describe('an oversized body over real HTTP', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await serve([
      faultService({ queue: createFaultQueue() }),
      // The chain never starts: the body is read, and refused, before it is waited for.
      solanaService({ chain: new Promise(() => undefined) }),
      blockchainApiService({ backend: Promise.resolve(fakeBackend()) }),
    ])
  })
  afterAll(() => server.close())

  const oversized = `[${'1,'.repeat(MAX_BODY_BYTES)}1]`

  it.each([
    '/solana',
    '/v1?chainId=eip155:31337&projectId=test',
    `/v1/fungible/price?${IDENTITY}`,
    '/test/faults',
  ])('answers 413 to POST %s and the connection then serves the next request', async (path) => {
    const response = await fetch(`${server.url}${path}`, { method: 'POST', body: oversized })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: 'Request body too large' })

    // One connection for both requests: what is left of a body the server stopped reading would be
    // taken for the next request (a reset or a 400), or the socket destroyed under the client.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      expect(await call(agent, `${server.url}${path}`, 'POST', oversized)).toMatchObject({ status: 413 })
      expect(await call(agent, `${server.url}${path}`, 'OPTIONS')).toMatchObject({
        status: 204,
        reused: true,
      })
    } finally {
      agent.destroy()
    }
  })
})
