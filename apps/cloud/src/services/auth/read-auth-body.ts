import type { IncomingMessage } from 'node:http'
import type { z } from 'zod'
import { AuthError } from './auth-error.js'

/** Far above any body of AUTH.md (the largest is PUT /wallet with two shares of at most 8 KB). */
export const MAX_AUTH_BODY_BYTES = 32 * 1024

/**
 * Reads and checks a request body: JSON (by Content-Type, so a cross-site form cannot post one),
 * at most `limit` bytes (the rest is not read), of the schema's shape. Every failure is BAD_REQUEST
 * with a message naming the field, and nothing has been changed yet when it is thrown.
 */
export async function readAuthBody<T>(
  req: IncomingMessage,
  schema: z.ZodType<T>,
  limit = MAX_AUTH_BODY_BYTES,
): Promise<T> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/json') {
    throw new AuthError('BAD_REQUEST', 'Content-Type must be application/json')
  }
  const text = await readText(req, limit)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new AuthError('BAD_REQUEST', 'The body is not valid JSON')
  }
  return parseShape(schema, value)
}

export function parseShape<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body'
    return `${field}: ${issue.message}`
  })
  throw new AuthError('BAD_REQUEST', `Invalid body: ${problems.join('; ')}`)
}

/** The approval page's form fits in far less: one token field. */
const MAX_FORM_BYTES = 1024

/**
 * Reads one field of an HTML form post (application/x-www-form-urlencoded), as the approval page
 * sends it; undefined when the body is not such a form or lacks the field.
 */
export async function readFormField(req: IncomingMessage, name: string): Promise<string | undefined> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded') return undefined
  return new URLSearchParams(await readText(req, MAX_FORM_BYTES)).get(name) ?? undefined
}

async function readText(req: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) {
      throw new AuthError('BAD_REQUEST', `The body is larger than ${limit} bytes`, {}, 413)
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}
