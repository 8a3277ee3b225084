import { type Address, concat, encodeAbiParameters, type Hex, keccak256, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { AA_DEPLOYER } from './aa-accounts.js'

/** The fields of a v0.7 or v0.8 user operation (ERC-7677's first parameter) the paymaster's hash covers. */
export interface PaymasterUserOperation {
  sender: Address
  nonce: bigint
  /** `0x7702`: an EIP-7702 account's first operation (v0.8), its init code the bare marker. */
  factory?: Address | '0x7702' | undefined
  factoryData?: Hex | undefined
  callData: Hex
  callGasLimit: bigint
  verificationGasLimit: bigint
  preVerificationGas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
  paymasterVerificationGasLimit: bigint
  paymasterPostOpGasLimit: bigint
}

/** How long a sponsorship can be used, from the chain's latest block. */
export const SPONSORSHIP_LIFETIME_S = 600n
/** What the paymaster's validation spends at most (measured ~35k with a 65-byte signature). */
export const PAYMASTER_VERIFICATION_GAS = 100_000n
/** VerifyingPaymaster has no postOp (it returns no context): nothing to reserve. */
export const PAYMASTER_POST_OP_GAS = 0n

// A well-formed signature that recovers to some address other than the signer: while the bundler
// estimates, the paymaster's ECDSA check runs to the end instead of reverting.
const STUB_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

const signer = privateKeyToAccount(AA_DEPLOYER.privateKey)

/** The validity window VerifyingPaymaster reads first in its data: abi.encode(uint48, uint48). */
function window(validUntil: bigint, validAfter: bigint): Hex {
  return encodeAbiParameters(
    [{ type: 'uint48' }, { type: 'uint48' }],
    [Number(validUntil), Number(validAfter)],
  )
}

/** Stand-in paymaster data for gas estimation: the real window, a signature that does not verify. */
export function stubPaymasterData(validUntil: bigint): Hex {
  return concat([window(validUntil, 0n), STUB_SIGNATURE])
}

/**
 * VerifyingPaymaster.getHash of v0.7 (and LabVerifyingPaymaster08's, the same layout), computed
 * here instead of by an eth_call: the packed operation's fields, the chain, the paymaster and the window.
 */
export function sponsorshipHash(
  op: PaymasterUserOperation,
  chainId: number,
  paymaster: Address,
  validUntil: bigint,
  validAfter: bigint,
): Hex {
  const initCode = op.factory ? concat([op.factory, op.factoryData ?? '0x']) : '0x'
  const pack = (high: bigint, low: bigint) => toHex((high << 128n) | low, { size: 32 })
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        op.sender,
        op.nonce,
        keccak256(initCode),
        keccak256(op.callData),
        pack(op.verificationGasLimit, op.callGasLimit),
        (op.paymasterVerificationGasLimit << 128n) | op.paymasterPostOpGasLimit,
        op.preVerificationGas,
        pack(op.maxPriorityFeePerGas, op.maxFeePerGas),
        BigInt(chainId),
        paymaster,
        Number(validUntil),
        Number(validAfter),
      ],
    ),
  )
}

/** The paymaster data that makes the paymaster pay: the window and the signer's signature over the hash. */
export async function signedPaymasterData(
  op: PaymasterUserOperation,
  chainId: number,
  paymaster: Address,
  validUntil: bigint,
): Promise<Hex> {
  const hash = sponsorshipHash(op, chainId, paymaster, validUntil, 0n)
  const signature = await signer.signMessage({ message: { raw: hash } })
  return concat([window(validUntil, 0n), signature])
}
