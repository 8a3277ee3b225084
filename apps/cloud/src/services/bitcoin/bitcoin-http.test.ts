import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../../http/server.js'
import { json, sendBitcoin, text } from './bitcoin-http.js'

let server: RunningServer
beforeAll(async () => {
  server = await startServer('127.0.0.1', 0, [
    {
      handle(_, res, url) {
        if (url.pathname === '/json') sendBitcoin(res, json({ a: 1 }, 201))
        else sendBitcoin(res, text('hello', 400), { 'x-extra': '1' })
        return true
      },
    },
  ])
})
afterAll(() => server.close())

describe('sendBitcoin', () => {
  it('sends JSON and text with CORS for any page', async () => {
    const answer = await fetch(`${server.url}/json`)
    expect(answer.status).toBe(201)
    expect(answer.headers.get('content-type')).toBe('application/json')
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    expect(await answer.json()).toEqual({ a: 1 })
    const plain = await fetch(`${server.url}/text`)
    expect(plain.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(plain.headers.get('x-extra')).toBe('1')
    expect(await plain.text()).toBe('hello')
  })
})
