import type { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { ApiError } from './api-context.js'
import { readBody, readJsonBody } from './read-body.js'

const request = (...chunks: string[]) =>
  Readable.from(chunks.map((chunk) => Buffer.from(chunk))) as IncomingMessage

describe('readBody', () => {
  it('joins the chunks', async () => {
    await expect(readBody(request('{"a":', '1}'))).resolves.toBe('{"a":1}')
  })

  it('refuses a body over the limit with 413', async () => {
    await expect(readBody(request('12345', '6'), 5)).rejects.toEqual(
      new ApiError(413, 'Request body too large'),
    )
  })

  it('parses JSON, or refuses with 400', async () => {
    await expect(readJsonBody(request('[1,2]'))).resolves.toEqual([1, 2])
    await expect(readJsonBody(request('{'))).rejects.toEqual(new ApiError(400, 'Invalid JSON body'))
  })
})
