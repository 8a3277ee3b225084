import type { SiwxMessageData, SiwxSession } from '@appkit/controllers'
import { JsonRpcProvider } from 'ethers'
import { SiweMessage } from 'siwe'
import { createClient, http, keccak256, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { verifySiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SiwxVerificationUnavailableError } from '../errors/session-errors.js'
import { formatSiwxMessage } from '../message/format-message.js'
import { solanaData } from '../test-utils/fixtures.js'
import {
  counterfactualAccount,
  evmSession,
  startTestChain,
  type TestChain,
} from '../test-utils/test-chain.js'
import { evmVerifier } from './evm-verifier.js'
import { verifyEvmSession } from './evm-verify-session.js'

const NOW = Date.parse('2021-09-30T18:00:00Z')
const owner = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey())

let chain: TestChain
let chainId: `eip155:${number}`

beforeAll(async () => {
  chain = await startTestChain()
  chainId = `eip155:${chain.chainId}`
})
afterAll(() => chain?.anvil.stop())

/** A session of `account` whose text `signer` signed. */
async function signedFor(account: `0x${string}`, signer = owner, overrides = {}): Promise<SiwxSession> {
  const session = await evmSession(signer, { accountAddress: account, chainId, ...overrides })
  return session
}

describe('evmVerifier with an EOA', () => {
  it('accepts the account’s own signature, offline and through the chain', async () => {
    const session = await evmSession(owner, { chainId: 'eip155:1' })
    expect(await evmVerifier({ now: () => NOW }).verify(session)).toBe(true)
    const onChain = await evmSession(owner, { chainId })
    expect(
      await evmVerifier({ now: () => NOW, chains: { [chain.chainId]: chain.anvil.rpcUrl } }).verify(onChain),
    ).toBe(true)
  })

  it('refuses another key’s signature, offline and through the chain', async () => {
    const verifier = evmVerifier({ now: () => NOW, chains: { [chain.chainId]: chain.client } })
    expect(await verifier.verify(await signedFor(owner.address, stranger))).toBe(false)
    expect(await evmVerifier({ now: () => NOW }).verify(await signedFor(owner.address, stranger))).toBe(false)
  })

  it.each<[string, Partial<SiwxMessageData>]>([
    ['domain', { domain: 'evil.org' }],
    ['address', { accountAddress: stranger.address }],
    ['chain', { chainId: 'eip155:10' }],
    ['nonce', { nonce: 'othernonce1' }],
  ])('refuses a session whose data has another %s than its signed text', async (_, overrides) => {
    const session = await evmSession(owner, { chainId })
    const verifier = evmVerifier({ now: () => NOW, chains: { [chain.chainId]: chain.client } })
    expect(await verifier.verify({ ...session, data: { ...session.data, ...overrides } })).toBe(false)
  })

  it('refuses a phishing page’s session: the account’s own signature, for its own domain with the real dapp’s URI', async () => {
    const phished = { domain: 'evil.org', uri: 'https://service.org/login' }
    const offline = await evmSession(owner, { chainId: 'eip155:1', ...phished })
    expect(await evmVerifier({ now: () => NOW }).verify(offline)).toBe(false)
    const onChain = await evmSession(owner, { chainId, ...phished })
    const verifier = evmVerifier({ now: () => NOW, chains: { [chain.chainId]: chain.client } })
    expect(await verifier.verify(onChain)).toBe(false)
  })

  it('has viem check the text’s domain against the URI’s host, not against itself', async () => {
    // The signature half on its own, past checkSiwxSession: it still tells the phishing domain.
    const time = new Date(NOW)
    const onChain = { client: chain.client, chainId: chain.chainId, time }
    const own = await evmSession(owner, { chainId })
    expect(await verifyEvmSession(own, onChain)).toBe(true)
    const phished = await evmSession(owner, { chainId, domain: 'evil.org', uri: 'https://service.org/login' })
    expect(await verifyEvmSession(phished, onChain)).toBe(false)
    const noSite = await evmSession(owner, { chainId, uri: 'urn:service.org' })
    expect(await verifyEvmSession(noSite, onChain)).toBe(false)
  })

  it('refuses expired and not yet valid sessions', async () => {
    const verifier = evmVerifier({ now: () => NOW })
    expect(await verifier.verify(await evmSession(owner, { expirationTime: '2021-09-30T18:00:00Z' }))).toBe(
      false,
    )
    expect(await verifier.verify(await evmSession(owner, { notBefore: '2021-09-30T18:00:00.001Z' }))).toBe(
      false,
    )
    expect(
      await verifier.verify(await evmSession(owner, { expirationTime: '2021-09-30T18:00:00.001Z' })),
    ).toBe(true)
  })

  it('refuses signatures that are not hex and sessions of other namespaces', async () => {
    const verifier = evmVerifier({ now: () => NOW })
    const session = await evmSession(owner)
    expect(await verifier.verify({ ...session, signature: session.signature.slice(2) })).toBe(false)
    expect(await verifier.verify({ ...session, signature: '0x1234' })).toBe(false)
    const data = solanaData()
    expect(
      await verifier.verify({ data, message: formatSiwxMessage(data), signature: session.signature }),
    ).toBe(false)
  })

  it('names an EOA’s signature eip191', async () => {
    expect(await evmVerifier().signatureType?.(await evmSession(owner))).toBe('eip191')
  })
})

