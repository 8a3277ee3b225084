import { decodeAbiParameters, type Hex, recoverMessageAddress, slice } from 'viem'
import { describe, expect, it } from 'vitest'
import { AA_DEPLOYER, LAB_AA } from './aa-accounts.js'
import {
  type PaymasterUserOperation,
  signedPaymasterData,
  sponsorshipHash,
  stubPaymasterData,
} from './paymaster-data.js'

const op: PaymasterUserOperation = {
  sender: '0x000000000000000000000000000000000000bEEF',
  nonce: 0n,
  callData: '0x1234',
  callGasLimit: 50_000n,
  verificationGasLimit: 300_000n,
  preVerificationGas: 50_000n,
  maxFeePerGas: 2_000_000_000n,
  maxPriorityFeePerGas: 1_000_000_000n,
  paymasterVerificationGasLimit: 100_000n,
  paymasterPostOpGasLimit: 0n,
}

const windowOf = (data: Hex) =>
  decodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], slice(data, 0, 64))

describe('the paymaster data', () => {
  it('is the window, then the signer’s signature over the operation’s hash', async () => {
    const data = await signedPaymasterData(op, 31337, LAB_AA.verifyingPaymaster, 1_000n)
    expect(windowOf(data)).toEqual([1000, 0])
    const signer = await recoverMessageAddress({
      message: { raw: sponsorshipHash(op, 31337, LAB_AA.verifyingPaymaster, 1_000n, 0n) },
      signature: slice(data, 64),
    })
    expect(signer).toBe(AA_DEPLOYER.address)
  })

  it('signs a hash that changes with every field the paymaster checks, so a sponsorship covers one operation only', () => {
    const hash = (changed: Partial<PaymasterUserOperation>, chainId = 31337) =>
      sponsorshipHash({ ...op, ...changed }, chainId, LAB_AA.verifyingPaymaster, 1_000n, 0n)
    const base = hash({})
    const variants = [
      hash({ sender: '0x000000000000000000000000000000000000dEaD' }),
      hash({ nonce: 1n }),
      hash({ callData: '0x1235' }),
      hash({ factory: LAB_AA.simpleAccountFactory, factoryData: '0x' }),
      hash({ callGasLimit: 50_001n }),
      hash({ maxFeePerGas: 2_000_000_001n }),
      hash({ paymasterVerificationGasLimit: 100_001n }),
      hash({}, 31338),
    ]
    expect(new Set([base, ...variants]).size).toBe(variants.length + 1)
  })

  it('stands in with the same window and a signature that does not verify', () => {
    const stub = stubPaymasterData(1_000n)
    expect(windowOf(stub)).toEqual([1000, 0])
    expect(slice(stub, 64)).toHaveLength(2 + 65 * 2)
  })
})
