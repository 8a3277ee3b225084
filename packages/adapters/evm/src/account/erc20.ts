import { InvalidAddressError, isEvmAddress } from '@appkit/common'

/** The selector of ERC-20's `transfer(address,uint256)`. */
const TRANSFER = '0xa9059cbb'

const word = (hex: string) => hex.padStart(64, '0')

/** The calldata of an ERC-20 transfer of `amount` (raw units) to `to`. */
export function transferCallData(to: string, amount: bigint): `0x${string}` {
  if (!isEvmAddress(to)) throw new InvalidAddressError({ details: to })
  if (amount < 0n) throw new RangeError('A transfer amount cannot be negative')
  const address = to.replace(/^0x/i, '').toLowerCase()
  return `${TRANSFER}${word(address)}${word(amount.toString(16))}`
}
