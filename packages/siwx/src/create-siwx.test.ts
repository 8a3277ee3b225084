import type { SiwxSession } from '@appkit/controllers'
import { memorySyncStorage } from '@appkit/testing/node'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSiwx } from './create-siwx.js'
import { InvalidSiwxNonceError } from './errors/field-errors.js'
import {
  SiwxDomainMismatchError,
  SiwxForeignSessionError,
  SiwxInvalidSignatureError,
  SiwxLocationUnavailableError,
  SiwxMessageMismatchError,
  SiwxSessionExpiredError,
  SiwxVerifierNotFoundError,
} from './errors/session-errors.js'
import { formatSiwxMessage } from './message/format-message.js'
import { localStorageSiwx } from './storage/local-storage-siwx.js'
import type { SiwxStorage } from './storage/siwx-storage.js'
import { BITCOIN_ADDRESS, BITCOIN_MAINNET, bitcoinData, SOLANA_MAINNET } from './test-utils/fixtures.js'
import { signSolanaText, solanaKey } from './test-utils/solana-keys.js'
import { evmVerifier } from './verifiers/evm-verifier.js'
import { solanaVerifier } from './verifiers/solana-verifier.js'

const NOW = Date.parse('2021-09-30T18:00:00Z')
const SITE = { domain: 'app.example.com', uri: 'https://app.example.com' }
const account = privateKeyToAccount(generatePrivateKey())
const solana = solanaKey(3)

function setup(overrides: Partial<Parameters<typeof createSiwx>[0]> = {}) {
  const backend = memorySyncStorage()
  const siwx = createSiwx({
    domain: 'app.example.com',
    uri: 'https://app.example.com',
    verifiers: [evmVerifier({ now: () => NOW }), solanaVerifier({ now: () => NOW })],
    storage: localStorageSiwx({ storage: backend, now: () => NOW }),
    now: () => NOW,
    getNonce: () => 'nonce12345',
    ...overrides,
  })
  return { siwx, backend }
}

/** What the modal does: ask for a message, have the wallet sign its text, hand the session over. */
async function signIn(siwx: ReturnType<typeof setup>['siwx']): Promise<SiwxSession> {
  const message = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })
  const { toString: _, ...data } = message
  const text = message.toString()
  return { data, message: text, signature: await account.signMessage({ message: text }) }
}

describe('createSiwx: messages', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('writes a message for the account and network, issued now', async () => {
    const { siwx } = setup({ statement: 'Sign in to Example', resources: ['https://app.example.com/tos'] })
    const message = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })
    expect({ ...message, toString: undefined }).toEqual({
      accountAddress: account.address,
      chainId: 'eip155:1',
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      version: '1',
      nonce: 'nonce12345',
      statement: 'Sign in to Example',
      resources: ['https://app.example.com/tos'],
      issuedAt: '2021-09-30T18:00:00.000Z',
      toString: undefined,
    })
    expect(message.toString()).toContain('app.example.com wants you to sign in with your Ethereum account:')
  })

  it('expires messages expiresInMs after they are issued, when asked to', async () => {
    const { siwx } = setup({ expiresInMs: 3_600_000 })
    const message = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })
    expect(message.expirationTime).toBe('2021-09-30T19:00:00.000Z')
  })

  it('takes the domain and URI from location when not given', async () => {
    vi.stubGlobal('location', { host: 'dapp.example:8443', origin: 'https://dapp.example:8443' })
    const { siwx } = setup({ domain: undefined, uri: undefined })
    const message = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })
    expect(message.domain).toBe('dapp.example:8443')
    expect(message.uri).toBe('https://dapp.example:8443')
  })

  it('needs a domain and URI where there is no location (Node)', async () => {
    const { siwx } = setup({ domain: undefined })
    await expect(
      siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:1' }),
    ).rejects.toBeInstanceOf(SiwxLocationUnavailableError)
  })

  it('asks getNonce for every message, and refuses a nonce EIP-4361 would not take', async () => {
    const getNonce = vi.fn(async () => 'fromTheBackend1')
    const { siwx } = setup({ getNonce })
    const message = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })
    expect(message.nonce).toBe('fromTheBackend1')
    expect(getNonce).toHaveBeenCalledTimes(1)
    const bad = setup({ getNonce: () => 'short' }).siwx
    await expect(
      bad.createMessage({ accountAddress: account.address, chainId: 'eip155:1' }),
    ).rejects.toBeInstanceOf(InvalidSiwxNonceError)
  })

  it('makes a fresh random nonce by default', async () => {
    const { siwx } = setup({ getNonce: undefined })
    const input = { accountAddress: account.address, chainId: 'eip155:1' } as const
    const [a, b] = await Promise.all([siwx.createMessage(input), siwx.createMessage(input)])
    expect(a?.nonce).toMatch(/^[A-Za-z0-9]{20}$/)
    expect(a?.nonce).not.toBe(b?.nonce)
  })
})

