import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerPreflight } from '../../http/preflight.js'
import { type RunningServer, startServer } from '../../http/server.js'
import { SIWX_CORS, sendSiwx } from './siwx-http.js'

let server: RunningServer

beforeAll(async () => {
  server = await startServer('127.0.0.1', 0, [
    {
      handle(req, res, url) {
        if (answerPreflight(req, res, SIWX_CORS)) return true
        if (url.pathname === '/json') sendSiwx(res, 429, { message: 'slow down' }, { 'retry-after': '3' })
        else sendSiwx(res, 204)
        return true
      },
    },
  ])
})
afterAll(() => server.close())

describe('sign-in answers', () => {
  it('are JSON for any page, never cached, with Retry-After readable', async () => {
    const response = await fetch(`${server.url}/json`)
    expect(response.status).toBe(429)
    expect(await response.json()).toEqual({ message: 'slow down' })
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-expose-headers': 'retry-after',
      'cache-control': 'no-store',
      'content-type': 'application/json',
      'retry-after': '3',
    })
  })

  it('have no body and no type when there is nothing to say', async () => {
    const response = await fetch(`${server.url}/empty`, { method: 'DELETE' })
    expect(response.status).toBe(204)
    expect(response.headers.get('content-type')).toBeNull()
    expect(await response.text()).toBe('')
  })

  it('allow a bearer token and a JSON body in a preflight, for ten minutes', async () => {
    const response = await fetch(`${server.url}/any`, { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
      'access-control-allow-headers': 'authorization, content-type',
      'access-control-max-age': '600',
    })
  })
})
