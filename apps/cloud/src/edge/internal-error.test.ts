import type { ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { logInternalError } from './internal-error.js'
import { REQUEST_ID_HEADER } from './request-id.js'

/** The part of a ServerResponse the helpers use. */
function response(): ServerResponse {
  const headers = new Map<string, unknown>()
  return {
    headersSent: false,
    getHeader: (name: string) => headers.get(name),
    setHeader: (name: string, value: unknown) => headers.set(name, value),
  } as unknown as ServerResponse
}

describe('logInternalError', () => {
  it('logs the error under the request id the answer carries', () => {
    const res = response()
    const lines: string[] = []
    const id = logInternalError(res, 'Blockchain API', new Error('db at /srv/x failed'), (line) =>
      lines.push(line),
    )
    expect(res.getHeader(REQUEST_ID_HEADER)).toBe(id)
    expect(lines[0]).toContain(`Blockchain API, request ${id}: Error: db at /srv/x failed`)
    expect(logInternalError(res, 'again', 'text', () => undefined)).toBe(id)
  })
})
