import { encodeAccount, readAccountOptions } from './account-encoding.js'
import { positionalParams, readAddress, readConfig } from './params.js'
import { readAt } from './read-at.js'
import { type SolanaMethod, withContext } from './rpc-context.js'
import { invalidParams } from './rpc-error.js'

/** Solana's nodes read at most 100 accounts per getMultipleAccounts. */
export const MAX_MULTIPLE_ACCOUNTS = 100

const getBalance: SolanaMethod = (chain, params) => {
  const [at, raw] = positionalParams(params, 1, 2)
  const address = readAddress(at)
  const slot = readAt(chain, readConfig(raw))
  return withContext(slot, chain.account(address)?.lamports ?? 0n)
}

/** The legacy default encoding is "binary" (a bare base58 string), as on Solana's nodes. */
const getAccountInfo: SolanaMethod = (chain, params) => {
  const [at, raw] = positionalParams(params, 1, 2)
  const address = readAddress(at)
  const config = readConfig(raw)
  const options = readAccountOptions(config, 'binary')
  const slot = readAt(chain, config)
  const account = chain.account(address)
  return withContext(slot, account ? encodeAccount(account, options, chain.mintDecimals) : null)
}

const getMultipleAccounts: SolanaMethod = (chain, params) => {
  const [list, raw] = positionalParams(params, 1, 2)
  if (!Array.isArray(list)) throw invalidParams('Invalid params: expected an array of addresses')
  if (list.length > MAX_MULTIPLE_ACCOUNTS) {
    throw invalidParams(`Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`)
  }
  const addresses = list.map(readAddress)
  const config = readConfig(raw)
  const options = readAccountOptions(config, 'base64')
  const slot = readAt(chain, config)
  return withContext(
    slot,
    addresses.map((address) => {
      const account = chain.account(address)
      return account ? encodeAccount(account, options, chain.mintDecimals) : null
    }),
  )
}

export const ACCOUNT_METHODS: Readonly<Record<string, SolanaMethod>> = {
  getBalance,
  getAccountInfo,
  getMultipleAccounts,
}
