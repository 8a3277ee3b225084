import { getRpcErrorMessage, RpcError } from '@appkit/common'

/** An amount in sats as a dapp may pass it (a bigint, or a string of digits), checked to be one. */
export function toSats(amount: bigint | string): bigint {
  const value = typeof amount === 'bigint' ? amount : /^\d{1,16}$/.test(amount) ? BigInt(amount) : -1n
  if (value <= 0n) {
    throw new RpcError(-32602, getRpcErrorMessage(-32602)!, {
      details: `amount ${String(amount)} is not a positive number of sats`,
    })
  }
  return value
}
