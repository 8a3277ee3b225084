import { InvalidWalletResponseError } from '@appkit/common'
import type { Eip1193Provider } from './eip1193.js'

/** personal_sign takes the message as hex of its UTF-8 bytes, then the address. */
export function utf8ToHex(message: string): `0x${string}` {
  let hex = ''
  for (const byte of new TextEncoder().encode(message)) hex += byte.toString(16).padStart(2, '0')
  return `0x${hex}`
}

export async function personalSign(
  provider: Eip1193Provider,
  address: string,
  message: string,
): Promise<string> {
  const signature = await provider.request({ method: 'personal_sign', params: [utf8ToHex(message), address] })
  if (typeof signature !== 'string') {
    throw new InvalidWalletResponseError({ details: 'personal_sign answered without a signature' })
  }
  return signature
}
