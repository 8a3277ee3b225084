import { describe, expect, it } from 'vitest'
import { evmEmbeddedPart } from './embedded-part.js'
import { evmChainId, evmNamespaceInfo } from './namespace-info.js'

describe('evmChainId', () => {
  it('reads decimal and hex references as numbers', () => {
    expect(evmChainId('10')).toBe(10)
    expect(evmChainId('0xa')).toBe(10)
    expect(evmChainId('0x7A69')).toBe(31337)
  })

  it.each(['0', '0x', 'x', '', '1.5', '-1', '99999999999999999999'])('refuses %o', (reference) => {
    expect(evmChainId(reference)).toBeUndefined()
  })
})

describe('evmNamespaceInfo', () => {
  it('names EVM and lets WalletConnect’s one-step sign-in carry its chains', () => {
    expect(evmNamespaceInfo.name).toBe('Ethereum (EVM)')
    expect(evmNamespaceInfo.walletConnect).toMatchObject({ oneStepSignIn: true })
    expect(evmNamespaceInfo.walletConnect?.chainId?.('0x1')).toBe(1)
  })
  it('gives the embedded wallet EVM’s part as code loaded on demand, not with the page', async () => {
    const part = evmNamespaceInfo.embeddedWallet
    expect(part?.provider).toBeUndefined()
    expect(part?.switchTarget).toBeUndefined()
    await expect(part?.load?.()).resolves.toBe(evmEmbeddedPart)
  })
})

describe('evmNamespaceInfo.walletConnect.signInAccount', () => {
  const account = evmNamespaceInfo.walletConnect?.signInAccount

  it('makes the message for the zero address, an account any EIP-4361 formatter accepts', () => {
    expect(account?.placeholder).toBe('0x0000000000000000000000000000000000000000')
  })

  it('takes a 0x address as the signer of a Cacao, and nothing else', () => {
    expect(account?.isAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true)
    expect(account?.isAddress('f39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
    expect(account?.isAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe(false)
  })
})
