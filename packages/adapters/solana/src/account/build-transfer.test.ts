import type { CaipNetwork } from '@appkit/common'
import { SOLANA_TEST_ACCOUNTS, SOLANA_TEST_MINT } from '@appkit/testing'
import { type Address, getAddressEncoder, getProgramDerivedAddress } from '@solana/kit'
import { parseTransferSolInstruction, SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system'
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  parseCreateAssociatedTokenIdempotentInstruction,
  parseTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { describe, expect, it } from 'vitest'
import { LIFETIME, messageOf } from '../test-utils/transactions.js'
import { buildTransfer } from './build-transfer.js'

const FROM = SOLANA_TEST_ACCOUNTS[0].address as Address
const TO = SOLANA_TEST_ACCOUNTS[1].address as Address
const MINT = SOLANA_TEST_MINT.address as Address
const NETWORK = { caipNetworkId: 'solana:x' } as unknown as CaipNetwork

/** The associated token account by its definition: the PDA of (owner, Token Program, mint). */
async function associatedAccount(owner: Address) {
  const encode = (value: Address) => getAddressEncoder().encode(value)
  const [ata] = await getProgramDerivedAddress({
    programAddress: ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
    seeds: [encode(owner), encode(TOKEN_PROGRAM_ADDRESS), encode(MINT)],
  })
  return ata
}

describe('buildTransfer', () => {
  it('moves SOL by the System Program, the sender paying and the only signer', async () => {
    const transaction = await buildTransfer(
      { from: FROM, to: TO, amount: 1_500_000_000n, caipNetwork: NETWORK },
      LIFETIME,
    )
    const message = messageOf(transaction)
    expect(message).toMatchObject({ feePayer: FROM, blockhash: LIFETIME.blockhash })
    expect(message.instructions).toHaveLength(1)
    const [transfer] = message.instructions
    expect(transfer!.programAddress).toBe(SYSTEM_PROGRAM_ADDRESS)
    const parsed = parseTransferSolInstruction(transfer!)
    expect(parsed.data.amount).toBe(1_500_000_000n)
    expect([parsed.accounts.source.address, parsed.accounts.destination.address]).toEqual([FROM, TO])
    expect(Object.keys(transaction.signatures)).toEqual([FROM])
  })

  it('moves an SPL token between associated accounts, creating the receiver’s when it has none', async () => {
    const transaction = await buildTransfer(
      { from: FROM, to: TO, amount: 2_500_000n, token: { address: MINT, decimals: 6 }, caipNetwork: NETWORK },
      LIFETIME,
    )
    const [source, destination] = [await associatedAccount(FROM), await associatedAccount(TO)]
    const { feePayer, instructions } = messageOf(transaction)
    expect(feePayer).toBe(FROM)
    expect(instructions.map((instruction) => instruction.programAddress)).toEqual([
      ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
      TOKEN_PROGRAM_ADDRESS,
    ])

    // Idempotent: the transfer still goes through when the receiver's account already exists.
    const create = parseCreateAssociatedTokenIdempotentInstruction(instructions[0]!)
    expect(create.accounts.payer.address).toBe(FROM)
    expect(create.accounts.ata.address).toBe(destination)
    expect(create.accounts.owner.address).toBe(TO)
    expect(create.accounts.mint.address).toBe(MINT)
    expect(create.accounts.tokenProgram.address).toBe(TOKEN_PROGRAM_ADDRESS)

    const transfer = parseTransferCheckedInstruction(instructions[1]!)
    expect(transfer.data).toMatchObject({ amount: 2_500_000n, decimals: 6 })
    expect(transfer.accounts.source.address).toBe(source)
    expect(transfer.accounts.destination.address).toBe(destination)
    expect(transfer.accounts.mint.address).toBe(MINT)
    expect(transfer.accounts.authority.address).toBe(FROM)
    expect(Object.keys(transaction.signatures)).toEqual([FROM])
  })
})
