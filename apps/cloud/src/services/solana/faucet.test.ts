import { describe, expect, it } from 'vitest'
import { airdropTransaction, airdropUnitLimit, faucetSigner } from './faucet.js'
import { COMPUTE_BUDGET_PROGRAM } from './program-ids.js'
import { parseWireTransaction } from './wire-transaction.js'

const RECEIVER = 'Fg6PaFpoGXkYsidMpWTK6W2BeZ7FEfcYkg476zPFsLnS'
const BLOCKHASH = { blockhash: '4QjEBrJnATvydaCoPb7j4cneA5vSJNFsAYHQwRAjAjmQ', lastValidBlockHeight: 9 }

describe('the faucet', () => {
  it('is the same account on every start', async () => {
    expect((await faucetSigner()).address).toBe((await faucetSigner()).address)
  })

  it('signs a legacy transfer to the receiver with the blockhash given', async () => {
    const faucet = await faucetSigner()
    const wire = parseWireTransaction(await airdropTransaction(faucet, RECEIVER as never, 5n, BLOCKHASH, 0))
    expect(wire.version).toBe('legacy')
    expect(wire.message.staticAccounts.slice(0, 2)).toEqual([faucet.address, RECEIVER])
    expect(wire.message.lifetimeToken).toBe(BLOCKHASH.blockhash)
  })

  it('makes equal airdrops under one blockhash different transactions, by their unit limit', async () => {
    const faucet = await faucetSigner()
    const sign = (nonce: number) => airdropTransaction(faucet, RECEIVER as never, 5n, BLOCKHASH, nonce)
    const [first, second] = [parseWireTransaction(await sign(0)), parseWireTransaction(await sign(1))]
    expect(first.signature).not.toBe(second.signature)
    const limit = first.message.instructions[0]!
    expect(first.message.staticAccounts[limit.programAddressIndex]).toBe(COMPUTE_BUDGET_PROGRAM)
    expect(Buffer.from(limit.data ?? []).readUInt32LE(1)).toBe(airdropUnitLimit(0))
    expect(airdropUnitLimit(1)).not.toBe(airdropUnitLimit(0))
    expect(airdropUnitLimit(0)).toBeGreaterThan(1_000)
    expect(airdropUnitLimit(Number.MAX_SAFE_INTEGER)).toBeLessThanOrEqual(1_400_000)
  })
})
