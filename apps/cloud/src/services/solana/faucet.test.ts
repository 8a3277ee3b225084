import { describe, expect, it } from 'vitest'
import { airdropTransaction, faucetSigner } from './faucet.js'
import { parseWireTransaction } from './wire-transaction.js'

const RECEIVER = 'Fg6PaFpoGXkYsidMpWTK6W2BeZ7FEfcYkg476zPFsLnS'
const BLOCKHASH = '4QjEBrJnATvydaCoPb7j4cneA5vSJNFsAYHQwRAjAjmQ'

describe('the faucet', () => {
  it('is the same account on every start', async () => {
    expect((await faucetSigner()).address).toBe((await faucetSigner()).address)
  })

  it('signs a legacy transfer to the receiver with the blockhash given', async () => {
    const faucet = await faucetSigner()
    const bytes = await airdropTransaction(faucet, RECEIVER as never, 5n, {
      blockhash: BLOCKHASH,
      lastValidBlockHeight: 9,
    })
    const wire = parseWireTransaction(bytes)
    expect(wire.version).toBe('legacy')
    expect(wire.message.staticAccounts.slice(0, 2)).toEqual([faucet.address, RECEIVER])
    expect(wire.message.lifetimeToken).toBe(BLOCKHASH)
  })
})
