import { getBase58Decoder } from '@solana/kit'
import { readEncoding, readInteger } from './params.js'
import { type MintDecimals, type ParsedAccountData, parseAccountData } from './parse-account.js'
import { invalidParams, invalidRequest } from './rpc-error.js'

/** An account as the chain holds it. */
export interface ChainAccount {
  lamports: bigint
  data: Uint8Array
  owner: string
  executable: boolean
}

export type AccountEncoding = 'binary' | 'base58' | 'base64' | 'base64+zstd' | 'jsonParsed'
const ENCODINGS: readonly AccountEncoding[] = ['binary', 'base58', 'base64', 'base64+zstd', 'jsonParsed']

export interface AccountOptions {
  encoding: AccountEncoding
  dataSlice?: { offset: number; length: number }
}

/** An account in an RPC answer (UiAccount). */
export interface RpcAccount {
  data: string | [string, string] | ParsedAccountData
  executable: boolean
  lamports: bigint
  owner: string
  rentEpoch: bigint
  space: number
}

/**
 * Every account is rent exempt now, and Solana's nodes report such accounts' rent epoch as
 * u64::MAX (18446744073709551615): a number JavaScript cannot hold, written exactly by toJsonText.
 */
export const RENT_EXEMPT_EPOCH = 2n ** 64n - 1n

/** Base58 is slow and long: Solana's nodes refuse it above 128 bytes of data in a request's answer. */
const MAX_BASE58_BYTES = 128

/**
 * Who the account is encoded for. Agave caps base58 only where a request can be refused
 * (getAccountInfo and the like); its pub/sub notifications encode any size, and a cap there would
 * leave nothing to answer: the subscription was accepted long before the account grew.
 */
export type EncodedFor = 'answer' | 'notification'

/** The `encoding` and `dataSlice` of a config; `fallback` is the method's default encoding. */
export function readAccountOptions(
  config: Record<string, unknown>,
  fallback: AccountEncoding,
): AccountOptions {
  const encoding = readEncoding(config, ENCODINGS, fallback)
  // Node 20 has no zstd; a client asking for it gets a clear refusal rather than wrong bytes.
  if (encoding === 'base64+zstd')
    throw invalidParams('Invalid params: base64+zstd is not supported by this node')
  const slice = config.dataSlice
  if (slice === undefined || slice === null) return { encoding }
  if (typeof slice !== 'object') throw invalidParams('Invalid params: dataSlice must be { offset, length }')
  const { offset, length } = slice as { offset?: unknown; length?: unknown }
  return {
    encoding,
    dataSlice: {
      offset: readInteger(offset, 'dataSlice.offset'),
      length: readInteger(length, 'dataSlice.length'),
    },
  }
}

export function encodeAccount(
  account: ChainAccount,
  options: AccountOptions,
  mintDecimals: MintDecimals,
  encodedFor: EncodedFor = 'answer',
): RpcAccount {
  return {
    data: encodeData(account, options, mintDecimals, encodedFor),
    executable: account.executable,
    lamports: account.lamports,
    owner: account.owner,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: account.data.length,
  }
}

function encodeData(
  account: ChainAccount,
  options: AccountOptions,
  mintDecimals: MintDecimals,
  encodedFor: EncodedFor,
): RpcAccount['data'] {
  const { dataSlice } = options
  const data = dataSlice
    ? account.data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length)
    : account.data
  switch (options.encoding) {
    case 'jsonParsed': {
      // A slice cannot be parsed: Solana's nodes answer it in base64, as anything they cannot parse.
      const parsed = dataSlice ? undefined : parseAccountData(account.owner, account.data, mintDecimals)
      return parsed ?? [Buffer.from(data).toString('base64'), 'base64']
    }
    case 'binary':
    case 'base58': {
      if (encodedFor === 'answer' && data.length > MAX_BASE58_BYTES) {
        throw invalidRequest(
          'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
        )
      }
      const text = getBase58Decoder().decode(data)
      // "binary" is the legacy default: a bare base58 string rather than [data, encoding].
      return options.encoding === 'binary' ? text : [text, 'base58']
    }
    default:
      return [Buffer.from(data).toString('base64'), 'base64']
  }
}
