import { ModalClosedError, UserRejectedRequestError } from '@appkit/common'
import type { SiwxSession } from '@appkit/controllers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_METHODS } from './default-namespaces.js'
import type { WalletConnectAuthenticateParams } from './provider.js'
import { REQUESTED_CHAINS_KEY } from './requested-chains.js'
import { A, flush, network, setup } from './test/client-harness.js'
import { PLACEHOLDER_ACCOUNT } from './test/namespace-rules.js'
import { fakeSiwx, NOW, walletCacao } from './test/sign-in-fixtures.js'

// One-step sign-in (spec §5): with the dapp's sign-in and only eip155 networks, pairing connects
// and signs in at once; the wallet's Cacaos become the sign-in's sessions.

const EVM = [network(1), network(10)]
const ACCOUNTS = [`eip155:1:${A}`, `eip155:10:${A}`]
const RECAP_SENTENCE = `I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': '${[
  ...(DEFAULT_METHODS.eip155 ?? []),
]
  .sort((a, b) => a.localeCompare(b))
  .join("', '")}' for 'eip155'.`

const evmAccount = (chainId: number) => ({
  address: A,
  accounts: [A],
  chainId,
  walletInfo: { name: 'Phone Wallet' },
})

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** A dapp with sign-in, connecting; the wallet's pairing and the request it was sent. */
async function signingIn(networks = EVM) {
  const sign = fakeSiwx({ statement: 'Sign in to the dapp' })
  const harness = setup({ siwx: sign.siwx }, { networks })
  const controller = new AbortController()
  let settled = false
  const connecting = harness.client.connect(controller.signal)
  void connecting.then(
    () => (settled = true),
    () => (settled = true),
  )
  await flush()
  const pairing = harness.provider.pairings[0]!
  const request = pairing.params as WalletConnectAuthenticateParams
  const cacaos = () =>
    ACCOUNTS.map((account) => walletCacao(request, account.split(':').slice(0, 2).join(':'), A))
  return { ...harness, ...sign, connecting, pairing, request, cacaos, controller, settled: () => settled }
}

