import {
  AccountRole,
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { formatUnitsOf, isTransactionMessage, solanaTransactionFields } from './solana-transaction-summary.js'

const PAYER = 'GQE2yjns7SKKuMc89tveBKsLxNhnr6mUQ7RTPvzGjfZg' as Address
const FRIEND = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' as Address
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' as Address
const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' as Address
const SYSTEM = '11111111111111111111111111111111' as Address
const MEMO = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr' as Address

const u64 = (value: bigint) => {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, value, true)
  return bytes
}
const account = (address: Address, role = AccountRole.WRITABLE) => ({ address, role })

function compiled(instructions: Instruction[]) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(PAYER, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 10n },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const transaction = compileTransaction(message)
  return {
    wire: new Uint8Array(getTransactionEncoder().encode(transaction)),
    messageBytes: new Uint8Array(transaction.messageBytes),
  }
}

const solTransfer = (lamports: bigint): Instruction => ({
  programAddress: SYSTEM,
  accounts: [account(PAYER, AccountRole.WRITABLE_SIGNER), account(FRIEND)],
  data: Uint8Array.from([2, 0, 0, 0, ...u64(lamports)]),
})

describe('what a Solana transaction does', () => {
  it('a SOL transfer hidden behind "N bytes" (blind signing) is shown with its amount and receiver', () => {
    const fields = solanaTransactionFields(compiled([solTransfer(1_500_000_000n)]).wire)
    expect(fields).toEqual([
      { label: 'Fee payer', value: PAYER },
      { label: 'Instruction 1', value: `Transfer 1.5 SOL\nfrom ${PAYER}\nto ${FRIEND}` },
    ])
  })

  it('shows SPL token transfers with their amounts, an unlimited approval as UNLIMITED, and other programs by id', () => {
    const checked: Instruction = {
      programAddress: TOKEN,
      accounts: [
        account(FRIEND),
        account(MINT, AccountRole.READONLY),
        account(FRIEND),
        account(PAYER, AccountRole.READONLY_SIGNER),
      ],
      data: Uint8Array.from([12, ...u64(2_500_000n), 6]),
    }
    const approve: Instruction = {
      programAddress: TOKEN,
      accounts: [
        account(FRIEND),
        account(MINT, AccountRole.READONLY),
        account(PAYER, AccountRole.READONLY_SIGNER),
      ],
      data: Uint8Array.from([4, ...u64(0xffff_ffff_ffff_ffffn)]),
    }
    const memo: Instruction = { programAddress: MEMO, data: new TextEncoder().encode('hi') }
    const [, transfer, approval, other] = solanaTransactionFields(compiled([checked, approve, memo]).wire)
    expect(transfer?.value).toBe(
      `Token transfer of 2.5 (mint ${MINT})\nfrom token account ${FRIEND}\nto token account ${FRIEND}\nsigned by ${PAYER}`,
    )
    expect(approval?.value).toBe(`Allow ${MINT} to spend UNLIMITED\nfrom token account ${FRIEND}`)
    expect(other).toEqual({ label: 'Instruction 3', value: `Program ${MEMO} (0 accounts, 2 bytes of data)` })
  })

  it('formats smallest units', () => {
    expect(formatUnitsOf(1n, 9)).toBe('0.000000001')
    expect(formatUnitsOf(2_000_000_000n, 9)).toBe('2')
    expect(formatUnitsOf(42n, 0)).toBe('42')
  })

  it('knows a transaction message (or a signed transaction) from a message to sign', () => {
    const { wire, messageBytes } = compiled([solTransfer(1n)])
    expect(isTransactionMessage(messageBytes)).toBe(true)
    expect(isTransactionMessage(wire)).toBe(true)
    expect(isTransactionMessage(new TextEncoder().encode('Sign in to Lab'))).toBe(false)
    expect(isTransactionMessage(new Uint8Array(64))).toBe(false)
    expect(isTransactionMessage(Uint8Array.from([...messageBytes, 0]))).toBe(false)
  })
})
