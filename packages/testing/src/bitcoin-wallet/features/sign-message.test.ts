import type { WalletAccount } from '@wallet-standard/base'
import { Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { BITCOIN_TEST_ACCOUNTS } from '../../bitcoin-test-accounts.js'
import { bitcoinContextForTest } from '../../test-utils/bitcoin-wallet.js'
import { toBase64 } from '../bytes.js'
import type { BitcoinSignMessageInput } from '../standard-features.js'
import { signMessage } from './sign-message.js'

const [first, second] = BITCOIN_TEST_ACCOUNTS
const text = (value: string) => new TextEncoder().encode(value)
const accountsOf = (ctx: ReturnType<typeof bitcoinContextForTest>) => ctx.keyring.current().accounts

describe('bitcoin:signMessage', () => {
  it('shows the message, and once approved returns BIP-322 signatures that bip322-js verifies', async () => {
    const ctx = bitcoinContextForTest({ mode: 'manual' })
    const { payment, ordinals } = accountsOf(ctx)
    const message = text('Sign in to the lab')
    const signing = signMessage(ctx, [
      { account: payment, message },
      { account: ordinals, message, protocol: 'bip322' },
    ])
    await expect(ctx.approvals.waitForPending('bitcoin:signMessage')).resolves.toMatchObject({
      params: [
        { account: first.payment.address, message: 'Sign in to the lab', protocol: 'bip322' },
        { account: first.ordinals.address, message: 'Sign in to the lab', protocol: 'bip322' },
      ],
    })
    expect(ctx.approvals.pending()).toHaveLength(1)
    ctx.approvals.approve()
    const outputs = await signing
    for (const [index, address] of [first.payment.address, first.ordinals.address].entries()) {
      const { signedMessage, signature } = outputs[index]!
      expect(signedMessage).toEqual(message)
      expect(Verifier.verifySignature(address, 'Sign in to the lab', toBase64(signature))).toBe(true)
      expect(Verifier.verifySignature(address, 'Sign in to the lab?', toBase64(signature))).toBe(false)
    }
  })

  it('signs the legacy ECDSA way for the payment account when asked (65 bytes, BIP-137 header)', async () => {
    const ctx = bitcoinContextForTest()
    const [output] = await signMessage(ctx, [
      { account: accountsOf(ctx).payment, message: text('legacy'), protocol: 'ecdsa' },
    ])
    expect(output!.signature).toHaveLength(65)
    expect(Verifier.verifySignature(first.payment.address, 'legacy', toBase64(output!.signature), true)).toBe(
      true,
    )
    expect(Verifier.verifySignature(first.payment.address, 'legacy!', toBase64(output!.signature))).toBe(
      false,
    )
  })

  it('refuses ECDSA for the Taproot account with 4200, before asking: it is not a hang but a clear no', async () => {
    const ctx = bitcoinContextForTest({ mode: 'manual' })
    await expect(
      signMessage(ctx, [{ account: accountsOf(ctx).ordinals, message: text('x'), protocol: 'ecdsa' }]),
    ).rejects.toMatchObject({ code: 4200, name: 'BitcoinUnsupportedMethodError' })
    expect(ctx.approvals.pending()).toEqual([])
  })

  it("rejects with 4001 'User rejected the request.' when the user says no", async () => {
    const ctx = bitcoinContextForTest({ mode: 'manual' })
    const signing = signMessage(ctx, [{ account: accountsOf(ctx).payment, message: text('no') }])
    await ctx.approvals.waitForPending('bitcoin:signMessage')
    ctx.approvals.reject()
    await expect(signing).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  it('refuses a message that is not bytes and an unknown protocol, before asking', async () => {
    const ctx = bitcoinContextForTest({ mode: 'manual' })
    const account = accountsOf(ctx).payment
    const notBytes = { account, message: 'hello' } as unknown as BitcoinSignMessageInput
    await expect(signMessage(ctx, [notBytes])).rejects.toThrow(
      'Invalid input: the message must be a Uint8Array, got a string.',
    )
    const shouting = { account, message: text('x'), protocol: 'BIP322' } as unknown as BitcoinSignMessageInput
    await expect(signMessage(ctx, [shouting])).rejects.toThrow(
      `protocol must be 'bip322' or 'ecdsa', got "BIP322".`,
    )
    expect(ctx.approvals.pending()).toEqual([])
  })

  it('refuses (4100) a dapp that is not connected, an account it was not given, and another wallet’s', async () => {
    const approved = bitcoinContextForTest({ dapp: 'approved' })
    await expect(
      signMessage(approved, [{ account: accountsOf(approved).payment, message: text('x') }]),
    ).rejects.toMatchObject({ code: 4100, message: expect.stringContaining('not connected') })

    const paymentOnly = bitcoinContextForTest({ purposes: ['payment'] })
    await expect(
      signMessage(paymentOnly, [{ account: accountsOf(paymentOnly).ordinals, message: text('x') }]),
    ).rejects.toMatchObject({ code: 4100 })

    const ctx = bitcoinContextForTest()
    const stranger = { address: second.payment.address } as WalletAccount
    await expect(signMessage(ctx, [{ account: stranger, message: text('x') }])).rejects.toMatchObject({
      code: 4100,
      message: expect.stringContaining(second.payment.address),
    })
  })

  it('answers no inputs with no outputs, without asking', async () => {
    const ctx = bitcoinContextForTest({ mode: 'manual' })
    await expect(signMessage(ctx, [])).resolves.toEqual([])
    expect(ctx.approvals.pending()).toEqual([])
  })
})
