import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../../http/server.js'
import { createFaultQueue } from '../blockchain-api/fault-queue.js'
import { faultService } from '../blockchain-api/fault-service.js'
import { configService } from './config-service.js'

let server: RunningServer
const queue = createFaultQueue()

beforeAll(async () => {
  server = await startServer('127.0.0.1', 0, [
    faultService({ queue, slowMs: 200 }),
    configService({ projects: { shop: { email: false, socials: ['google'] } }, slowMs: 200 }),
  ])
})
afterAll(() => server.close())
beforeEach(() => queue.clear())

const get = (query: string, init?: RequestInit) => fetch(`${server.url}/appkit/v1/config${query}`, init)

describe('configService', () => {
  it('answers the flags a project sets, as { features }, with CORS for any page', async () => {
    const response = await get('?projectId=shop&st=appkit&sv=0.1.0', {
      headers: { origin: 'https://dapp.example' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toEqual({ features: { email: false, socials: ['google'] } })
  })

  it('answers no flags for a project that sets none: the dapp’s own stand', async () => {
    expect(await (await get('?projectId=unknown-project')).json()).toEqual({ features: {} })
  })

  it('answers a preflight from any page', async () => {
    const response = await get('?projectId=shop', {
      method: 'OPTIONS',
      headers: { origin: 'https://dapp.example', 'access-control-request-method': 'GET' },
    })
    expect(response.status).toBeLessThan(300)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('refuses a request without projectId (APKT008’s message)', async () => {
    const response = await get('?projectId=%20')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Project ID Missing' })
  })

  it('refuses an id no project can have with spec §8’s invalid key (APKT007)', async () => {
    const response = await get(`?projectId=${encodeURIComponent('<script>')}`)
    expect(response.status).toBe(403)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toEqual({ message: 'Unauthorized: invalid key' })
    expect((await get(`?projectId=${'a'.repeat(65)}`)).status).toBe(403)
  })

  it.each([
    ['429', 429, 'Too Many Requests'],
    ['500', 500, 'Internal Server Error'],
  ])('fails on purpose with fault=%s', async (fault, status, message) => {
    const response = await get(`?projectId=shop&fault=${fault}`)
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({ message })
  })

  it('fails the next requests armed with POST /test/faults, then answers again', async () => {
    await fetch(`${server.url}/test/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/appkit/v1/config', fault: '500', count: 1 }),
    })
    expect((await get('?projectId=shop')).status).toBe(500)
    expect((await get('?projectId=shop')).status).toBe(200)
  })

  it('answers 405 to other methods and leaves other paths to other services', async () => {
    expect((await get('?projectId=shop', { method: 'POST' })).status).toBe(405)
    expect((await fetch(`${server.url}/appkit/v1/other`)).status).toBe(404)
  })
})
