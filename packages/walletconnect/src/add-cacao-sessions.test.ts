import { afterEach, describe, expect, it, vi } from 'vitest'
import { addCacaoSessions } from './add-cacao-sessions.js'
import type { WalletConnectAuthenticateParams } from './provider.js'
import { EVM_RULES } from './test/namespace-rules.js'
import { fakeSiwx, walletCacao } from './test/sign-in-fixtures.js'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const request: WalletConnectAuthenticateParams = {
  chains: ['eip155:1', 'eip155:10'],
  domain: 'dapp.example',
  uri: 'https://dapp.example',
  nonce: 'abcdefgh1234',
  methods: ['personal_sign'],
  optionalNamespaces: {},
}
const cacaos = [walletCacao(request, 'eip155:1', A), walletCacao(request, 'eip155:10', A)]

afterEach(() => {
  vi.restoreAllMocks()
})

describe('addCacaoSessions', () => {
  it('hands every Cacao over as a session, the active chain’s first', async () => {
    const { siwx, added } = fakeSiwx()
    const kept = await addCacaoSessions(siwx, cacaos, EVM_RULES, 'eip155:10')
    expect(added.map((s) => s.data.chainId)).toEqual(['eip155:10', 'eip155:1'])
    expect(kept).toEqual(added)
    expect(added[0]).toMatchObject({ data: { accountAddress: A, nonce: 'abcdefgh1234' }, signature: '0x5ig' })
  })

  it('keeps the order it was given without an active chain', async () => {
    const { siwx, added } = fakeSiwx()
    await addCacaoSessions(siwx, cacaos, EVM_RULES)
    expect(added.map((s) => s.data.chainId)).toEqual(['eip155:1', 'eip155:10'])
  })

  it('goes on past a refused session and an unreadable Cacao, says so, and never rejects', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { siwx, added } = fakeSiwx()
    siwx.refuse = (session) => session.data.chainId === 'eip155:1'
    const unreadable = { ...cacaos[0]!, p: { ...cacaos[0]!.p, iss: 'did:pkh:eip155:1' } }
    const kept = await addCacaoSessions(siwx, [...cacaos, unreadable], EVM_RULES, 'eip155:1')
    expect(kept.map((s) => s.data.chainId)).toEqual(['eip155:10'])
    expect(added).toEqual(kept)
    expect(warn).toHaveBeenCalledWith(
      "[appkit] sign-in: 2 of the wallet's 3 WalletConnect signatures were not accepted",
      new Error('Invalid signature'),
    )
  })

  it('says nothing when every session was kept', async () => {
    const warn = vi.spyOn(console, 'warn')
    await addCacaoSessions(fakeSiwx().siwx, cacaos, EVM_RULES)
    expect(warn).not.toHaveBeenCalled()
  })
})
