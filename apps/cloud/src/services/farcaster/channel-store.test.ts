import { expect, it } from 'vitest'
import { describeOnEngines } from '../../db/engines.test-helper.js'
import {
  type ChannelResult,
  completeChannel,
  expireLiveChannels,
  insertChannel,
  readChannel,
  useChannel,
} from './channel-store.js'

const request = {
  siweUri: 'https://app.example/login',
  domain: 'app.example',
  nonce: 'n0nce123',
  url: 'https://farcaster.xyz/~/siwf?channelToken=t',
}
const result: ChannelResult = {
  message: 'm',
  signature: '0x01',
  fid: 20001,
  username: 'alice.lab',
  displayName: 'Alice',
  bio: '',
  pfpUrl: '',
  custody: '0x8C3229EC621644789d7F61FAa82c6d0E5F97d43D',
}
let next = 0
const token = () => `hash-${next++}`

describeOnEngines('farcaster channel store', (db) => {
  it('reads a live channel back, pending then completed', async () => {
    const hash = token()
    await insertChannel(db(), hash, request, 2_000, 1_000)
    expect(await readChannel(db(), hash, 1_500)).toEqual({
      request,
      result: undefined,
      expiresAt: 2_000,
      usedAt: undefined,
    })
    expect(await completeChannel(db(), hash, result, 1_600)).toBe(true)
    expect((await readChannel(db(), hash, 1_700))?.result).toEqual(result)
  })

  it('completes a channel once: a second approval cannot overwrite the first (hijack after approval)', async () => {
    const hash = token()
    await insertChannel(db(), hash, request, 2_000, 1_000)
    const outcomes = await Promise.all([
      completeChannel(db(), hash, result, 1_100),
      completeChannel(db(), hash, { ...result, fid: 20002 }, 1_100),
    ])
    expect(outcomes.filter(Boolean)).toHaveLength(1)
  })

  it('logs in with a channel once (replayed channel token)', async () => {
    const hash = token()
    await insertChannel(db(), hash, request, 2_000, 1_000)
    expect(await useChannel(db(), hash, 1_100)).toBeUndefined()
    await completeChannel(db(), hash, result, 1_200)
    const uses = await Promise.all([useChannel(db(), hash, 1_300), useChannel(db(), hash, 1_300)])
    expect(uses.filter(Boolean)).toEqual([{ request, result }])
  })

  it('forgets an expired channel: no status, no completion, no login (late approval)', async () => {
    const hash = token()
    await insertChannel(db(), hash, request, 2_000, 1_000)
    expect(await readChannel(db(), hash, 2_000)).toBeUndefined()
    expect(await completeChannel(db(), hash, result, 2_000)).toBe(false)
    const done = token()
    await insertChannel(db(), done, request, 2_000, 1_000)
    await completeChannel(db(), done, result, 1_500)
    expect(await useChannel(db(), done, 2_001)).toBeUndefined()
  })

  it('ends every live channel at once when a test expires them; an ended one stays ended', async () => {
    const pending = token()
    const done = token()
    await insertChannel(db(), pending, request, 9_000_000_000_000, 1_000)
    await insertChannel(db(), done, request, 9_000_000_000_000, 1_000)
    await completeChannel(db(), done, result, 1_100)
    expect(await expireLiveChannels(db(), 1_200)).toBeGreaterThanOrEqual(2)
    expect(await readChannel(db(), pending, 1_200)).toBeUndefined()
    expect(await completeChannel(db(), pending, result, 1_300)).toBe(false)
    expect(await useChannel(db(), done, 1_300)).toBeUndefined()
    expect(await expireLiveChannels(db(), 1_400)).toBe(0)
  })
})
