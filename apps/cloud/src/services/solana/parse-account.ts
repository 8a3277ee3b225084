import {
  decodeMint,
  decodeTokenAccount,
  type Mint,
  TOKEN_2022_PROGRAM,
  type TokenAccount,
  uiTokenAmount,
} from './token-accounts.js'

/** `data` of an account in jsonParsed encoding, for the programs this node can read. */
export interface ParsedAccountData {
  program: 'spl-token' | 'spl-token-2022'
  parsed: { type: 'account' | 'mint'; info: Record<string, unknown> }
  space: number
}

/** The decimals of a mint, or undefined when there is no such mint. */
export type MintDecimals = (mint: string) => number | undefined

/**
 * An account's data as Solana's jsonParsed encoding gives it, for SPL token accounts and mints;
 * undefined for anything else (the caller then answers base64, as Solana's nodes do).
 */
export function parseAccountData(
  owner: string,
  data: Uint8Array,
  mintDecimals: MintDecimals,
): ParsedAccountData | undefined {
  const program = owner === TOKEN_2022_PROGRAM ? 'spl-token-2022' : 'spl-token'
  const token = data.length === 165 ? decodeTokenAccount(owner, data) : undefined
  if (token) {
    const decimals = mintDecimals(token.mint)
    if (decimals === undefined) return undefined
    return {
      program,
      parsed: { type: 'account', info: tokenAccountInfo(token, decimals) },
      space: data.length,
    }
  }
  const mint = decodeMint(owner, data)
  if (mint) return { program, parsed: { type: 'mint', info: mintInfo(mint) }, space: data.length }
  return undefined
}

/** UiTokenAccount: optional members are left out when unset, as Solana's nodes do. */
function tokenAccountInfo(token: TokenAccount, decimals: number): Record<string, unknown> {
  return {
    isNative: token.isNative !== null,
    mint: token.mint,
    owner: token.owner,
    state: token.state,
    tokenAmount: uiTokenAmount(token.amount, decimals),
    ...(token.delegate === null
      ? {}
      : { delegate: token.delegate, delegatedAmount: uiTokenAmount(token.delegatedAmount, decimals) }),
    ...(token.isNative === null ? {} : { rentExemptReserve: uiTokenAmount(token.isNative, 9) }),
    ...(token.closeAuthority === null ? {} : { closeAuthority: token.closeAuthority }),
  }
}

function mintInfo(mint: Mint): Record<string, unknown> {
  return {
    decimals: mint.decimals,
    freezeAuthority: mint.freezeAuthority,
    isInitialized: mint.isInitialized,
    mintAuthority: mint.mintAuthority,
    supply: mint.supply.toString(),
  }
}
