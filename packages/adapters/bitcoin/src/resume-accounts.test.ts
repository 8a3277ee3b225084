import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { resumeAccounts } from './resume-accounts.js'
import { ALICE } from './test-utils/chain.js'

const account = {
  address: ALICE.payment.address,
  publicKey: new Uint8Array(),
  chains: [],
  features: [],
} as WalletAccount
const wallet = (accounts: WalletAccount[], features: Record<string, unknown>) =>
  ({ name: 'W', chains: [], accounts, features }) as unknown as Wallet

describe('resumeAccounts', () => {
  it('takes the accounts the wallet already shows, asking nothing', async () => {
    const never = () => {
      throw new Error('asked')
    }
    const shown = wallet([account], {
      'standard:connect': { connect: never },
      'bitcoin:connect': { connect: never },
    })
    await expect(resumeAccounts(shown, ['payment'])).resolves.toEqual([account])
  })

  it('connects silently through standard:connect when the wallet has it', async () => {
    const asked: unknown[] = []
    const target = wallet([], {
      'standard:connect': {
        connect: async (input: unknown) => {
          asked.push(input)
          return { accounts: [account] }
        },
      },
    })
    await expect(resumeAccounts(target, ['payment'])).resolves.toEqual([account])
    expect(asked).toEqual([{ silent: true }])
  })

  it('otherwise asks bitcoin:connect for the same purposes (an approved dapp is not asked again)', async () => {
    const asked: unknown[] = []
    const target = wallet([], {
      'bitcoin:connect': {
        connect: async (input: unknown) => {
          asked.push(input)
          return { accounts: [account] }
        },
      },
    })
    await expect(resumeAccounts(target, ['payment', 'ordinals'])).resolves.toEqual([account])
    expect(asked).toEqual([{ purposes: ['payment', 'ordinals'] }])
    await expect(resumeAccounts(wallet([], {}), ['payment'])).resolves.toEqual([])
  })
})
