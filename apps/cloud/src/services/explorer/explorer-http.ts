import type { ServerResponse } from 'node:http'

/**
 * Every explorer answer, errors included, allows any origin: the lab and dapps run on other ports
 * and read these responses with fetch. Nothing here is private, and no cookie is ever read.
 */
export const CORS_HEADERS = { 'access-control-allow-origin': '*' } as const

export const IMAGE_CACHE_CONTROL = 'public, max-age=86400'

export function sendExplorerJson(res: ServerResponse, status: number, body: unknown): void {
  send(res, status, 'application/json', JSON.stringify(body))
}

/** Errors are `{ message }`, one shape for every status, so a client has one thing to read. */
export function sendExplorerError(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  send(res, status, 'application/json', JSON.stringify({ message }), headers)
}

export function sendSvg(res: ServerResponse, svg: string): void {
  send(res, 200, 'image/svg+xml', svg, { 'cache-control': IMAGE_CACHE_CONTROL })
}

/** The answer to a CORS preflight: `methods` from anywhere, with whatever headers the page adds. */
export function sendPreflight(
  res: ServerResponse,
  requestedHeaders: string | undefined,
  methods = 'GET, HEAD, OPTIONS',
): void {
  res.writeHead(204, {
    ...CORS_HEADERS,
    'access-control-allow-methods': methods,
    'access-control-allow-headers': requestedHeaders ?? '*',
    'access-control-max-age': '86400',
  })
  res.end()
}

export function send(
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    ...CORS_HEADERS,
    'content-type': contentType,
    'content-length': String(Buffer.byteLength(body)),
    ...headers,
  })
  res.end(body)
}
