import { describe, expect, it, vi } from 'vitest'
import { fromBase64, toBase64 } from '../../shared/base64.js'
import { encryptForDevice } from '../../shared/share-transport.js'
import { createSealClient } from './seal-client.js'

describe('the seal client', () => {
  it('seals with the email, asks for a code, and opens the answer encrypted to its one-off key', async () => {
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      const body = JSON.parse(init!.body as string)
      if (url.endsWith('/seal')) return new Response(JSON.stringify({ sealed: 'CQkJ' }))
      if (url.endsWith('/recovery/code')) return new Response(JSON.stringify({ sent: true }))
      const answer = await encryptForDevice(fromBase64(body.deviceKey), Uint8Array.of(1, 2, 3))
      return new Response(
        JSON.stringify({
          serverKey: toBase64(answer.serverKey),
          iv: toBase64(answer.iv),
          ciphertext: toBase64(answer.ciphertext),
        }),
      )
    })
    const client = createSealClient({ siteUrl: 'http://127.0.0.1:4176', fetch })
    expect(await client.seal('tok', Uint8Array.of(1, 2, 3), 'a@b.test')).toEqual(Uint8Array.of(9, 9, 9))
    await client.requestCode('tok', Uint8Array.of(9, 9, 9))
    expect(await client.unseal('tok', Uint8Array.of(9, 9, 9), '12345678')).toEqual(Uint8Array.of(1, 2, 3))
    const [sealUrl, sealInit] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(sealUrl).toBe('http://127.0.0.1:4176/seal')
    expect(JSON.parse(sealInit.body as string)).toEqual({ share: 'AQID', email: 'a@b.test' })
    expect(sealInit.headers).toMatchObject({ authorization: 'Bearer tok' })
    expect((fetch.mock.calls[1] as unknown as [string])[0]).toBe('http://127.0.0.1:4176/recovery/code')
    const [unsealUrl, unsealInit] = fetch.mock.calls[2] as unknown as [string, RequestInit]
    expect(unsealUrl).toBe('http://127.0.0.1:4176/recovery/unseal')
    expect(JSON.parse(unsealInit.body as string)).toMatchObject({ sealed: 'CQkJ', code: '12345678' })
  })

  it('passes the server’s refusal on', async () => {
    const fetch = async () =>
      new Response(JSON.stringify({ error: { code: 'RECOVERY_CODE_INVALID', message: 'wrong' } }), {
        status: 400,
      })
    await expect(
      createSealClient({ siteUrl: 'http://s', fetch }).unseal('t', Uint8Array.of(1), '12345678'),
    ).rejects.toMatchObject({ code: 'RECOVERY_CODE_INVALID' })
  })
})
