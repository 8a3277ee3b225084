import type { IncomingMessage } from 'node:http'
import { z } from 'zod/mini'
import { BadRequestError } from './errors.js'

/** Far more than a sealed share needs; more is refused unread. */
export const MAX_BODY_BYTES = 16 * 1024

/**
 * The request's JSON body, checked against `schema`: BadRequestError for another content type,
 * a body over the limit (413), bad JSON, or a shape the schema refuses (naming the fields).
 */
export async function readJsonBody<T>(req: IncomingMessage, schema: z.ZodMiniType<T>): Promise<T> {
  const type = req.headers['content-type'] ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type))
    throw new BadRequestError('Send a JSON body (application/json)')
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) throw new BadRequestError(`The body is over ${MAX_BODY_BYTES} bytes`, 413)
    chunks.push(chunk)
  }
  let json: unknown
  try {
    json = JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw new BadRequestError('The body is not JSON')
  }
  const parsed = z.safeParse(schema, json)
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.code}`)
    throw new BadRequestError(`Invalid body: ${fields.join(', ')}`)
  }
  return parsed.data
}
