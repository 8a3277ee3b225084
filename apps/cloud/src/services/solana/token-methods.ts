import { encodeAccount, readAccountOptions } from './account-encoding.js'
import { positionalParams, readAddress, readConfig } from './params.js'
import { readAt } from './read-at.js'
import { type SolanaMethod, withContext } from './rpc-context.js'
import { invalidParams } from './rpc-error.js'
import type { SolanaChain } from './solana-chain.js'
import { decodeMint, decodeTokenAccount, isTokenProgram, uiTokenAmount } from './token-accounts.js'

/** `{ mint }` or `{ programId }`: the token program whose accounts to look through, and the mint if any. */
function readFilter(chain: SolanaChain, value: unknown): { program: string; mint?: string } {
  const filter = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  const keys = Object.keys(filter)
  if (keys.length !== 1 || !(keys[0] === 'mint' || keys[0] === 'programId')) {
    throw invalidParams('Invalid params: expected { mint } or { programId }')
  }
  if ('programId' in filter) {
    const program = readAddress(filter.programId)
    if (!isTokenProgram(program)) throw invalidParams('Invalid param: unrecognized Token program id')
    return { program }
  }
  const mint = readAddress(filter.mint)
  const account = chain.account(mint)
  if (!account || !decodeMint(account.owner, account.data))
    throw invalidParams('Invalid param: not a Token mint')
  return { program: account.owner, mint }
}

const getTokenAccountsByOwner: SolanaMethod = (chain, params) => {
  const [at, rawFilter, raw] = positionalParams(params, 2, 3)
  const owner = readAddress(at)
  const filter = readFilter(chain, rawFilter)
  const config = readConfig(raw)
  const options = readAccountOptions(config, 'binary')
  const slot = readAt(chain, config)
  const accounts = chain.programAccounts(filter.program).filter(({ account }) => {
    const token = decodeTokenAccount(account.owner, account.data)
    return (
      token !== undefined &&
      token.owner === owner &&
      (filter.mint === undefined || token.mint === filter.mint)
    )
  })
  return withContext(
    slot,
    accounts.map(({ address, account }) => ({
      pubkey: address,
      account: encodeAccount(account, options, chain.mintDecimals),
    })),
  )
}

const getTokenAccountBalance: SolanaMethod = (chain, params) => {
  const [at, raw] = positionalParams(params, 1, 2)
  const address = readAddress(at)
  const slot = readAt(chain, readConfig(raw))
  const account = chain.account(address)
  if (!account) throw invalidParams('Invalid param: could not find account')
  const token = decodeTokenAccount(account.owner, account.data)
  const decimals = token ? chain.mintDecimals(token.mint) : undefined
  if (!token || decimals === undefined) throw invalidParams('Invalid param: not a Token account')
  return withContext(slot, uiTokenAmount(token.amount, decimals))
}

const getTokenSupply: SolanaMethod = (chain, params) => {
  const [at, raw] = positionalParams(params, 1, 2)
  const address = readAddress(at)
  const slot = readAt(chain, readConfig(raw))
  const account = chain.account(address)
  const mint = account ? decodeMint(account.owner, account.data) : undefined
  if (!mint) throw invalidParams('Invalid param: not a Token mint')
  return withContext(slot, uiTokenAmount(mint.supply, mint.decimals))
}

export const TOKEN_METHODS: Readonly<Record<string, SolanaMethod>> = {
  getTokenAccountsByOwner,
  getTokenAccountBalance,
  getTokenSupply,
}
