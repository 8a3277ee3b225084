import type { IncomingMessage } from 'node:http'
import { HttpError } from './http-error.js'

/** Larger than any JSON-RPC batch or price request a client sends; a bigger body is refused. */
export const MAX_BODY_BYTES = 1024 * 1024

/**
 * The request body as text, refusing (413) one over `limit` without keeping more than `limit` in
 * memory. The rest of an oversized body is still read, and dropped: leaving the loop early would
 * destroy the socket, and the client, still sending, would see a reset instead of the 413. A client
 * that never stops sending is cut off by the server's request timeout.
 */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size <= limit) chunks.push(chunk)
  }
  if (size > limit) throw new HttpError(413, 'Request body too large')
  return Buffer.concat(chunks).toString('utf8')
}

/** The body parsed as JSON; 400 when it is not. */
export async function readJsonBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  const text = await readBody(req, limit)
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, 'Invalid JSON body')
  }
}
