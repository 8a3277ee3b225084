import { decodeBase58, isBitcoinAddress, isEvmAddress, isSolanaAddress } from '@appkit/common'
import { getAddress } from 'viem'

/** The namespaces that have a sign-in message format here. */
export const SIWX_NAMESPACES = ['eip155', 'solana', 'bip122'] as const
export type SiwxNamespace = (typeof SIWX_NAMESPACES)[number]

export function isSiwxNamespace(value: unknown): value is SiwxNamespace {
  return (SIWX_NAMESPACES as readonly unknown[]).includes(value)
}

/** What differs between namespaces when a message is written. */
export interface SiwxNamespaceProfile {
  /** The ecosystem's name in "…sign in with your {account} account:". */
  account: 'Ethereum' | 'Solana' | 'Bitcoin'
  /** Whether `reference` (the part of the CAIP-2 id after ':') names a chain of this namespace. */
  isReference(reference: string): boolean
  isAddress(address: string): boolean
  /** The address as the message shows it. */
  displayAddress(address: string): string
}

const CAIP2_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/

const PROFILES: Record<SiwxNamespace, SiwxNamespaceProfile> = {
  eip155: {
    account: 'Ethereum',
    // EIP-4361's `chain-id = 1*DIGIT`, without leading zeros (it is read back as a number) and
    // small enough that every parser reads the same number back.
    isReference: (reference) => /^[1-9][0-9]*$/.test(reference) && Number.isSafeInteger(Number(reference)),
    isAddress: isEvmAddress,
    // EIP-4361: the address is shown with its EIP-55 checksum.
    displayAddress: (address) => getAddress(address.startsWith('0x') ? address : `0x${address}`),
  },
  solana: {
    account: 'Solana',
    isReference: (reference) => CAIP2_REFERENCE.test(reference),
    // A Solana address is a base58 ed25519 public key: 32 bytes, not only 32–44 base58 characters.
    isAddress: (address) => isSolanaAddress(address) && decodeBase58(address).length === 32,
    displayAddress: (address) => address,
  },
  bip122: {
    account: 'Bitcoin',
    isReference: (reference) => CAIP2_REFERENCE.test(reference),
    isAddress: isBitcoinAddress,
    displayAddress: (address) => address,
  },
}

export function siwxNamespaceProfile(namespace: SiwxNamespace): SiwxNamespaceProfile {
  return PROFILES[namespace]
}
