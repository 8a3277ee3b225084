import { getBase58Encoder, getBase64Encoder } from '@solana/kit'
import { invalidParams } from './rpc-error.js'

/** WalletConnect's Solana methods take one object of named params; anything else is -32602. */
export function paramsObject(method: string, params: unknown, shape: string): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw invalidParams(`${method} expects ${shape}.`)
  }
  return params as Record<string, unknown>
}

/** The bytes of a base58 (messages, keys) or base64 (transactions) string param, or -32602 naming it. */
export function decodedParam(
  method: string,
  name: string,
  value: unknown,
  encoding: 'base58' | 'base64',
): Uint8Array {
  if (typeof value !== 'string' || value === '') {
    throw invalidParams(`${method}: "${name}" must be a ${encoding} string.`)
  }
  try {
    const encoder = encoding === 'base58' ? getBase58Encoder() : getBase64Encoder()
    return new Uint8Array(encoder.encode(value))
  } catch {
    throw invalidParams(`${method}: "${name}" is not valid ${encoding}.`)
  }
}
