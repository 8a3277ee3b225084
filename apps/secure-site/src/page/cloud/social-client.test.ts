import { describe, expect, it, vi } from 'vitest'
import type { FetchLike } from '../http/request-json.js'
import { createSocialClient } from './social-client.js'

describe('the social client', () => {
  it('posts to this site’s server and checks its answers', async () => {
    const fetch = vi.fn<FetchLike>(async (url) =>
      String(url).endsWith('/social/authorize')
        ? new Response(JSON.stringify({ uri: 'https://id.test/auth?x', state: 's.c.m' }))
        : new Response(
            JSON.stringify({
              error: {
                code: 'ID_TOKEN_INVALID',
                message: 'The sign-in could not be verified: it has expired.',
              },
            }),
            { status: 401 },
          ),
    )
    const client = createSocialClient({ siteUrl: 'https://secure.test', fetch })
    const request = {
      provider: 'x',
      state: 's',
      nonce: 'n',
      codeChallenge: 'c',
      dappOrigin: 'https://d',
      projectId: 'p',
    } as const
    expect(await client.authorize(request)).toEqual({ uri: 'https://id.test/auth?x', state: 's.c.m' })
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual(request)
    await expect(
      client.token({ provider: 'x', code: 'c', codeVerifier: 'v', nonce: 'n' }),
    ).rejects.toMatchObject({
      code: 'ID_TOKEN_INVALID',
      message: 'The sign-in could not be verified: it has expired.',
    })
  })
})