describe('createSiwx: sessions', () => {
  it('verifies and keeps a signed EVM session, with its Cacao', async () => {
    const { siwx } = setup()
    const session = await signIn(siwx)
    await siwx.addSession(session)
    const [kept] = await siwx.getSessions('eip155:1', account.address.toLowerCase())
    expect(kept).toMatchObject(session)
    expect(kept?.cacao?.s).toEqual({ t: 'eip191', s: session.signature })
    expect(kept?.cacao?.p.iss).toBe(`did:pkh:eip155:1:${account.address}`)
  })

  it('hands plain data to the storage when given the message object itself as data', async () => {
    const add = vi.fn(async (_: SiwxSession) => undefined)
    const storage: SiwxStorage = {
      add,
      get: async () => [],
      set: async () => undefined,
      delete: async () => undefined,
    }
    const { siwx } = setup({ storage })
    const message = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })
    const text = message.toString()
    await siwx.addSession({
      data: message,
      message: text,
      signature: await account.signMessage({ message: text }),
    })
    const kept = add.mock.calls[0]?.[0]
    expect(Object.hasOwn(kept?.data ?? {}, 'toString')).toBe(false)
    expect(Object.isFrozen(kept?.data)).toBe(false)
    expect(kept?.data.nonce).toBe('nonce12345')
  })

  it('verifies and keeps a Solana session', async () => {
    const { siwx } = setup()
    const message = await siwx.createMessage({ accountAddress: solana.address, chainId: SOLANA_MAINNET })
    const { toString: _, ...data } = message
    const session = {
      data,
      message: message.toString(),
      signature: signSolanaText(solana, message.toString()),
    }
    await siwx.addSession(session)
    const [kept] = await siwx.getSessions(SOLANA_MAINNET, solana.address)
    expect(kept?.cacao?.s.t).toBe('solana:ed25519')
  })

  it("refuses a session whose signature does not hold with 'Invalid signature', keeping nothing", async () => {
    const { siwx } = setup()
    const session = await signIn(siwx)
    const other = privateKeyToAccount(generatePrivateKey())
    const forged = { ...session, signature: await other.signMessage({ message: session.message }) }
    const error = await siwx.addSession(forged).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SiwxInvalidSignatureError)
    expect((error as Error).message).toBe('Invalid signature')
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })

  it('says why a session is refused before its signature is looked at', async () => {
    const { siwx } = setup({ expiresInMs: 1_000 })
    const session = await signIn(siwx)
    await expect(siwx.addSession({ ...session, message: `${session.message} ` })).rejects.toBeInstanceOf(
      SiwxMessageMismatchError,
    )
    const later = setup({ now: () => NOW + 1_000 }).siwx
    await expect(later.addSession(session)).rejects.toBeInstanceOf(SiwxSessionExpiredError)
  })

  it('refuses a namespace it has no verifier for, and takes one when given (the BIP-322 extension point)', async () => {
    const data = bitcoinData(SITE)
    const session = { data, message: formatSiwxMessage(data), signature: 'AkcwRAIg' }
    await expect(setup().siwx.addSession(session)).rejects.toBeInstanceOf(SiwxVerifierNotFoundError)

    const bip322 = { namespace: 'bip122', verify: vi.fn(async () => true) }
    const { siwx } = setup({ verifiers: [bip322] })
    await siwx.addSession(session)
    expect(bip322.verify).toHaveBeenCalledWith(session)
    const [kept] = await siwx.getSessions(BITCOIN_MAINNET, BITCOIN_ADDRESS)
    expect(kept?.cacao?.s.t).toBe('bip322')
  })

  it('keeps a session without Issued At without a Cacao (CAIP-74 needs one)', async () => {
    const data = bitcoinData({ ...SITE, issuedAt: undefined })
    const session = { data, message: formatSiwxMessage(data), signature: 'sig' }
    const { siwx } = setup({ verifiers: [{ namespace: 'bip122', verify: async () => true }] })
    await siwx.addSession(session)
    expect(await siwx.getSessions(BITCOIN_MAINNET, BITCOIN_ADDRESS)).toEqual([session])
  })

  it('refuses a phishing page’s signature: signed for its own domain with this site’s URI', async () => {
    // What a clone of the dapp gets from the visitor's wallet, carried to the real dapp's page.
    const phishing = setup({ domain: 'evil.example', uri: 'https://app.example.com' }).siwx
    const phished = await signIn(phishing)
    const { siwx } = setup()
    const error = await siwx.addSession(phished).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SiwxDomainMismatchError)
    expect(error).toMatchObject({ reason: 'domain-mismatch', code: 'SIWX_DOMAIN_MISMATCH' })
    await expect(siwx.setSessions([phished])).rejects.toBeInstanceOf(SiwxDomainMismatchError)
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })

  it('refuses a session signed for another site, each part: its domain and URI, or its URI alone', async () => {
    const { siwx } = setup()
    for (const site of [
      { domain: 'other.example', uri: 'https://other.example' },
      { domain: 'app.example.com:8443', uri: 'https://app.example.com:8443/' },
      { domain: 'app.example.com', uri: 'http://app.example.com/' },
    ]) {
      const elsewhere = await signIn(setup(site).siwx)
      const error = await siwx.addSession(elsewhere).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(SiwxDomainMismatchError)
    }
    // Any page of this site is this site.
    const deep = setup({ uri: 'https://app.example.com/login?next=1' }).siwx
    await siwx.addSession(await signIn(deep))
    expect(await siwx.getSessions('eip155:1', account.address)).toHaveLength(1)
  })

  it('takes this site from location when not given, and refuses another site’s session there', async () => {
    vi.stubGlobal('location', { host: 'dapp.example:8443', origin: 'https://dapp.example:8443' })
    try {
      const { siwx } = setup({ domain: undefined, uri: undefined })
      await siwx.addSession(await signIn(siwx))
      await expect(siwx.addSession(await signIn(setup().siwx))).rejects.toBeInstanceOf(
        SiwxDomainMismatchError,
      )
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('refuses to read back a session another site left in a shared storage', async () => {
    const shared = memorySyncStorage()
    const storage = localStorageSiwx({ storage: shared, now: () => NOW })
    const other = setup({ domain: 'other.example', uri: 'https://other.example', storage }).siwx
    await other.addSession(
      await signIn(setup({ domain: 'other.example', uri: 'https://other.example' }).siwx),
    )
    const { siwx } = setup({ storage })
    const error = await siwx.getSessions('eip155:1', account.address).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SiwxForeignSessionError)
    expect((error as SiwxForeignSessionError).details).toContain('other.example')
  })

  it('revokes the sessions of an address on a network', async () => {
    const { siwx } = setup()
    await siwx.addSession(await signIn(siwx))
    await siwx.revokeSession('eip155:1', account.address)
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })

  it('replaces the sessions with setSessions, all verified or none kept', async () => {
    let count = 0
    const { siwx } = setup({ getNonce: () => `nonce${++count}abcd` })
    const first = await signIn(siwx)
    await siwx.addSession(first)
    const second = await signIn(siwx)
    const forged = { ...second, signature: first.signature }
    await expect(siwx.setSessions([second, forged])).rejects.toBeInstanceOf(SiwxInvalidSignatureError)
    expect(await siwx.getSessions('eip155:1', account.address)).toHaveLength(1)
    await siwx.setSessions([])
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })

  it('never returns an expired session, whatever the storage returns', async () => {
    let now = NOW
    const { siwx: signer } = setup({ expiresInMs: 60_000 })
    const session = await signIn(signer)
    const everything: SiwxStorage = {
      add: async () => undefined,
      set: async () => undefined,
      delete: async () => undefined,
      get: async () => [session],
    }
    const siwx = setup({ storage: everything, now: () => now }).siwx
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([session])
    now += 60_000
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })

  it('is not required unless the dapp says so', () => {
    expect(setup().siwx.getRequired?.()).toBe(false)
    expect(setup({ required: true }).siwx.getRequired?.()).toBe(true)
  })

  it('keeps sessions in localStorage by default', async () => {
    const backend = memorySyncStorage()
    vi.stubGlobal('localStorage', backend)
    try {
      const { siwx } = setup({ storage: undefined })
      await siwx.addSession(await signIn(siwx))
      expect([...backend.entries.keys()]).toEqual(['@appkit/siwx_sessions'])
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
