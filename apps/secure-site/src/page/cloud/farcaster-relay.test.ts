import { HttpRequestError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { createFarcasterRelay } from './farcaster-relay.js'

const answering = (status: number, body: unknown) => {
  const asked: { url: string; init: RequestInit | undefined }[] = []
  const fetch = async (url: string, init?: RequestInit) => {
    asked.push({ url, init })
    return new Response(JSON.stringify(body), { status })
  }
  return { asked, relay: createFarcasterRelay({ cloudUrl: 'http://cloud.test', fetch }) }
}

describe('the Farcaster relay client', () => {
  it('opens a channel at the cloud’s relay with the terms', async () => {
    const channel = {
      channelToken: 't',
      url: 'https://farcaster.xyz/~/siwf?channelToken=t',
      nonce: 'n'.repeat(64),
    }
    const { asked, relay } = answering(201, channel)
    const terms = { siweUri: 'https://dapp.example/', domain: 'dapp.example', nonce: 'n'.repeat(64) }
    await expect(relay.createChannel(terms)).resolves.toEqual(channel)
    expect(asked[0]!.url).toBe('http://cloud.test/farcaster/v1/channel')
    expect(JSON.parse(String(asked[0]!.init?.body))).toEqual(terms)
  })

  it('reads a pending (202) and a completed status with the channel token as bearer', async () => {
    const pending = answering(202, { state: 'pending', nonce: 'n' })
    await expect(pending.relay.status('tok')).resolves.toEqual({ state: 'pending' })
    const headers = pending.asked[0]!.init!.headers as Record<string, string>
    expect(headers.authorization).toBe('Bearer tok')
    const done = { state: 'completed', message: 'm', signature: '0xab', fid: 20001, username: 'alice.lab' }
    await expect(answering(200, done).relay.status('tok')).resolves.toEqual(done)
  })

  it('fails typed on an expired channel (401) and on an answer of the wrong shape', async () => {
    await expect(answering(401, { error: 'Unauthorized' }).relay.status('tok')).rejects.toBeInstanceOf(
      HttpRequestError,
    )
    await expect(answering(200, { state: 'completed' }).relay.status('tok')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    })
  })
})
