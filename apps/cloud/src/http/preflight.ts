import type { ServerResponse } from 'node:http'
import { CORS_HEADERS } from './send.js'

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
