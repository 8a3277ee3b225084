import { serializeErc6492Signature } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { evmSession } from '../test-utils/test-chain.js'
import { evmSignatureType } from './evm-signature-type.js'

const owner = privateKeyToAccount(generatePrivateKey())
const other = privateKeyToAccount(generatePrivateKey())

describe('evmSignatureType', () => {
  it('is eip191 when the signature recovers to the account', async () => {
    expect(await evmSignatureType(await evmSession(owner))).toBe('eip191')
  })

  it('also for an address written without 0x', async () => {
    const session = await evmSession(owner)
    const data = { ...session.data, accountAddress: owner.address.slice(2) }
    expect(await evmSignatureType({ ...session, data })).toBe('eip191')
  })

  it('is eip1271 when another key signed (a contract account vouched for it)', async () => {
    const session = await evmSession(owner)
    expect(
      await evmSignatureType({
        ...session,
        signature: await other.signMessage({ message: session.message }),
      }),
    ).toBe('eip1271')
  })

  it('is eip1271 for signatures that are no ECDSA signature at all', async () => {
    const session = await evmSession(owner)
    expect(await evmSignatureType({ ...session, signature: `0x${'ab'.repeat(100)}` })).toBe('eip1271')
    expect(await evmSignatureType({ ...session, signature: 'not hex' })).toBe('eip1271')
  })

  it('is eip6492 for a signature in the ERC-6492 wrapper', async () => {
    const session = await evmSession(owner)
    const signature = serializeErc6492Signature({
      address: other.address,
      data: '0xdeadbeef',
      signature: session.signature as `0x${string}`,
    })
    expect(await evmSignatureType({ ...session, signature })).toBe('eip6492')
  })
})
