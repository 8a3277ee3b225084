import type { ServerResponse } from 'node:http'

/**
 * The public services' answers, errors included, allow any origin: the lab and dapps run on other
 * ports and read them with fetch. Nothing they answer is private, and no cookie is ever read.
 */
export const CORS_HEADERS = { 'access-control-allow-origin': '*' } as const

/** JSON for the server's own answers (health, 404, 421, 500): no CORS, the browser is not their reader. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

/** JSON with CORS for any page and an exact length. */
export function sendCorsJson(res: ServerResponse, status: number, body: unknown): void {
  send(res, status, 'application/json', JSON.stringify(body))
}

/** Errors are `{ message }`, one shape for every status, so a client has one thing to read. */
export function sendCorsError(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  send(res, status, 'application/json', JSON.stringify({ message }), headers)
}

/** Any body with CORS for any page, its exact length, and extra headers (which win). */
export function send(
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  res.writeHead(status, {
    ...CORS_HEADERS,
    'content-type': contentType,
    'content-length': String(Buffer.byteLength(body)),
    ...headers,
  })
  res.end(body)
}
