import { isAddress } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { solanaAddressOf } from '../signing/solana-signing.js'
import {
  createWalletSecret,
  evmKeyOf,
  solanaSeedOf,
  WALLET_SECRET_BYTES,
  walletAddresses,
} from './wallet-secret.js'

describe('the wallet secret', () => {
  it('is 64 random bytes: an EVM key, then a Solana seed', async () => {
    const secret = createWalletSecret()
    expect(secret).toHaveLength(WALLET_SECRET_BYTES)
    expect(createWalletSecret()).not.toEqual(secret)
    const addresses = await walletAddresses(secret)
    expect(isAddress(addresses.evmAddress)).toBe(true)
    expect(addresses.evmAddress).toBe(privateKeyToAddress(evmKeyOf(secret)))
    expect(addresses.solanaAddress).toBe(await solanaAddressOf(solanaSeedOf(secret)))
  })

  it('gives views, so wiping the secret wipes the Solana seed too', () => {
    const secret = createWalletSecret()
    const seed = solanaSeedOf(secret)
    secret.fill(0)
    expect(seed.every((byte) => byte === 0)).toBe(true)
  })
})
