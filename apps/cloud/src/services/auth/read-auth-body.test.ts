import { type IncomingMessage, request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { sendJson } from '../../http/send.js'
import { type RunningServer, startServer } from '../../http/server.js'
import { AuthError } from './auth-error.js'
import { parseShape, readAuthBody } from './read-auth-body.js'

const schema = z.object({ email: z.string(), nested: z.object({ count: z.number() }) })

let server: RunningServer
beforeAll(async () => {
  server = await startServer('127.0.0.1', 0, [
    {
      async handle(req: IncomingMessage, res) {
        try {
          sendJson(res, 200, await readAuthBody(req, schema, 64))
        } catch (error) {
          if (!(error instanceof AuthError)) throw error
          sendJson(res, error.status, error.toBody())
        }
        return true
      },
    },
  ])
})
afterAll(() => server.close())

const post = (body: string, type = 'application/json; charset=utf-8') =>
  fetch(server.url, { method: 'POST', headers: { 'content-type': type }, body })

describe('readAuthBody', () => {
  it('returns the parsed body of the schema’s shape, unknown fields dropped', async () => {
    const response = await post('{"email":"a","nested":{"count":1},"extra":true}')
    expect(await response.json()).toEqual({ email: 'a', nested: { count: 1 } })
  })

  it.each([
    ['not json', 'The body is not valid JSON'],
    ['[]', 'Invalid body: body: Invalid input: expected object, received array'],
    ['{"nested":{"count":"1"}}', 'Invalid body: email: Invalid input: expected string, received undefined'],
  ])('refuses %j with BAD_REQUEST naming the problem', async (body, message) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { error: { code: string; message: string } }
    expect(answer.error.code).toBe('BAD_REQUEST')
    expect(answer.error.message).toContain(message)
  })

  it('names every wrong field, nested ones by their path', async () => {
    const response = await post('{"email":1,"nested":{"count":"x"}}')
    const answer = (await response.json()) as { error: { message: string } }
    expect(answer.error.message).toMatch(/^Invalid body: email: .+; nested\.count: .+$/)
  })

  it('refuses a body that is not declared as JSON', async () => {
    const response = await post('{"email":"a","nested":{"count":1}}', 'text/plain')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Content-Type must be application/json' },
    })
  })

  it('refuses a body over the limit with 413, without reading it all', async () => {
    const { port } = new URL(server.url)
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      })
      req.once('response', (response) => {
        response.resume()
        resolve(response.statusCode)
      })
      req.once('error', reject)
      // Streamed, never ended: the answer must come from the limit, not from the end of the body.
      req.write(`{"email":"${'a'.repeat(100)}`)
    })
    expect(status).toBe(413)
  })
})

describe('parseShape', () => {
  it('throws BAD_REQUEST for a value of the wrong shape', () => {
    expect(() => parseShape(schema, null)).toThrow(AuthError)
    expect(parseShape(schema, { email: 'x', nested: { count: 2 } })).toEqual({
      email: 'x',
      nested: { count: 2 },
    })
  })
})
