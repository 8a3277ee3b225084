import {
  AccountRole,
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  compressTransactionMessageUsingAddressLookupTables,
  createTransactionMessage,
  getAddressDecoder,
  getCompiledTransactionMessageEncoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type TransactionMessageBytes,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { formatUnitsOf, isTransactionMessage, solanaTransactionFields } from './solana-transaction-summary.js'

const PAYER = 'GQE2yjns7SKKuMc89tveBKsLxNhnr6mUQ7RTPvzGjfZg' as Address
const FRIEND = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' as Address
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' as Address
const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' as Address
const TOKEN_2022 = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' as Address
const SYSTEM = '11111111111111111111111111111111' as Address
const MEMO = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr' as Address
const BLOCKHASH = '11111111111111111111111111111111' as Blockhash
const U64_MAX = 0xffff_ffff_ffff_ffffn

/** Distinct, valid addresses for the other parties (32 equal bytes each). */
const addressOf = (byte: number) => getAddressDecoder().decode(new Uint8Array(32).fill(byte))
const SOURCE = addressOf(1)
const DESTINATION = addressOf(2)
const DELEGATE = addressOf(3)
const OWNER = addressOf(4)
const LOOKUP_TABLE = addressOf(5)

const u64 = (value: bigint) => {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, value, true)
  return bytes
}
const account = (address: Address, role = AccountRole.WRITABLE) => ({ address, role })

type Version = 'legacy' | 0 | 1

