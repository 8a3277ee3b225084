import { address, isAddress } from '@solana/kit'
import type { LiteSVM } from 'litesvm'
import type { ChainAccount } from './account-encoding.js'
import type { MintDecimals } from './parse-account.js'
import { decodeMint, decodeTokenAccount, type TokenAccount, uiTokenAmount } from './token-accounts.js'

/** An account of the SVM, or null when it does not exist (or holds no lamports: the runtime drops those). */
export function readAccount(svm: LiteSVM, at: string): ChainAccount | null {
  if (!isAddress(at)) return null
  const account = svm.getAccount(address(at))
  if (!account.exists || account.lamports === 0n) return null
  return {
    lamports: account.lamports,
    data: new Uint8Array(account.data),
    owner: account.programAddress,
    executable: account.executable,
  }
}

/** Looks mints up on the SVM: jsonParsed token accounts and token balances need their decimals. */
export function svmMintDecimals(svm: LiteSVM): MintDecimals {
  return (mint) => {
    const account = readAccount(svm, mint)
    return account ? decodeMint(account.owner, account.data)?.decimals : undefined
  }
}

/** A token balance of a transaction's meta (pre/postTokenBalances). */
export interface RpcTokenBalance {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: ReturnType<typeof uiTokenAmount>
}

/**
 * The token balances among `keys`, by their index in the transaction; `accountAt` reads an account
 * (now, or as a simulation left it).
 */
export function tokenBalances(
  keys: readonly string[],
  accountAt: (key: string) => ChainAccount | null,
  decimalsOf: MintDecimals,
): RpcTokenBalance[] {
  const balances: RpcTokenBalance[] = []
  keys.forEach((key, accountIndex) => {
    const account = accountAt(key)
    const token: TokenAccount | undefined = account
      ? decodeTokenAccount(account.owner, account.data)
      : undefined
    const decimals = token ? decimalsOf(token.mint) : undefined
    if (!account || !token || decimals === undefined) return
    balances.push({
      accountIndex,
      mint: token.mint,
      owner: token.owner,
      programId: account.owner,
      uiTokenAmount: uiTokenAmount(token.amount, decimals),
    })
  })
  return balances
}

/** The lamports of each of `keys` (0 for an account that does not exist). */
export function balancesOf(
  keys: readonly string[],
  accountAt: (key: string) => ChainAccount | null,
): bigint[] {
  return keys.map((key) => accountAt(key)?.lamports ?? 0n)
}
