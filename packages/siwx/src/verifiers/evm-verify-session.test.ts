import { createClient, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { evmSession } from '../test-utils/test-chain.js'
import { clientFor, verifyEvmSession } from './evm-verify-session.js'

const owner = privateKeyToAccount(generatePrivateKey())

describe('clientFor', () => {
  it('makes one client per chain from a URL, on first use', () => {
    const clients = new Map()
    const first = clientFor('http://127.0.0.1:8545', 1, clients)
    expect(first).toBeDefined()
    expect(clientFor('http://127.0.0.1:8545', 1, clients)).toBe(first)
    expect(clients.size).toBe(1)
  })

  it('hands a configured client back as it is, and nothing for an unconfigured chain', () => {
    const client = createClient({ transport: http('http://127.0.0.1:8545') })
    expect(clientFor(client, 1, new Map())).toBe(client)
    expect(clientFor(undefined, 1, new Map())).toBeUndefined()
  })
})

describe('verifyEvmSession without a chain', () => {
  const time = new Date('2021-09-30T18:00:00Z')

  it('recovers an EOA’s signature offline', async () => {
    expect(await verifyEvmSession(await evmSession(owner), { client: undefined, chainId: 1, time })).toBe(
      true,
    )
  })

  it('answers false for a signature nothing offline can vouch for', async () => {
    const session = { ...(await evmSession(owner)), signature: `0x${'ab'.repeat(200)}` }
    expect(await verifyEvmSession(session, { client: undefined, chainId: 1, time })).toBe(false)
  })
})
