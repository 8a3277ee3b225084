import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type Chains, createChains } from './chains.js'

let chains: Chains | undefined

afterEach(async () => {
  await chains?.stop()
})

describe('createChains', () => {
  it('is not answering before start, lists and answers after', async () => {
    chains = createChains('127.0.0.1', [
      { chainId: 31337, port: 0 },
      { chainId: 31338, port: 0, balanceEth: 500 },
    ])
    expect(chains.list()).toEqual([])
    await expect(chains.answering()).resolves.toBe(false)

    await chains.start()
    expect(chains.list()).toEqual([
      { chainId: 31337, rpcUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) },
      { chainId: 31338, rpcUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) },
    ])
    await expect(chains.answering()).resolves.toBe(true)

    await chains.stop()
    expect(chains.list()).toEqual([])
  })

  it('keeps each chain’s state in <stateDir>/<chainId>.json', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'appkit-chains-state-'))
    const stateDir = join(dir, 'chains')
    try {
      chains = createChains(
        '127.0.0.1',
        [
          { chainId: 31337, port: 0 },
          { chainId: 31338, port: 0 },
        ],
        stateDir,
      )
      await chains.start()
      await chains.stop()
      expect(existsSync(join(stateDir, '31337.json'))).toBe(true)
      expect(existsSync(join(stateDir, '31338.json'))).toBe(true)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
