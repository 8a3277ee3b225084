import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { HttpError } from '../../http/http-error.js'
import { sendJson } from '../../http/send.js'
import type { RunningServer } from '../../http/server.js'
import { createIdTokenFaults } from '../oidc/id-token-faults.js'
import { serve } from './api-test-server.test-helper.js'
import { createFaultQueue } from './fault-queue.js'
import { faultService, parseArming } from './fault-service.js'

let server: RunningServer
const queue = createFaultQueue()
const idTokenFaults = createIdTokenFaults()
let channelsExpired = 0

beforeAll(async () => {
  server = await serve([
    faultService({
      queue,
      slowMs: 30,
      idTokenFaults,
      expireFarcasterChannels: async () => {
        channelsExpired++
      },
    }),
    {
      handle: (_req, res) => {
        sendJson(res, 200, { ok: true })
        return true
      },
    },
  ])
})
afterAll(() => server.close())
beforeEach(() => queue.clear())

const arm = (body: unknown) =>
  fetch(`${server.url}/test/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('faultService', () => {
  it('fails the next `count` requests under the path, then lets them through', async () => {
    expect((await arm({ path: '/v1/account', fault: '503', count: 2 })).status).toBe(204)
    expect((await fetch(`${server.url}/v1/supported-chains`)).status).toBe(200)
    const failing = await fetch(`${server.url}/v1/account/0x1/balance`)
    expect(failing.status).toBe(503)
    expect(await failing.json()).toEqual({ message: 'Service Unavailable' })
    expect((await fetch(`${server.url}/v1/account/0x1/history`)).status).toBe(503)
    expect((await fetch(`${server.url}/v1/account/0x1/history`)).status).toBe(200)
  })

  it('counts one when no count is given, and DELETE clears everything', async () => {
    await arm({ path: '/getWallets', fault: '429' })
    await arm({ path: '/v1', fault: '500', count: 5 })
    expect((await fetch(`${server.url}/getWallets`)).status).toBe(429)
    expect((await fetch(`${server.url}/getWallets`)).status).toBe(200)
    expect((await fetch(`${server.url}/test/faults`, { method: 'DELETE' })).status).toBe(204)
    expect((await fetch(`${server.url}/v1/identity/0x1`)).status).toBe(200)
  })

  it('does not spend a fault on a CORS preflight', async () => {
    await arm({ path: '/v1', fault: 'malformed' })
    const preflight = await fetch(`${server.url}/v1/fungible/price`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(200)
    const response = await fetch(`${server.url}/v1/fungible/price`)
    await expect(response.json()).rejects.toThrow()
  })

  it('lets a slow request go on to its service after the wait', async () => {
    await arm({ path: '/v1', fault: 'slow' })
    const response = await fetch(`${server.url}/v1/supported-chains`)
    expect(await response.json()).toEqual({ ok: true })
  })

  it('is reachable from pages: preflight and CORS on /test/faults, 405 for other methods', async () => {
    const preflight = await fetch(`${server.url}/test/faults`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, DELETE, OPTIONS')
    const armed = await arm({ path: '/v1', fault: 'hang' })
    expect(armed.headers.get('access-control-allow-origin')).toBe('*')
    const get = await fetch(`${server.url}/test/faults`)
    expect(get.status).toBe(405)
  })

  it('arms an ID-token fault for the dev provider’s next token of that provider, and clears it', async () => {
    expect((await arm({ path: '/oidc/google', fault: 'wrong-audience', count: 2 })).status).toBe(204)
    // Not a fault of the requests under the path: the provider's token response carries it.
    expect((await fetch(`${server.url}/oidc/google/token`)).status).toBe(200)
    expect(idTokenFaults.take('github')).toBeUndefined()
    expect(idTokenFaults.take('google')).toBe('wrong-audience')
    expect((await fetch(`${server.url}/test/faults`, { method: 'DELETE' })).status).toBe(204)
    expect(idTokenFaults.take('google')).toBeUndefined()
    const misplaced = await arm({ path: '/v1/account', fault: 'expired' })
    expect(misplaced.status).toBe(400)
    expect(await misplaced.json()).toEqual({ message: 'Invalid path: expired is armed for /oidc/<provider>' })
  })

  it('ends the Farcaster relay’s live channels at once on expire-channels, arming nothing', async () => {
    expect((await arm({ path: '/farcaster/v1/channel', fault: 'expire-channels' })).status).toBe(204)
    expect(channelsExpired).toBe(1)
    expect((await fetch(`${server.url}/farcaster/v1/channel`)).status).toBe(200)
    const elsewhere = await arm({ path: '/v1', fault: 'expire-channels' })
    expect(elsewhere.status).toBe(400)
    expect(channelsExpired).toBe(1)
  })

  it("answers unsupported-network with the service's own refusal of the path: the gas price's, the swaps'", async () => {
    await arm({ path: '/v1/convert', fault: 'unsupported-network', count: 2 })
    const gasPrice = await fetch(`${server.url}/v1/convert/gas-price?chainId=eip155:1`)
    expect(gasPrice.status).toBe(400)
    expect(await gasPrice.json()).toEqual({ message: 'Network not supported for Gas Price' })
    const tokens = await fetch(`${server.url}/v1/convert/tokens?chainId=eip155:1`)
    expect(await tokens.json()).toEqual({ message: 'Network not supported for Swaps' })
    expect((await fetch(`${server.url}/v1/convert/tokens?chainId=eip155:1`)).status).toBe(200)
  })

  it('refuses a bad arming with 400 and its reason', async () => {
    const response = await arm({ path: 'v1', fault: '429' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Invalid path: expected one starting with /' })
    const notJson = await fetch(`${server.url}/test/faults`, { method: 'POST', body: '{' })
    expect(await notJson.json()).toEqual({ message: 'Invalid JSON body' })
  })
})

describe('parseArming', () => {
  it('reads a path, a fault and a count', () => {
    expect(parseArming({ path: '/v1/account', fault: '429', count: 3 })).toEqual({
      path: '/v1/account',
      fault: '429',
      count: 3,
    })
    expect(parseArming({ path: '/', fault: 'hang' })).toEqual({ path: '/', fault: 'hang', count: 1 })
  })

  it.each([
    [null, 'Invalid body: expected { path, fault, count }'],
    [{ fault: '429' }, 'Invalid path: expected one starting with /'],
    [
      { path: '/v1', fault: '404' },
      'Unknown fault "404"; use one of 429, 500, 503, malformed, slow, hang, unsupported-network',
    ],
    [{ path: '/v1', fault: '429', count: 0 }, 'Invalid count: expected an integer from 1 to 10000'],
    [{ path: '/v1', fault: '429', count: 1.5 }, 'Invalid count: expected an integer from 1 to 10000'],
  ])('refuses %o', (body, message) => {
    expect(() => parseArming(body)).toThrow(new HttpError(400, message))
  })
})