describe('evmVerifier with an ERC-1271 contract account on anvil', () => {
  let account: `0x${string}`
  beforeAll(async () => {
    account = await chain.deployAccount(owner.address)
  })

  it('accepts the owner’s signature for the account', async () => {
    const verifier = evmVerifier({ now: () => NOW, chains: { [chain.chainId]: chain.anvil.rpcUrl } })
    const session = await signedFor(account)
    expect(await verifier.verify(session)).toBe(true)
    expect(await verifier.signatureType?.(session)).toBe('eip1271')
  })

  it('refuses a stranger’s signature for the account', async () => {
    const verifier = evmVerifier({ now: () => NOW, chains: { [chain.chainId]: chain.anvil.rpcUrl } })
    expect(await verifier.verify(await signedFor(account, stranger))).toBe(false)
  })

  it('refuses the owner’s signature offline: only the chain can vouch for a contract', async () => {
    expect(await evmVerifier({ now: () => NOW }).verify(await signedFor(account))).toBe(false)
  })

  it('agrees with siwe, which checks ERC-1271 through ethers', async () => {
    const provider = new JsonRpcProvider(chain.anvil.rpcUrl, chain.chainId, { staticNetwork: true })
    try {
      const time = new Date(NOW).toISOString()
      const owners = await signedFor(account)
      const ok = await new SiweMessage(owners.message).verify(
        { signature: owners.signature, time },
        { provider },
      )
      expect(ok.success).toBe(true)
      const strangers = await signedFor(account, stranger)
      const refused = await new SiweMessage(strangers.message).verify(
        { signature: strangers.signature, time },
        { provider, suppressExceptions: true },
      )
      expect(refused.success).toBe(false)
    } finally {
      provider.destroy()
    }
  })

  it('agrees with viem’s verifySiweMessage', async () => {
    const session = await signedFor(account)
    const viemSays = await verifySiweMessage(chain.client, {
      message: session.message,
      signature: session.signature as `0x${string}`,
      time: new Date(NOW),
    })
    expect(viemSays).toBe(true)
  })
})

describe('evmVerifier with an ERC-6492 signature of an account not deployed yet', () => {
  it('accepts the wrapped owner signature, and the account stays undeployed', async () => {
    const factory = await chain.deployFactory()
    const salt = keccak256(toHex('siwx-6492'))
    const { address, wrap } = await counterfactualAccount(chain, factory, owner.address, salt)
    expect(await chain.client.getCode({ address })).toBeUndefined()

    const session = await signedFor(address)
    const wrapped = { ...session, signature: wrap(session.signature as `0x${string}`) }
    const verifier = evmVerifier({ now: () => NOW, chains: { [chain.chainId]: chain.client } })
    expect(await verifier.verify(wrapped)).toBe(true)
    expect(await verifier.signatureType?.(wrapped)).toBe('eip6492')
    expect(
      await verifySiweMessage(chain.client, {
        message: wrapped.message,
        signature: wrapped.signature,
        time: new Date(NOW),
      }),
    ).toBe(true)
    expect(await chain.client.getCode({ address })).toBeUndefined()
  })

  it('refuses a wrapped stranger signature', async () => {
    const factory = await chain.deployFactory()
    const salt = keccak256(toHex('siwx-6492-stranger'))
    const { address, wrap } = await counterfactualAccount(chain, factory, owner.address, salt)
    const session = await signedFor(address, stranger)
    const verifier = evmVerifier({ now: () => NOW, chains: { [chain.chainId]: chain.client } })
    expect(await verifier.verify({ ...session, signature: wrap(session.signature as `0x${string}`) })).toBe(
      false,
    )
  })
})

describe('evmVerifier when the chain cannot be asked', () => {
  it('rejects with SiwxVerificationUnavailableError, not a false "invalid"', async () => {
    // Port 9 (discard) on loopback: nothing answers there.
    const down = createClient({ transport: http('http://127.0.0.1:9', { retryCount: 0, timeout: 2_000 }) })
    const verifier = evmVerifier({ now: () => NOW, chains: { [chain.chainId]: down } })
    const session = await signedFor(owner.address, stranger)
    await expect(verifier.verify(session)).rejects.toBeInstanceOf(SiwxVerificationUnavailableError)
  })

  it('rejects when the configured RPC serves another chain than the message’s', async () => {
    const verifier = evmVerifier({ now: () => NOW, chains: { 1: chain.anvil.rpcUrl } })
    const session = await evmSession(owner, { chainId: 'eip155:1' })
    const error = await verifier.verify(session).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SiwxVerificationUnavailableError)
    expect((error as SiwxVerificationUnavailableError).details).toBe(
      `the RPC of eip155:1 serves chain ${chain.chainId}`,
    )
  })
})
