import type { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { BadRequestError } from './errors.js'
import { MAX_BODY_BYTES, readJsonBody } from './read-json-body.js'

const schema = z.object({ share: z.string() })
function request(body: string, type = 'application/json'): IncomingMessage {
  const stream = Readable.from([Buffer.from(body)]) as unknown as IncomingMessage
  Object.assign(stream, { headers: { 'content-type': type } })
  return stream
}

describe('readJsonBody', () => {
  it('parses a JSON body against the schema', async () => {
    expect(await readJsonBody(request('{"share":"AAEC","extra":1}'), schema)).toEqual({ share: 'AAEC' })
    expect(await readJsonBody(request('{"share":"x"}', 'application/json; charset=utf-8'), schema)).toEqual({
      share: 'x',
    })
  })

  it('refuses another type, bad JSON, a wrong shape and a body over the limit', async () => {
    const cases: Array<[IncomingMessage, string, number]> = [
      [request('{"share":"x"}', 'text/plain'), 'JSON body', 400],
      [request('{'), 'not JSON', 400],
      [request('{"share":1}'), 'share: invalid_type', 400],
      [request(JSON.stringify({ share: 'x'.repeat(MAX_BODY_BYTES) })), 'over', 413],
    ]
    for (const [req, message, status] of cases) {
      const error = await readJsonBody(req, schema).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(BadRequestError)
      expect((error as BadRequestError).message).toContain(message)
      expect((error as BadRequestError).status).toBe(status)
    }
  })
})
