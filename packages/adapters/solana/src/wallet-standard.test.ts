import { SOLANA_TEST_ACCOUNTS } from '@appkit/testing'
import type { WalletAccount } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { solanaAccounts } from './wallet-standard.js'

const account = (address: string, chains: string[]) =>
  ({ address, publicKey: new Uint8Array(32), chains, features: [] }) as unknown as WalletAccount

describe('solanaAccounts', () => {
  it('keeps Solana accounts of spec §5’s form, drops other chains’ and malformed ones', () => {
    const good = account(SOLANA_TEST_ACCOUNTS[0].address, ['solana:mainnet'])
    expect(
      solanaAccounts([
        good,
        account(SOLANA_TEST_ACCOUNTS[1].address, ['bitcoin:mainnet']),
        account('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', ['solana:mainnet']),
        account('not base58 0OIl', ['solana:mainnet']),
      ]),
    ).toEqual([good])
  })
})