describe('one-step sign-in over WalletConnect', () => {
  it('asks the wallet to sign in with the pairing, with the nonce, domain and URI of the dapp’s message', async () => {
    const { pairing, request, asked, uris, connecting, cacaos } = await signingIn()
    expect(asked).toEqual([{ accountAddress: PLACEHOLDER_ACCOUNT, chainId: 'eip155:1' }])
    expect(pairing.kind).toBe('authenticate')
    expect(request).toMatchObject({
      chains: ['eip155:1', 'eip155:10'],
      domain: 'dapp.example',
      uri: 'https://dapp.example',
      nonce: 'abcdefgh1234',
      statement: 'Sign in to the dapp',
      methods: DEFAULT_METHODS.eip155,
      optionalNamespaces: {
        eip155: expect.objectContaining({
          rpcMap: { 1: 'http://127.0.0.1:9/1', 10: 'http://127.0.0.1:9/10' },
        }),
      },
    })
    expect(uris()).toEqual([pairing.uri])
    pairing.approve(ACCOUNTS, cacaos())
    await connecting
  })

  it('hands each Cacao to the sign-in as a session before the account is reported', async () => {
    const { pairing, cacaos, siwx, added, connecting, storage, settled } = await signingIn()
    const settledAtAdd: boolean[] = []
    const add = siwx.addSession
    siwx.addSession = async (session: SiwxSession) => {
      settledAtAdd.push(settled())
      await add(session)
    }
    const signed = cacaos()
    pairing.approve(ACCOUNTS, signed)
    await expect(connecting).resolves.toEqual({ eip155: evmAccount(1) })
    expect(settledAtAdd).toEqual([false, false])
    expect(added).toEqual(
      [1, 10].map((chain, i) => ({
        data: {
          accountAddress: A,
          chainId: `eip155:${chain}`,
          domain: 'dapp.example',
          uri: 'https://dapp.example',
          version: '1',
          nonce: 'abcdefgh1234',
          statement: `Sign in to the dapp ${RECAP_SENTENCE}`,
          resources: [signed[i]!.p.resources![0]],
          issuedAt: NOW,
        },
        message: expect.stringContaining(`Chain ID: ${chain}\nNonce: abcdefgh1234\nIssued At: ${NOW}`),
        signature: '0x5ig',
        cacao: expect.objectContaining({ s: { t: 'eip191', s: '0x5ig' } }),
      })),
    )
    expect(storage.entries.get(REQUESTED_CHAINS_KEY)).toBe('["eip155:1","eip155:10"]')
  })

  it.each([
    ['a Solana network is configured', { siwx: true, networks: [network(1), network('5eykt4', 'solana')] }],
    ['the dapp has no sign-in', { siwx: false, networks: EVM }],
  ])('proposes a plain session when %s', async (_, { siwx: withSiwx, networks }) => {
    const { siwx, asked } = fakeSiwx()
    const { client, provider } = setup(withSiwx ? { siwx } : {}, { networks })
    const connecting = client.connect()
    await flush()
    expect(provider.pairings[0]?.kind).toBe('connect')
    expect(asked).toEqual([])
    provider.pairings[0]?.approve([`eip155:1:${A}`])
    await expect(connecting).resolves.toMatchObject({ eip155: { address: A } })
  })

  it('leaves the wallet connected when the sign-in refuses the signatures', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { pairing, cacaos, siwx, added, connecting } = await signingIn()
    siwx.refuse = () => true
    pairing.approve(ACCOUNTS, cacaos())
    await expect(connecting).resolves.toEqual({ eip155: evmAccount(1) })
    expect(added).toEqual([])
    expect(warn).toHaveBeenCalledOnce()
  })

  it('connects without signing in when the wallet answers only the proposal', async () => {
    const { pairing, added, connecting } = await signingIn()
    pairing.approve(ACCOUNTS, undefined)
    await expect(connecting).resolves.toEqual({ eip155: evmAccount(1) })
    expect(added).toEqual([])
  })

  it('is a rejected connection when the wallet rejects, as a rejected proposal is', async () => {
    const { pairing, connecting, uris } = await signingIn()
    // WalletConnect's sign client rejects authenticate with the wallet's message alone.
    pairing.reject('User rejected.')
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(uris()).toEqual([pairing.uri, undefined])
  })

  it('ends the session when the user walks away while the signatures are checked', async () => {
    const { pairing, cacaos, siwx, connecting, controller, provider, seen } = await signingIn()
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    siwx.addSession = () => gate
    const aborted = expect(connecting).rejects.toBeInstanceOf(ModalClosedError)
    pairing.approve(ACCOUNTS, cacaos())
    await flush()
    controller.abort(new ModalClosedError())
    await aborted
    release()
    await flush()
    expect(provider.disconnects).toBe(1)
    expect(seen.filter(([name]) => name !== 'uri')).toEqual([])
  })

  it('signs nobody in when the wallet approves after the dapp stopped waiting', async () => {
    const { pairing, cacaos, added, connecting, controller, provider } = await signingIn()
    const aborted = expect(connecting).rejects.toBeInstanceOf(ModalClosedError)
    controller.abort(new ModalClosedError())
    await aborted
    pairing.approve(ACCOUNTS, cacaos())
    await flush()
    expect(added).toEqual([])
    expect(provider.disconnects).toBe(1)
  })

  it('renews the pairing with a new request for sign-in', async () => {
    const { provider, asked, connecting, cacaos } = await signingIn()
    await vi.advanceTimersByTimeAsync(230_000)
    expect(provider.pairings.map((p) => p.kind)).toEqual(['authenticate', 'authenticate'])
    expect(asked).toHaveLength(2)
    provider.pairings[1]?.approve(ACCOUNTS, cacaos())
    await expect(connecting).resolves.toEqual({ eip155: evmAccount(1) })
  })
})
