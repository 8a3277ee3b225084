import { describe, expect, it } from 'vitest'
import { ID_REGISTRY_ADDRESS, installRegistries, KEY_REGISTRY_ADDRESS } from './id-registry.js'
import { TEST_FIDS } from './test-fids.js'

// The registries on a real chain are exercised by farcaster.integration.test.ts (the official
// client reads them); here, what is sent and a refusal.

const answering = (answers: unknown, status = 200) => {
  const sent: { method: string; params: unknown[] }[] = []
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    sent.push(...(JSON.parse(String(init.body)) as typeof sent))
    return new Response(JSON.stringify(answers), { status })
  }) as typeof fetch
  return { sent, fetchImpl }
}

describe('installRegistries', () => {
  it('sets both codes and maps each custody address to its fid and back', async () => {
    const { sent, fetchImpl } = answering([{ result: true }])
    await installRegistries('http://chain', TEST_FIDS.slice(0, 1), fetchImpl)
    const alice = TEST_FIDS[0]!
    const custodyWord = `0x${alice.custody.slice(2).toLowerCase().padStart(64, '0')}`
    const fidWord = `0x${alice.fid.toString(16).padStart(64, '0')}`
    expect(sent.map(({ method, params }) => [method, params[0]])).toEqual([
      ['anvil_setCode', ID_REGISTRY_ADDRESS],
      ['anvil_setCode', KEY_REGISTRY_ADDRESS],
      ['anvil_setStorageAt', ID_REGISTRY_ADDRESS],
      ['anvil_setStorageAt', ID_REGISTRY_ADDRESS],
    ])
    expect(sent[2]!.params.slice(1)).toEqual([custodyWord, fidWord])
    expect(sent[3]!.params.slice(1)).toEqual([fidWord, custodyWord])
  })

  it('fails loudly when the chain refuses a call (not a dev chain)', async () => {
    const { fetchImpl } = answering([{ result: true }, { error: { message: 'Method not found' } }])
    await expect(installRegistries('http://chain', TEST_FIDS, fetchImpl)).rejects.toThrow(/Method not found/)
  })
})
