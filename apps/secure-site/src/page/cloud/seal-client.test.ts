import { describe, expect, it, vi } from 'vitest'
import { createSealClient } from './seal-client.js'

describe('the seal client', () => {
  it('posts the share to its own server with the session token, and back', async () => {
    const fetch = vi.fn(
      async (url: string) =>
        new Response(JSON.stringify(url.endsWith('/seal') ? { sealed: 'CQkJ' } : { share: 'AQID' })),
    )
    const client = createSealClient({ siteUrl: 'http://127.0.0.1:4176', fetch })
    expect(await client.seal('tok', Uint8Array.of(1, 2, 3))).toEqual(Uint8Array.of(9, 9, 9))
    expect(await client.unseal('tok', Uint8Array.of(9, 9, 9))).toEqual(Uint8Array.of(1, 2, 3))
    const [sealUrl, sealInit] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(sealUrl).toBe('http://127.0.0.1:4176/seal')
    expect(JSON.parse(sealInit.body as string)).toEqual({ share: 'AQID' })
    expect(sealInit.headers).toMatchObject({ authorization: 'Bearer tok' })
    expect((fetch.mock.calls[1] as unknown as [string])[0]).toBe('http://127.0.0.1:4176/recovery/unseal')
  })

  it('passes the server’s refusal on', async () => {
    const fetch = async () =>
      new Response(JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'Sign in again' } }), {
        status: 401,
      })
    await expect(
      createSealClient({ siteUrl: 'http://s', fetch }).unseal('t', Uint8Array.of(1)),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
  })
})
