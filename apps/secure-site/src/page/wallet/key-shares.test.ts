import { randomBytes } from 'node:crypto'
import { recoverMessageAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { importSealKey, sealShare } from '../../server/seal.js'
import { WalletSharesMismatchError } from '../errors.js'
import { signPersonalMessage } from '../signing/evm-signing.js'
import { combineShares, splitSecret } from './key-shares.js'
import { createWalletSecret, evmKeyOf, walletAddresses } from './wallet-secret.js'

describe('the 2-of-3 split of the wallet secret', () => {
  it('rebuilds the secret from any two shares', async () => {
    const secret = createWalletSecret()
    const { device, auth, recovery } = await splitSecret(secret)
    for (const [a, b] of [
      [device, auth],
      [auth, device],
      [device, recovery],
      [auth, recovery],
      [recovery, auth],
    ] as const) {
      expect(await combineShares(a, b)).toEqual(secret)
    }
  })

  it('makes three different shares, none of which contains the key', async () => {
    const secret = createWalletSecret()
    const shares = Object.values(await splitSecret(secret))
    const evmKey = Buffer.from(secret.subarray(0, 32))
    expect(new Set(shares.map((share) => Buffer.from(share).toString('hex'))).size).toBe(3)
    for (const share of shares) expect(Buffer.from(share).includes(evmKey.subarray(0, 8))).toBe(false)
  })

  it('cannot rebuild the key from one share, nor from one share twice', async () => {
    const { device, auth, recovery } = await splitSecret(createWalletSecret())
    for (const share of [device, auth, recovery]) {
      await expect(combineShares(share, share)).rejects.toBeInstanceOf(WalletSharesMismatchError)
    }
  })

  it('cannot rebuild the key or sign from what the cloud holds: the auth share and the sealed recovery share', async () => {
    const secret = createWalletSecret()
    const { evmAddress } = await walletAddresses(secret)
    const { auth, recovery } = await splitSecret(secret)
    // Sealed by the site's server with a key the cloud never has.
    const recoveryShareSealed = await sealShare(
      await importSealKey(randomBytes(32)),
      { share: recovery, email: 'user-1@example.com' },
      'user-1',
    )

    // As they are: refused.
    await expect(combineShares(auth, recoveryShareSealed)).rejects.toBeInstanceOf(WalletSharesMismatchError)

    // Every same-length window of the sealed blob, used as the missing share: a key, but never the
    // wallet's, and its signatures never verify as the wallet's.
    for (let offset = 0; offset + auth.length <= recoveryShareSealed.length; offset++) {
      const guess = recoveryShareSealed.slice(offset, offset + auth.length)
      const rebuilt = await combineShares(auth, guess).catch(() => undefined)
      if (!rebuilt) continue
      expect(rebuilt).not.toEqual(secret)
      const key = evmKeyOf(rebuilt)
      const signature = await signPersonalMessage(key, 'transfer everything').catch(() => undefined)
      if (signature === undefined) continue
      const signer = await recoverMessageAddress({ message: 'transfer everything', signature })
      expect(signer).not.toBe(evmAddress)
    }
  })
})
