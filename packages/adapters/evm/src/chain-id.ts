import { InvalidWalletResponseError } from '@appkit/common'

const HEX_ID = /^0x[0-9a-fA-F]{1,13}$/
const DECIMAL_ID = /^[0-9]{1,16}$/

/**
 * EIP-1193 wallets report chain ids as hex strings; some old ones as decimal strings or numbers.
 * The whole string must be one: parseInt alone would read "0x1zz" as 1, so a wallet's garbage would
 * switch the dapp to chain 1.
 */
export function parseChainId(value: unknown): number {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && (HEX_ID.test(value) || DECIMAL_ID.test(value))
        ? Number(value)
        : Number.NaN
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new InvalidWalletResponseError({ details: `Invalid chain id from wallet: ${String(value)}` })
  }
  return id
}

export function toHexChainId(id: number | string): `0x${string}` {
  return `0x${Number(id).toString(16)}`
}
