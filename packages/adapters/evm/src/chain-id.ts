import { InvalidWalletResponseError } from '@appkit/common'

/** EIP-1193 wallets report chain ids as hex strings; some old ones as decimal strings or numbers. */
export function parseChainId(value: unknown): number {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string'
        ? Number.parseInt(value, value.startsWith('0x') ? 16 : 10)
        : Number.NaN
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new InvalidWalletResponseError({ details: `Invalid chain id from wallet: ${String(value)}` })
  }
  return id
}

export function toHexChainId(id: number | string): `0x${string}` {
  return `0x${Number(id).toString(16)}`
}
