import { isSome, type Option } from '@solana/kit'
import {
  AccountState,
  getMintDecoder,
  getMintSize,
  getTokenDecoder,
  getTokenSize,
} from '@solana-program/token'

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
const TOKEN_PROGRAMS = new Set([TOKEN_PROGRAM, TOKEN_2022_PROGRAM])

export function isTokenProgram(program: string): boolean {
  return TOKEN_PROGRAMS.has(program)
}

export interface TokenAccount {
  mint: string
  owner: string
  amount: bigint
  delegate: string | null
  state: 'uninitialized' | 'initialized' | 'frozen'
  /** The rent-exempt reserve of a wrapped-SOL account; null for any other token. */
  isNative: bigint | null
  delegatedAmount: bigint
  closeAuthority: string | null
}

export interface Mint {
  mintAuthority: string | null
  supply: bigint
  decimals: number
  isInitialized: boolean
  freezeAuthority: string | null
}

/**
 * A token account of either token program, or undefined for anything else. Token-2022 accounts
 * with extensions share the base layout, so their first 165 bytes read the same.
 */
export function decodeTokenAccount(program: string, data: Uint8Array): TokenAccount | undefined {
  if (!isTokenProgram(program) || data.length < getTokenSize()) return undefined
  if (data.length > getTokenSize() && program !== TOKEN_2022_PROGRAM) return undefined
  try {
    const token = getTokenDecoder().decode(data.subarray(0, getTokenSize()))
    return {
      mint: token.mint,
      owner: token.owner,
      amount: token.amount,
      delegate: optional(token.delegate),
      state: STATES[token.state],
      isNative: optional(token.isNative),
      delegatedAmount: token.delegatedAmount,
      closeAuthority: optional(token.closeAuthority),
    }
  } catch {
    return undefined
  }
}

/** A mint of either token program (82 bytes, or more with Token-2022 extensions). */
export function decodeMint(program: string, data: Uint8Array): Mint | undefined {
  // A Token-2022 account with extensions is padded past 165 bytes: only exactly 82 is a plain mint.
  if (!isTokenProgram(program) || data.length !== getMintSize()) return undefined
  try {
    const mint = getMintDecoder().decode(data)
    return {
      mintAuthority: optional(mint.mintAuthority),
      supply: mint.supply,
      decimals: mint.decimals,
      isInitialized: mint.isInitialized,
      freezeAuthority: optional(mint.freezeAuthority),
    }
  } catch {
    return undefined
  }
}

const STATES: Record<AccountState, TokenAccount['state']> = {
  [AccountState.Uninitialized]: 'uninitialized',
  [AccountState.Initialized]: 'initialized',
  [AccountState.Frozen]: 'frozen',
}

function optional<T>(value: Option<T>): T | null {
  return isSome(value) ? value.value : null
}

/** A token amount as Solana's RPC writes it (UiTokenAmount). */
export interface UiTokenAmount {
  amount: string
  decimals: number
  uiAmount: number | null
  uiAmountString: string
}

export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const uiAmountString = formatUnits(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

/** 1500000n with 6 decimals → "1.5": raw units as a decimal string, trailing zeros trimmed. */
export function formatUnits(amount: bigint, decimals: number): string {
  if (decimals === 0) return amount.toString()
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, -decimals)
  const fraction = digits.slice(-decimals).replace(/0+$/, '')
  return fraction === '' ? whole : `${whole}.${fraction}`
}
