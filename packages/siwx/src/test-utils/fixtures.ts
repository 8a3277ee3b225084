import type { SiwxMessageData } from '@appkit/controllers'

// Test-only message data (excluded from the build). Addresses are public test keys' addresses.

export const EVM_ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
export const EVM_ADDRESS_CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const SOLANA_ADDRESS = 'BqtHJEtRvfSRLh67Qt9pYeCFocGk7r2nKaLymnogR5k7'
export const BITCOIN_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const BITCOIN_MAINNET = 'bip122:000000000019d6689c085ae165831e93'

export function evmData(overrides: Partial<SiwxMessageData> = {}): SiwxMessageData {
  return {
    accountAddress: EVM_ADDRESS,
    chainId: 'eip155:1',
    domain: 'service.org',
    uri: 'https://service.org/login',
    version: '1',
    nonce: '32891756',
    issuedAt: '2021-09-30T16:25:24Z',
    ...overrides,
  }
}

export function solanaData(overrides: Partial<SiwxMessageData> = {}): SiwxMessageData {
  return {
    accountAddress: SOLANA_ADDRESS,
    chainId: SOLANA_MAINNET,
    domain: 'service.org',
    uri: 'https://service.org/login',
    version: '1',
    nonce: '32891757',
    issuedAt: '2021-09-30T16:25:24.000Z',
    ...overrides,
  }
}

export function bitcoinData(overrides: Partial<SiwxMessageData> = {}): SiwxMessageData {
  return { ...solanaData(), accountAddress: BITCOIN_ADDRESS, chainId: BITCOIN_MAINNET, ...overrides }
}
