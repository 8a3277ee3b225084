import { createSiwxMessage, type SiwxSession } from '@appkit/siwx'
import type { PrivateKeyAccount } from 'viem/accounts'

/** What a page posts after an EOA signed in on https://app.example: the message, its data, the signature. */
export async function signedAppSession(
  account: PrivateKeyAccount,
  fields: { nonce: string; issuedAt: number; expiresAt?: number; statement?: string },
): Promise<SiwxSession> {
  const message = createSiwxMessage({
    accountAddress: account.address,
    chainId: 'eip155:1',
    domain: 'app.example',
    uri: 'https://app.example',
    version: '1',
    nonce: fields.nonce,
    issuedAt: new Date(fields.issuedAt).toISOString(),
    statement: fields.statement,
    expirationTime: fields.expiresAt === undefined ? undefined : new Date(fields.expiresAt).toISOString(),
  })
  const { toString: _, ...data } = message
  const text = message.toString()
  return { data, message: text, signature: await account.signMessage({ message: text }) }
}
