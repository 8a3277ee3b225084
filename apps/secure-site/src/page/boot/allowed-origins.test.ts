import { OriginNotAllowedError } from '@appkit/common'
import { describe, expect, it, vi } from 'vitest'
import { verifyParentOrigin } from './allowed-origins.js'

const origins = (list: unknown, status = 200) =>
  vi.fn(async (_url: string) => new Response(JSON.stringify(list), { status }))

const check = (parentOrigin: string, fetch: ReturnType<typeof origins>) =>
  verifyParentOrigin({ cloudUrl: 'http://cloud.test', projectId: 'lab', parentOrigin, fetch })

describe('verifyParentOrigin', () => {
  it('passes an origin the cloud lists for the project', async () => {
    const fetch = origins({ allowedOrigins: ['http://127.0.0.1:4173', 'https://app.example'] })
    await expect(check('https://app.example', fetch)).resolves.toBeUndefined()
    expect(fetch.mock.calls[0]![0]).toBe('http://cloud.test/projects/v1/origins?projectId=lab')
  })

  it('refuses an origin that is not listed exactly', async () => {
    const fetch = origins({ allowedOrigins: ['https://app.example'] })
    for (const origin of [
      'https://evil.example',
      'https://app.example.evil.example',
      'http://app.example',
      'https://APP.example',
    ]) {
      await expect(check(origin, fetch)).rejects.toThrow('Unauthorized: origin not allowed')
    }
  })

  it('refuses when the list cannot be had: rate limited, server error, bad answer, no answer', async () => {
    const failures = [
      origins({ message: 'Too Many Requests' }, 429),
      origins({ message: 'Internal Server Error' }, 500),
      origins({ allowedOrigins: 'https://app.example' }),
      vi.fn(() => Promise.reject(new TypeError('fetch failed'))),
    ]
    for (const fetch of failures) {
      await expect(check('https://app.example', fetch as ReturnType<typeof origins>)).rejects.toBeInstanceOf(
        OriginNotAllowedError,
      )
    }
  })
})
