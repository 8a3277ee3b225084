import { describe, expect, it, vi } from 'vitest'
import { fetchFrameAncestors } from './frame-ancestors.js'

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })

describe('fetchFrameAncestors', () => {
  it('asks the cloud for the project’s origins', async () => {
    const fetch = vi.fn(async (_url: string) =>
      json(200, { allowedOrigins: ['http://127.0.0.1:4173', 'https://a.example'] }),
    )
    const origins = await fetchFrameAncestors({ cloudUrl: 'http://cloud.test', projectId: 'lab one', fetch })
    expect(origins).toEqual(['http://127.0.0.1:4173', 'https://a.example'])
    expect(fetch.mock.calls[0]![0]).toBe('http://cloud.test/projects/v1/origins?projectId=lab%20one')
  })

  it('drops entries that are not exact origins, so none can add a CSP directive', async () => {
    const fetch = async () =>
      json(200, {
        allowedOrigins: ["https://a.example; script-src 'unsafe-inline'", '*', 'https://b.example'],
      })
    expect(await fetchFrameAncestors({ cloudUrl: 'http://c', projectId: 'p', fetch })).toEqual([
      'https://b.example',
    ])
  })

  it('is empty without a project id, and whenever the cloud fails', async () => {
    const fetch = vi.fn(async () => json(200, { allowedOrigins: ['https://a.example'] }))
    expect(await fetchFrameAncestors({ cloudUrl: 'http://c', projectId: null, fetch })).toEqual([])
    expect(await fetchFrameAncestors({ cloudUrl: 'http://c', projectId: '  ', fetch })).toEqual([])
    expect(fetch).not.toHaveBeenCalled()
    const failures = [
      async () => json(500, { message: 'Internal Server Error' }),
      async () => json(429, { message: 'Too Many Requests' }),
      async () => json(200, { allowedOrigins: 'all' }),
      async () => new Response('{cut off', { status: 200 }),
      async () => Promise.reject(new TypeError('fetch failed')),
    ]
    for (const failing of failures) {
      expect(await fetchFrameAncestors({ cloudUrl: 'http://c', projectId: 'p', fetch: failing })).toEqual([])
    }
  })
})
