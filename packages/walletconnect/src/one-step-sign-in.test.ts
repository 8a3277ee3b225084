import { type CaipNetwork, type ChainNamespace, NoSignInNetworkError } from '@appkit/common'
import { testNetwork } from '@appkit/testing/node'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_METHODS } from './default-namespaces.js'
import { authenticateParams, connectAndSignIn, usesOneStepSignIn } from './one-step-sign-in.js'
import { proposalNamespaces } from './proposal-namespaces.js'
import type { WalletConnectProvider } from './provider.js'
import { EVM_RULES, PLACEHOLDER_ACCOUNT } from './test/namespace-rules.js'
import { fakeSiwx } from './test/sign-in-fixtures.js'

const network = (id: number | string, namespace: ChainNamespace = 'eip155') =>
  testNetwork(id, namespace) as CaipNetwork
const EVM = [network(10), network(1)]

describe('usesOneStepSignIn', () => {
  const { siwx } = fakeSiwx()

  it('is on with the dapp’s sign-in when every network is eip155', () => {
    expect(usesOneStepSignIn(siwx, EVM, EVM_RULES)).toBe(true)
  })

  it('is off without sign-in, without networks, or with a network of another namespace (spec §5)', () => {
    expect(usesOneStepSignIn(undefined, EVM, EVM_RULES)).toBe(false)
    expect(usesOneStepSignIn(siwx, [], EVM_RULES)).toBe(false)
    expect(usesOneStepSignIn(siwx, [...EVM, network('5eykt4', 'solana')], EVM_RULES)).toBe(false)
  })
})

describe('authenticateParams', () => {
  it('refuses with a typed error when there is no network to sign in on', async () => {
    const { siwx } = fakeSiwx({})
    await expect(authenticateParams(siwx, [], {}, EVM_RULES)).rejects.toBeInstanceOf(NoSignInNetworkError)
  })

  it('asks for a message for a placeholder account on the first network and passes its fields on', async () => {
    const { siwx, asked } = fakeSiwx({
      statement: 'Sign in to the dapp',
      expirationTime: '2030-01-02T00:00:00.000Z',
      notBefore: '2030-01-01T00:00:00.000Z',
      requestId: 'req-1',
      resources: ['https://dapp.example/terms'],
    })
    const namespaces = proposalNamespaces(EVM, {})
    const params = await authenticateParams(siwx, EVM, namespaces, EVM_RULES)
    expect(asked).toEqual([{ accountAddress: PLACEHOLDER_ACCOUNT, chainId: 'eip155:10' }])
    expect(params).toEqual({
      chains: ['eip155:10', 'eip155:1'],
      domain: 'dapp.example',
      uri: 'https://dapp.example',
      nonce: 'abcdefgh1234',
      statement: 'Sign in to the dapp',
      exp: '2030-01-02T00:00:00.000Z',
      nbf: '2030-01-01T00:00:00.000Z',
      requestId: 'req-1',
      resources: ['https://dapp.example/terms'],
      methods: DEFAULT_METHODS.eip155,
      optionalNamespaces: namespaces,
    })
  })

  it('leaves out what the message leaves empty, and asks for the adapter’s methods', async () => {
    const { siwx } = fakeSiwx({ statement: '', requestId: '', resources: [] })
    const part = { chains: ['eip155:10'], methods: ['personal_sign'], events: [], rpcMap: {} }
    const params = await authenticateParams(siwx, EVM, { eip155: part }, EVM_RULES)
    expect(params).toEqual({
      chains: ['eip155:10', 'eip155:1'],
      domain: 'dapp.example',
      uri: 'https://dapp.example',
      nonce: 'abcdefgh1234',
      methods: ['personal_sign'],
      optionalNamespaces: { eip155: part },
    })
  })
})

describe('connectAndSignIn', () => {
  function provider(auths?: unknown[]) {
    return {
      connect: vi.fn(async () => ({})),
      authenticate: vi.fn(async () => ({ session: { topic: 't', namespaces: {} }, auths })),
    } as unknown as WalletConnectProvider & {
      connect: ReturnType<typeof vi.fn>
      authenticate: ReturnType<typeof vi.fn>
    }
  }
  const optionalNamespaces = proposalNamespaces(EVM, {})

  it('authenticates and resolves with the wallet’s Cacaos', async () => {
    const p = provider([{ p: {} }])
    const { siwx } = fakeSiwx()
    await expect(
      connectAndSignIn({ provider: p, siwx, networks: EVM, optionalNamespaces, rules: EVM_RULES }),
    ).resolves.toEqual([{ p: {} }])
    expect(p.authenticate).toHaveBeenCalledWith(expect.objectContaining({ nonce: 'abcdefgh1234' }))
    expect(p.connect).not.toHaveBeenCalled()
  })

  it('resolves with nothing when the wallet only connected', async () => {
    const { siwx } = fakeSiwx()
    const networks = EVM
    await expect(
      connectAndSignIn({ provider: provider(), siwx, networks, optionalNamespaces, rules: EVM_RULES }),
    ).resolves.toBeUndefined()
    await expect(
      connectAndSignIn({ provider: provider([]), siwx, networks, optionalNamespaces, rules: EVM_RULES }),
    ).resolves.toBeUndefined()
  })

  it('connects without signing in when the dapp’s sign-in cannot make a message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const p = provider()
    const { siwx } = fakeSiwx()
    siwx.failMessage = new Error('nonce server down')
    await expect(
      connectAndSignIn({ provider: p, siwx, networks: EVM, optionalNamespaces, rules: EVM_RULES }),
    ).resolves.toBeUndefined()
    expect(p.connect).toHaveBeenCalledWith({ optionalNamespaces })
    expect(p.authenticate).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('connecting without signing in'),
      siwx.failMessage,
    )
    warn.mockRestore()
  })
})