function messageOf(instructions: Instruction[], version: Version = 0) {
  return pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(PAYER, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash({ blockhash: BLOCKHASH, lastValidBlockHeight: 10n }, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
}

/** A v0 message, typed as one, for compressing with lookup tables. */
function v0MessageOf(instructions: Instruction[]) {
  return pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(PAYER, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash({ blockhash: BLOCKHASH, lastValidBlockHeight: 10n }, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
}

function encoded(transaction: ReturnType<typeof compileTransaction>) {
  return {
    wire: new Uint8Array(getTransactionEncoder().encode(transaction)),
    messageBytes: new Uint8Array(transaction.messageBytes),
  }
}

function compiled(instructions: Instruction[], version: Version = 0) {
  return encoded(compileTransaction(messageOf(instructions, version)))
}

/** The fields shown for one instruction (the second field; the first is the fee payer). */
const shown = (instruction: Instruction, version: Version = 0) =>
  solanaTransactionFields(compiled([instruction], version).wire)[1]?.value

/** A hand-made compiled message (what no honest library would build), and its wire form unsigned. */
interface RawInstruction {
  programAddressIndex: number
  accountIndices?: number[]
  data?: Uint8Array
}
function rawMessage({
  signers = 1,
  staticAccounts = [PAYER],
  instructions = [],
}: {
  signers?: number
  staticAccounts?: Address[]
  instructions?: RawInstruction[]
}) {
  const encodedMessage = getCompiledTransactionMessageEncoder().encode({
    version: 'legacy',
    header: { numSignerAccounts: signers, numReadonlySignerAccounts: 0, numReadonlyNonSignerAccounts: 0 },
    staticAccounts,
    lifetimeToken: BLOCKHASH,
    instructions,
  })
  const messageBytes = new Uint8Array(encodedMessage)
  if (signers === 0) {
    // Kit will not encode a transaction without signers: a zero signature count, then the message.
    return { messageBytes, wire: Uint8Array.from([0, ...messageBytes]) }
  }
  const signatures = Object.fromEntries(staticAccounts.slice(0, signers).map((signer) => [signer, null]))
  const wire = new Uint8Array(
    getTransactionEncoder().encode({ messageBytes: encodedMessage as TransactionMessageBytes, signatures }),
  )
  return { messageBytes, wire }
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

describe('formatUnitsOf', () => {
  it('keeps every significant digit, pads small amounts, and drops only trailing zeros', () => {
    expect(formatUnitsOf(0n, 9)).toBe('0')
    expect(formatUnitsOf(0n, 0)).toBe('0')
    expect(formatUnitsOf(10n, 1)).toBe('1')
    expect(formatUnitsOf(1_050_000n, 6)).toBe('1.05')
    expect(formatUnitsOf(123_456_789_012n, 9)).toBe('123.456789012')
    expect(formatUnitsOf(U64_MAX, 9)).toBe('18446744073.709551615')
    expect(formatUnitsOf(U64_MAX, 0)).toBe('18446744073709551615')
  })
})

describe('legacy and v0 messages', () => {
  it('a legacy transaction is read like a v0 one: fee payer first, then each instruction in order', () => {
    const memo: Instruction = { programAddress: MEMO, data: new TextEncoder().encode('legacy') }
    const fields = solanaTransactionFields(compiled([solTransfer(2_000_000_000n), memo], 'legacy').wire)
    expect(fields).toEqual([
      { label: 'Fee payer', value: PAYER },
      { label: 'Instruction 1', value: `Transfer 2 SOL\nfrom ${PAYER}\nto ${FRIEND}` },
      { label: 'Instruction 2', value: `Program ${MEMO} (0 accounts, 6 bytes of data)` },
    ])
  })

  it('a transaction without instructions shows only its fee payer', () => {
    expect(solanaTransactionFields(compiled([], 'legacy').wire)).toEqual([
      { label: 'Fee payer', value: PAYER },
    ])
    expect(solanaTransactionFields(compiled([], 0).wire)).toEqual([{ label: 'Fee payer', value: PAYER }])
  })

  it('the fee payer is the first static account, not the first instruction account', () => {
    const fromFriend: Instruction = {
      programAddress: SYSTEM,
      accounts: [account(FRIEND, AccountRole.WRITABLE_SIGNER), account(DESTINATION)],
      data: Uint8Array.from([2, 0, 0, 0, ...u64(3n)]),
    }
    expect(solanaTransactionFields(compiled([fromFriend]).wire)).toEqual([
      { label: 'Fee payer', value: PAYER },
      { label: 'Instruction 1', value: `Transfer 0.000000003 SOL\nfrom ${FRIEND}\nto ${DESTINATION}` },
    ])
  })
})

describe('System program instructions', () => {
  it('shows a transfer to the last lamport, zero and u64::MAX included (SOL has no "unlimited")', () => {
    expect(shown(solTransfer(1n))).toBe(`Transfer 0.000000001 SOL\nfrom ${PAYER}\nto ${FRIEND}`)
    expect(shown(solTransfer(0n))).toBe(`Transfer 0 SOL\nfrom ${PAYER}\nto ${FRIEND}`)
    expect(shown(solTransfer(U64_MAX))).toBe(
      `Transfer 18446744073.709551615 SOL\nfrom ${PAYER}\nto ${FRIEND}`,
    )
  })

  it('a transfer naming no accounts shows "?" for the sender and the receiver', () => {
    const bare: Instruction = { programAddress: SYSTEM, data: Uint8Array.from([2, 0, 0, 0, ...u64(5n)]) }
    expect(shown(bare)).toBe('Transfer 0.000000005 SOL\nfrom ?\nto ?')
  })

  it('a transfer naming only its sender shows "?" for the receiver', () => {
    const oneAccount: Instruction = {
      programAddress: SYSTEM,
      accounts: [account(PAYER, AccountRole.WRITABLE_SIGNER)],
      data: Uint8Array.from([2, 0, 0, 0, ...u64(1_000_000_000n)]),
    }
    expect(shown(oneAccount)).toBe(`Transfer 1 SOL\nfrom ${PAYER}\nto ?`)
  })

  it('other System instructions (createAccount, transferWithSeed, allocate, assign) are shown by program id and size', () => {
    // CreateAccount: u32 0, lamports u64, space u64, owner.
    const createAccount: Instruction = {
      programAddress: SYSTEM,
      accounts: [
        account(PAYER, AccountRole.WRITABLE_SIGNER),
        account(DESTINATION, AccountRole.WRITABLE_SIGNER),
      ],
      data: Uint8Array.from([0, 0, 0, 0, ...u64(1_000_000n), ...u64(165n), ...new Uint8Array(32).fill(6)]),
    }
    // TransferWithSeed: u32 11, lamports u64, seed (u64 length + bytes), owner.
    const seed = new TextEncoder().encode('seed')
    const transferWithSeed: Instruction = {
      programAddress: SYSTEM,
      accounts: [account(SOURCE), account(PAYER, AccountRole.READONLY_SIGNER), account(FRIEND)],
      data: Uint8Array.from([11, 0, 0, 0, ...u64(7n), ...u64(4n), ...seed, ...new Uint8Array(32).fill(7)]),
    }
    // Allocate: u32 8, space u64 — the same 12 bytes as a transfer, but not tag 2.
    const allocate: Instruction = {
      programAddress: SYSTEM,
      accounts: [account(DESTINATION, AccountRole.WRITABLE_SIGNER)],
      data: Uint8Array.from([8, 0, 0, 0, ...u64(165n)]),
    }
    // Assign: u32 1, owner.
    const assign: Instruction = {
      programAddress: SYSTEM,
      accounts: [account(DESTINATION, AccountRole.WRITABLE_SIGNER)],
      data: Uint8Array.from([1, 0, 0, 0, ...new Uint8Array(32).fill(8)]),
    }
    const [, ...instructions] = solanaTransactionFields(
      compiled([createAccount, transferWithSeed, allocate, assign]).wire,
    )
    expect(instructions).toEqual([
      { label: 'Instruction 1', value: `Program ${SYSTEM} (2 accounts, 52 bytes of data)` },
      { label: 'Instruction 2', value: `Program ${SYSTEM} (3 accounts, 56 bytes of data)` },
      { label: 'Instruction 3', value: `Program ${SYSTEM} (1 accounts, 12 bytes of data)` },
      { label: 'Instruction 4', value: `Program ${SYSTEM} (1 accounts, 36 bytes of data)` },
    ])
  })

  it.each([
    ['a truncated amount (11 bytes)', [2, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7], 11],
    ['a tag only', [2, 0, 0, 0], 4],
    ['no data at all', [], 0],
    ['tag 2 with its second byte set (u32 258)', [2, 1, 0, 0, ...u64(1n)], 12],
    ['tag 2 with its third byte set', [2, 0, 1, 0, ...u64(1n)], 12],
    ['tag 2 with its fourth byte set', [2, 0, 0, 1, ...u64(1n)], 12],
  ])('is not read as a transfer: %s', (_case, data, bytes) => {
    const malformed: Instruction = {
      programAddress: SYSTEM,
      accounts: [account(PAYER, AccountRole.WRITABLE_SIGNER), account(FRIEND)],
      data: Uint8Array.from(data),
    }
    expect(shown(malformed)).toBe(`Program ${SYSTEM} (2 accounts, ${bytes} bytes of data)`)
  })

  it("another program's data that looks like a System transfer is not shown as one", () => {
    const lookalike: Instruction = { ...solTransfer(1_000_000_000n), programAddress: MEMO }
    expect(shown(lookalike)).toBe(`Program ${MEMO} (2 accounts, 12 bytes of data)`)
  })
})

describe.each([
  ['SPL Token', TOKEN],
  ['Token-2022', TOKEN_2022],
])('%s instructions', (_name, program) => {
  const transfer = (accounts: Address[], data: number[]): Instruction => ({
    programAddress: program,
    accounts: accounts.map((address) => account(address)),
    data: Uint8Array.from(data),
  })

  it('transfer: the raw amount in smallest units (no decimals in the instruction), no mint', () => {
    expect(shown(transfer([SOURCE, DESTINATION, OWNER], [3, ...u64(1_000n)]))).toBe(
      `Token transfer of 1000 (smallest units)\nfrom token account ${SOURCE}\nto token account ${DESTINATION}\nsigned by ${OWNER}`,
    )
  })

  it('transfer of u64::MAX is shown as UNLIMITED', () => {
    expect(shown(transfer([SOURCE, DESTINATION, OWNER], [3, ...u64(U64_MAX)]))).toBe(
      `Token transfer of UNLIMITED\nfrom token account ${SOURCE}\nto token account ${DESTINATION}\nsigned by ${OWNER}`,
    )
  })

  it('transfer naming no accounts shows "?" for each of them', () => {
    expect(shown(transfer([], [3, ...u64(1n)]))).toBe(
      'Token transfer of 1 (smallest units)\nfrom token account ?\nto token account ?\nsigned by ?',
    )
  })

  it('transferChecked: the amount with the given decimals, and the mint', () => {
    expect(shown(transfer([SOURCE, MINT, DESTINATION, OWNER], [12, ...u64(1_234_500n), 6]))).toBe(
      `Token transfer of 1.2345 (mint ${MINT})\nfrom token account ${SOURCE}\nto token account ${DESTINATION}\nsigned by ${OWNER}`,
    )
    expect(shown(transfer([SOURCE, MINT, DESTINATION, OWNER], [12, ...u64(7n), 0]))).toBe(
      `Token transfer of 7 (mint ${MINT})\nfrom token account ${SOURCE}\nto token account ${DESTINATION}\nsigned by ${OWNER}`,
    )
  })

  it('transferChecked of u64::MAX is shown as UNLIMITED whatever the decimals', () => {
    expect(shown(transfer([SOURCE, MINT, DESTINATION, OWNER], [12, ...u64(U64_MAX), 9]))).toBe(
      `Token transfer of UNLIMITED (mint ${MINT})\nfrom token account ${SOURCE}\nto token account ${DESTINATION}\nsigned by ${OWNER}`,
    )
  })

  it('transferChecked naming no accounts shows "?" for each of them (and no mint)', () => {
    expect(shown(transfer([], [12, ...u64(2_000n), 3]))).toBe(
      'Token transfer of 2 (mint ?)\nfrom token account ?\nto token account ?\nsigned by ?',
    )
  })

  it('approve: the delegate and the raw allowance', () => {
    expect(shown(transfer([SOURCE, DELEGATE, OWNER], [4, ...u64(5n)]))).toBe(
      `Allow ${DELEGATE} to spend 5 (smallest units)\nfrom token account ${SOURCE}`,
    )
  })

  it('approve of u64::MAX is shown as UNLIMITED', () => {
    expect(shown(transfer([SOURCE, DELEGATE, OWNER], [4, ...u64(U64_MAX)]))).toBe(
      `Allow ${DELEGATE} to spend UNLIMITED\nfrom token account ${SOURCE}`,
    )
  })

  it('approve naming no accounts shows "?" for the delegate and the source', () => {
    expect(shown(transfer([], [4, ...u64(5n)]))).toBe(
      'Allow ? to spend 5 (smallest units)\nfrom token account ?',
    )
  })

  it('approveChecked: the delegate, the allowance with decimals, and the mint', () => {
    expect(shown(transfer([SOURCE, MINT, DELEGATE, OWNER], [13, ...u64(250_000_000n), 8]))).toBe(
      `Allow ${DELEGATE} to spend 2.5 (mint ${MINT})\nfrom token account ${SOURCE}`,
    )
  })

  it('approveChecked of u64::MAX is shown as UNLIMITED', () => {
    expect(shown(transfer([SOURCE, MINT, DELEGATE, OWNER], [13, ...u64(U64_MAX), 6]))).toBe(
      `Allow ${DELEGATE} to spend UNLIMITED (mint ${MINT})\nfrom token account ${SOURCE}`,
    )
  })

  it('approveChecked naming no accounts shows "?" for the delegate, the mint and the source', () => {
    expect(shown(transfer([], [13, ...u64(1n), 0]))).toBe('Allow ? to spend 1 (mint ?)\nfrom token account ?')
  })

  it.each([
    ['a transfer with a truncated amount', [3, 1, 2, 3, 4, 5, 6, 7], 8],
    ['a transferChecked without its decimals', [12, ...u64(1n)], 9],
    ['an approve with a truncated amount', [4, 1, 2, 3], 4],
    ['an approveChecked without its decimals', [13, ...u64(1n)], 9],
    ['a tag alone', [3], 1],
    ['no data at all', [], 0],
    ['burn (not decoded)', [8, ...u64(1n)], 9],
    ['burnChecked (not decoded)', [15, ...u64(1n), 6], 10],
    ['revoke (not decoded)', [5], 1],
    ['closeAccount (not decoded)', [9], 1],
  ])('%s is shown by program id and size', (_case, data, bytes) => {
    expect(shown(transfer([SOURCE, DESTINATION, OWNER], data))).toBe(
      `Program ${program} (3 accounts, ${bytes} bytes of data)`,
    )
  })
})

describe('other programs', () => {
  it('token instruction bytes sent to a program that is not a token program are not shown as a token transfer', () => {
    const lookalike: Instruction = {
      programAddress: MEMO,
      accounts: [account(SOURCE), account(MINT, AccountRole.READONLY), account(DESTINATION), account(OWNER)],
      data: Uint8Array.from([12, ...u64(1_000_000n), 6]),
    }
    expect(shown(lookalike)).toBe(`Program ${MEMO} (4 accounts, 10 bytes of data)`)
  })

  it('an unknown program is shown by its id, with its number of accounts and bytes of data', () => {
    const unknown = addressOf(9)
    const call: Instruction = {
      programAddress: unknown,
      accounts: [account(PAYER, AccountRole.WRITABLE_SIGNER), account(SOURCE), account(DESTINATION)],
      data: new Uint8Array(100).fill(42),
    }
    expect(shown(call, 'legacy')).toBe(`Program ${unknown} (3 accounts, 100 bytes of data)`)
  })
})

describe('accounts from address lookup tables', () => {
  it('an account loaded from a lookup table is named by its index, as only the chain can resolve it', () => {
    const message = compressTransactionMessageUsingAddressLookupTables(
      v0MessageOf([solTransfer(1_000_000_000n)]),
      {
        [LOOKUP_TABLE]: [FRIEND],
      },
    )
    const { wire } = encoded(compileTransaction(message))
    // Static accounts: the payer (0) and the System program (1); FRIEND comes from the table (2).
    expect(solanaTransactionFields(wire)).toEqual([
      { label: 'Fee payer', value: PAYER },
      { label: 'Instruction 1', value: `Transfer 1 SOL\nfrom ${PAYER}\nto (account #2 from a lookup table)` },
    ])
  })

  it('token accounts and delegates from lookup tables keep the amount shown', () => {
    const approve: Instruction = {
      programAddress: TOKEN,
      accounts: [
        account(SOURCE),
        account(MINT, AccountRole.READONLY),
        account(DELEGATE, AccountRole.READONLY),
      ],
      data: Uint8Array.from([13, ...u64(U64_MAX), 6]),
    }
    const message = compressTransactionMessageUsingAddressLookupTables(
      v0MessageOf([
        { ...approve, accounts: [...(approve.accounts ?? []), account(PAYER, AccountRole.READONLY_SIGNER)] },
      ]),
      { [LOOKUP_TABLE]: [DELEGATE, SOURCE] },
    )
    const { wire } = encoded(compileTransaction(message))
    // Static: PAYER (0), MINT (1), TOKEN (2); from the table, writable SOURCE (3) then readonly DELEGATE (4).
    expect(solanaTransactionFields(wire)[1]?.value).toBe(
      `Allow (account #4 from a lookup table) to spend UNLIMITED (mint ${MINT})\nfrom token account (account #3 from a lookup table)`,
    )
  })

  it('a program index past the static accounts is named like a lookup-table account, never decoded', () => {
    const { wire } = rawMessage({
      staticAccounts: [PAYER, FRIEND],
      instructions: [
        { programAddressIndex: 7, accountIndices: [0, 1], data: Uint8Array.from([2, 0, 0, 0, ...u64(1n)]) },
      ],
    })
    expect(solanaTransactionFields(wire)).toEqual([
      { label: 'Fee payer', value: PAYER },
      {
        label: 'Instruction 1',
        value: 'Program (account #7 from a lookup table) (2 accounts, 12 bytes of data)',
      },
    ])
  })
})

describe('malformed transactions', () => {
  it.each([
    ['no bytes', () => new Uint8Array(0)],
    ['a text message', () => new TextEncoder().encode('Sign in to Lab')],
    ['a transaction cut short', () => compiled([solTransfer(1n)]).wire.slice(0, -20)],
    ['a transaction without its message', () => compiled([solTransfer(1n)]).wire.slice(0, 65)],
    ['a message without its signatures', () => compiled([solTransfer(1n)], 'legacy').messageBytes],
    [
      'more signatures than the message asks for',
      () => {
        const { wire } = compiled([solTransfer(1n)])
        return Uint8Array.from([2, ...new Uint8Array(64), ...wire.slice(1)])
      },
    ],
  ])('refuses (throws on) %s', (_case, bytes) => {
    expect(() => solanaTransactionFields(bytes())).toThrow()
  })

  it('refuses a v1 transaction, whose instructions it cannot read', () => {
    const { wire } = compiled([solTransfer(1n)], 1)
    expect(() => solanaTransactionFields(wire)).toThrow()
  })

  it('a message with no accounts at all shows "?" for the fee payer', () => {
    const { wire } = rawMessage({ signers: 0, staticAccounts: [] })
    expect(solanaTransactionFields(wire)).toEqual([{ label: 'Fee payer', value: '?' }])
  })

  it('instruction account indices past the static accounts are named as lookup-table accounts', () => {
    const { wire } = rawMessage({
      staticAccounts: [PAYER, SYSTEM],
      instructions: [
        { programAddressIndex: 1, accountIndices: [0, 200], data: Uint8Array.from([2, 0, 0, 0, ...u64(1n)]) },
      ],
    })
    expect(solanaTransactionFields(wire)[1]?.value).toBe(
      `Transfer 0.000000001 SOL\nfrom ${PAYER}\nto (account #200 from a lookup table)`,
    )
  })
})

describe('isTransactionMessage', () => {
  it.each([
    ['legacy', 'legacy'],
    ['v0', 0],
    ['v1', 1],
  ] as const)('a %s message and its wire transaction are transactions', (_name, version) => {
    const { wire, messageBytes } = compiled([solTransfer(1n)], version)
    expect(isTransactionMessage(messageBytes)).toBe(true)
    expect(isTransactionMessage(wire)).toBe(true)
  })

  it('a message with no instructions, and a v0 message using a lookup table, are transactions', () => {
    expect(isTransactionMessage(compiled([]).messageBytes)).toBe(true)
    const message = compressTransactionMessageUsingAddressLookupTables(v0MessageOf([solTransfer(1n)]), {
      [LOOKUP_TABLE]: [FRIEND],
    })
    const { wire, messageBytes } = encoded(compileTransaction(message))
    expect(isTransactionMessage(messageBytes)).toBe(true)
    expect(isTransactionMessage(wire)).toBe(true)
  })

  it('a hand-made message that asks for signers is a transaction, signed or not', () => {
    const { wire, messageBytes } = rawMessage({ signers: 2, staticAccounts: [PAYER, FRIEND] })
    expect(isTransactionMessage(messageBytes)).toBe(true)
    expect(isTransactionMessage(wire)).toBe(true)
  })

  it('bytes that are not a whole message are not a transaction', () => {
    const { wire, messageBytes } = compiled([solTransfer(1n)], 'legacy')
    expect(isTransactionMessage(new Uint8Array(0))).toBe(false)
    expect(isTransactionMessage(Uint8Array.from([1]))).toBe(false)
    expect(isTransactionMessage(messageBytes.slice(0, -1))).toBe(false)
    expect(isTransactionMessage(wire.slice(0, -1))).toBe(false)
    expect(isTransactionMessage(Uint8Array.from([...wire, 0]))).toBe(false)
    expect(isTransactionMessage(new TextEncoder().encode('Welcome! Sign this message to log in.'))).toBe(
      false,
    )
  })

  it('a message that asks for no signer, or for more signers than it has accounts, is not a transaction', () => {
    const unsigned = rawMessage({ signers: 0, staticAccounts: [PAYER] })
    expect(isTransactionMessage(unsigned.messageBytes)).toBe(false)
    // Its wire form has zero signatures: nothing that signing could authorise.
    expect(unsigned.wire[0]).toBe(0)
    expect(isTransactionMessage(unsigned.wire)).toBe(false)
    const { messageBytes } = rawMessage({ signers: 2, staticAccounts: [PAYER] })
    expect(messageBytes[0]).toBe(2)
    expect(isTransactionMessage(messageBytes)).toBe(false)
  })
})

describe('trailing bytes the programs ignore', () => {
  it('cannot hide an unlimited SPL approval behind one extra byte', () => {
    const approve: Instruction = {
      programAddress: TOKEN,
      accounts: [account(SOURCE), account(DELEGATE), account(PAYER, AccountRole.READONLY_SIGNER)],
      // On chain: Approve(u64::MAX); the Token program ignores the trailing byte.
      data: Uint8Array.from([4, ...u64(U64_MAX), 0]),
    }
    expect(shown(approve)).toBe(`Allow ${DELEGATE} to spend UNLIMITED\nfrom token account ${SOURCE}`)
  })

  it("cannot hide a SOL transfer's amount behind one extra byte", () => {
    const transfer: Instruction = {
      ...solTransfer(5_000_000_000n),
      data: Uint8Array.from([2, 0, 0, 0, ...u64(5_000_000_000n), 0]),
    }
    expect(shown(transfer)).toBe(`Transfer 5 SOL\nfrom ${PAYER}\nto ${FRIEND}`)
  })
})
