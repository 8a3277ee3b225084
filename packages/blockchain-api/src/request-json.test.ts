import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { HttpRequestError, InvalidResponseError } from './errors.js'
import { requestJson } from './request-json.js'
import { failure } from './test/failure.js'
import { type FixtureServer, startFixtureServer } from './test/fixture-server.js'

const schema = z.object({ ok: z.boolean() })
let server: FixtureServer

beforeAll(async () => {
  server = await startFixtureServer()
})

afterAll(async () => {
  await server.close()
})

describe('requestJson', () => {
  it('asks for JSON and returns the body once the schema passes it', async () => {
    server.reply('/ok', { body: { ok: true, extra: 1 } })
    await expect(requestJson(fetch, `${server.url}/ok`, schema)).resolves.toEqual({ ok: true })
  })

  it('POSTs a JSON body and names the method when the answer is not JSON', async () => {
    server.reply('/post', (request) => ({ body: { ok: JSON.parse(request.body).flag === 1 } }))
    await expect(requestJson(fetch, `${server.url}/post`, schema, { json: { flag: 1 } })).resolves.toEqual({
      ok: true,
    })
    expect(server.received.at(-1)!.method).toBe('POST')
    server.reply('/post', { body: 'nope' })
    const error = await failure(requestJson(fetch, `${server.url}/post`, schema, { json: {} }))
    expect((error as InvalidResponseError).details).toBe(`Body is not JSON: nope (POST ${server.url}/post)`)
  })

  it('passes transport failures on as they are', async () => {
    server.reply('/busy', { status: 429, body: { message: 'Too Many Requests' } })
    const error = await failure(requestJson(fetch, `${server.url}/busy`, schema))
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(429)
  })

  it('rejects a body that is not JSON', async () => {
    server.reply('/broken', { body: '{"ok": tr' })
    const error = await failure(requestJson(fetch, `${server.url}/broken`, schema))
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as InvalidResponseError).message).toBe('Invalid response from server')
    expect((error as InvalidResponseError).details).toMatch(/^Body is not JSON: \{"ok": tr \(GET /)
    expect((error as InvalidResponseError).cause).toBeInstanceOf(SyntaxError)
  })

  it('rejects JSON of the wrong shape with the zod issues in details', async () => {
    server.reply('/shape', { body: { ok: 'yes' } })
    const error = await failure(requestJson(fetch, `${server.url}/shape`, schema))
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as InvalidResponseError).details).toBe(
      'ok: Invalid input: expected boolean, received string',
    )
    expect((error as InvalidResponseError).cause).toBeInstanceOf(z.ZodError)
  })
})
