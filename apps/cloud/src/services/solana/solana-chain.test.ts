import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SOLANA_TEST_ACCOUNTS } from '@appkit/testing'
import { address, generateKeyPairSigner } from '@solana/kit'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { blockhashAt, MAX_PROCESSING_AGE } from './blockhashes.js'
import { GENESIS_SOL, LAMPORTS_PER_SOL } from './lab-chain.js'
import { SLOT_MS } from './slot-clock.js'
import { type SolanaChain, startSolanaChain } from './solana-chain.js'
import { labSigner, signedTransfer } from './svm.test-helper.js'
import { parseWireTransaction } from './wire-transaction.js'

const [alice, bob] = SOLANA_TEST_ACCOUNTS
const GENESIS_LAMPORTS = GENESIS_SOL * LAMPORTS_PER_SOL

let dir: string
let now: number
const chains: SolanaChain[] = []

async function start(): Promise<SolanaChain> {
  const chain = await startSolanaChain({ journalPath: join(dir, 'solana.jsonl'), now: () => now })
  chains.push(chain)
  return chain
}

async function transfer(chain: SolanaChain, to: string, lamports: bigint) {
  const bytes = await signedTransfer(
    await labSigner(0),
    address(to),
    lamports,
    chain.latestBlockhash().blockhash,
  )
  return parseWireTransaction(bytes)
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'appkit-svm-'))
  now = 1_700_000_000_000
})
afterEach(() => {
  for (const chain of chains.splice(0)) chain.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('startSolanaChain', () => {
  it('runs a transfer, records it and tells the listeners', async () => {
    const chain = await start()
    const listener = vi.fn()
    chain.onTransaction(listener)
    now += 10 * SLOT_MS
    const wire = await transfer(chain, bob.address, LAMPORTS_PER_SOL)
    const outcome = chain.send(wire)
    expect(outcome).toMatchObject({ landed: true, err: null, fee: 5000n, slot: 10 })
    expect(chain.account(alice.address)?.lamports).toBe(GENESIS_LAMPORTS - LAMPORTS_PER_SOL - 5000n)
    expect(chain.account(bob.address)?.lamports).toBe(GENESIS_LAMPORTS + LAMPORTS_PER_SOL)
    expect(chain.transaction(wire.signature)).toMatchObject({ slot: 10, blockTime: 1_700_000_004 })
    expect(chain.transactionCount()).toBe(1)
    expect(listener).toHaveBeenCalledWith(chain.transaction(wire.signature))
  })

  it('records a failed transaction that paid its fee, and not one that never ran', async () => {
    const chain = await start()
    const tooMuch = await transfer(chain, bob.address, 1000n * LAMPORTS_PER_SOL)
    expect(chain.send(tooMuch)).toMatchObject({ landed: true, err: { InstructionError: [0, { Custom: 1 }] } })
    expect(chain.account(alice.address)?.lamports).toBe(GENESIS_LAMPORTS - 5000n)

    const stranger = await generateKeyPairSigner()
    const unfunded = parseWireTransaction(
      await signedTransfer(stranger, address(bob.address), 1n, chain.latestBlockhash().blockhash),
    )
    expect(chain.send(unfunded)).toMatchObject({ landed: false, err: 'AccountNotFound' })
    expect(chain.transaction(unfunded.signature)).toBeUndefined()
  })

  it('refuses a duplicate and an expired blockhash before they run', async () => {
    const chain = await start()
    const wire = await transfer(chain, bob.address, 1n)
    chain.send(wire)
    expect(chain.send(wire)).toMatchObject({ landed: false, err: 'AlreadyProcessed' })

    const old = await transfer(chain, bob.address, 2n)
    now += (MAX_PROCESSING_AGE + 1) * SLOT_MS
    expect(chain.isBlockhashValid(old.message.lifetimeToken)).toBe(false)
    expect(chain.send(old)).toMatchObject({ landed: false, err: 'BlockhashNotFound' })
    expect(chain.latestBlockhash()).toEqual({
      blockhash: blockhashAt(MAX_PROCESSING_AGE + 1),
      lastValidBlockHeight: 2 * MAX_PROCESSING_AGE + 1,
    })
  })

  it('simulates without changing anything', async () => {
    const chain = await start()
    const wire = await transfer(chain, bob.address, 7n)
    const simulation = chain.simulate(wire, {
      sigVerify: true,
      replaceRecentBlockhash: false,
      accounts: [bob.address],
    })
    expect(simulation.meta.err).toBeNull()
    expect(simulation.accounts[0]?.lamports).toBe(GENESIS_LAMPORTS + 7n)
    expect(chain.account(bob.address)?.lamports).toBe(GENESIS_LAMPORTS)
    expect(chain.transaction(wire.signature)).toBeUndefined()
  })

  it('airdrops from its faucet in an ordinary transaction', async () => {
    const chain = await start()
    const stranger = await generateKeyPairSigner()
    const outcome = await chain.airdrop(stranger.address, 2n * LAMPORTS_PER_SOL)
    expect(outcome.landed).toBe(true)
    expect(chain.account(stranger.address)?.lamports).toBe(2n * LAMPORTS_PER_SOL)
    expect(chain.transaction(outcome.signature)?.execution.err).toBeNull()
  })

  it('comes back after a restart with the same accounts, transactions and slots', async () => {
    const first = await start()
    now += 5 * SLOT_MS
    const sent = await transfer(first, bob.address, 3n * LAMPORTS_PER_SOL)
    first.send(sent)
    const failed = await transfer(first, bob.address, 1000n * LAMPORTS_PER_SOL)
    first.send(failed)
    const stranger = await generateKeyPairSigner()
    await first.airdrop(stranger.address, LAMPORTS_PER_SOL)
    const balances = [alice.address, bob.address, stranger.address].map((at) => first.account(at)?.lamports)
    first.close()

    now += 100 * SLOT_MS
    const second = await start()
    expect([alice.address, bob.address, stranger.address].map((at) => second.account(at)?.lamports)).toEqual(
      balances,
    )
    expect(second.transaction(sent.signature)).toMatchObject({ slot: 5, execution: { err: null } })
    expect(second.transaction(failed.signature)?.execution.err).toEqual({
      InstructionError: [0, { Custom: 1 }],
    })
    expect(second.transactionCount()).toBe(3)
    expect(second.slot()).toBe(105)
    // Sent again after the restart, it is still a duplicate.
    expect(second.send(sent)).toMatchObject({ landed: false, err: 'AlreadyProcessed' })
  })
})
