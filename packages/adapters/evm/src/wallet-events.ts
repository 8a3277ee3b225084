import { isEvmAddress } from '@appkit/common'

/**
 * The accounts of an injected wallet's `accountsChanged`, or undefined when the payload is not a
 * list of addresses. Any script on the page can announce a "wallet" or emit on one, so what it
 * reports is checked before the dapp stores it and shows it: a malformed payload is ignored. An
 * empty list is valid (the wallet locked or left the dapp).
 */
export function readChangedAccounts(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || !value.every(isEvmAddress)) return undefined
  return value.every((address) => address.startsWith('0x')) ? value : undefined
}
