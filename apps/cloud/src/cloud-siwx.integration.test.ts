import {
  backendSiwx,
  OriginNotAllowedError,
  SIWX_BACKEND_STORAGE_KEY,
  SiwxBackendError,
  SiwxDomainMismatchError,
  SiwxEmailCodeInvalidError,
  SiwxInvalidSignatureError,
  type SiwxMessage,
  SiwxNonceUsedError,
  type SiwxSession,
} from '@appkit/siwx'
import { memorySyncStorage } from '@appkit/testing/node'
import { generateKeyPair, getAddressFromPublicKey, getBase58Decoder, signBytes } from '@solana/kit'
import { createPublicClient, createWalletClient, defineChain, http, type PrivateKeyAccount } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  testOwnedAccountAbi,
  testOwnedAccountBytecode,
} from '../../../packages/siwx/src/test-contracts/test-accounts.js'
import { startCloud } from './cloud.js'
import type { Cloud } from './cloud-info.js'
import { DEV_ACCOUNTS } from './config.js'

// The sign-in API of a started cloud, driven by the page's own client (backendSiwx of
// @appkit/siwx): the two sides of the contract agree. One cloud for the file, one EVM chain; the
// cloud's clock is the test's, moved forward to expire nonces and sessions without waiting.

const DAPP = 'https://dapp.example'
const NONCE_TTL_MS = 60_000
const SESSION_TTL_MS = 600_000
let clock = Date.now()
let cloud: Cloud
let chainId: `eip155:${number}`

beforeAll(async () => {
  cloud = await startCloud({
    host: '127.0.0.1',
    port: 0,
    relayPort: 0,
    chains: [{ chainId: 31337, port: 0 }],
    allowedOrigins: [DAPP],
    siwx: { now: () => clock, nonceTtlMs: NONCE_TTL_MS, sessionTtlMs: SESSION_TTL_MS },
  })
  chainId = `eip155:${cloud.chains[0]!.chainId}`
}, 30_000)
afterAll(() => cloud?.stop())

/**
 * A page of the dapp: its sign-in, its own storage, the cloud as the sign-in server. `domain` is the
 * host the wallet sees the page on (the URI's, for the dapp's own pages); `origin` the Origin its
 * requests carry, as a browser sends it.
 */
function page(uri = DAPP, { domain = new URL(uri).host, origin }: { domain?: string; origin?: string } = {}) {
  const storage = memorySyncStorage()
  const siwx = backendSiwx({
    url: cloud.url,
    projectId: 'lab',
    domain,
    uri,
    statement: 'Sign in to the dapp',
    storage,
    fetch: (input, init) =>
      fetch(input, origin === undefined ? init : { ...init, headers: { ...init.headers, origin } }),
    now: () => clock,
  })
  const token = () =>
    (JSON.parse(storage.getItem(SIWX_BACKEND_STORAGE_KEY) ?? '[]') as { token: string }[]).at(-1)?.token
  return { siwx, token }
}

async function signedBy(signer: PrivateKeyAccount, message: SiwxMessage): Promise<SiwxSession> {
  const { toString: _, ...data } = message
  const text = message.toString()
  return { data, message: text, signature: await signer.signMessage({ message: text }) }
}

const postSession = (session: SiwxSession) =>
  fetch(`${cloud.url}/siwx/v1/sessions?projectId=lab`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(session),
  })

const current = (token: string | undefined, projectId = 'lab') =>
  fetch(`${cloud.url}/siwx/v1/sessions/current?projectId=${projectId}`, {
    headers: { authorization: `Bearer ${token}` },
  })

describe('sign-in with X on the cloud, with backendSiwx', () => {
  const account = privateKeyToAccount(generatePrivateKey())

  it('signs an EOA in with a nonce from the cloud; the same signed session again is a replay', async () => {
    const { siwx, token } = page()
    const message = await siwx.createMessage({ accountAddress: account.address, chainId })
    const session = await signedBy(account, message)
    await siwx.addSession(session)
    const [kept] = await siwx.getSessions(chainId, account.address.toLowerCase())
    expect(kept).toMatchObject({ data: { nonce: message.nonce, uri: DAPP }, cacao: { s: { t: 'eip191' } } })
    expect(token()).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const replay = await postSession(session)
    expect(replay.status).toBe(409)
    expect(await replay.json()).toEqual({ message: 'Nonce already used' })
    await expect(siwx.addSession(session)).rejects.toBeInstanceOf(SiwxNonceUsedError)
  })

  it('signs an ERC-1271 contract account in: the cloud checks it on its own chain', async () => {
    const rpcUrl = cloud.chains[0]!.rpcUrl
    const chain = defineChain({
      id: 31337,
      name: 'anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    })
    const deployer = createWalletClient({
      account: privateKeyToAccount(DEV_ACCOUNTS[2].privateKey),
      chain,
      transport: http(),
    })
    const hash = await deployer.deployContract({
      abi: testOwnedAccountAbi,
      bytecode: testOwnedAccountBytecode,
      args: [account.address],
    })
    const receipt = await createPublicClient({ chain, transport: http() }).waitForTransactionReceipt({
      hash,
      pollingInterval: 50,
    })
    const contract = receipt.contractAddress!
    const { siwx } = page()
    await siwx.addSession(
      await signedBy(account, await siwx.createMessage({ accountAddress: contract, chainId })),
    )
    const [kept] = await siwx.getSessions(chainId, contract)
    expect(kept).toMatchObject({ data: { accountAddress: contract }, cacao: { s: { t: 'eip1271' } } })
  })

  it('refuses a tampered signature (401) and a page off the project’s origins (403)', async () => {
    const { siwx } = page()
    const session = await signedBy(
      account,
      await siwx.createMessage({ accountAddress: account.address, chainId }),
    )
    // One hex digit of r changed: still a well-formed signature, of nobody.
    const digit = session.signature[10] === 'a' ? 'b' : 'a'
    const flipped = `${session.signature.slice(0, 10)}${digit}${session.signature.slice(11)}`
    const tampered = await postSession({ ...session, signature: flipped })
    expect(tampered.status).toBe(401)
    expect(await tampered.json()).toEqual({ message: 'Invalid signature' })

    const other = privateKeyToAccount(generatePrivateKey())
    const forged = await signedBy(
      other,
      await siwx.createMessage({ accountAddress: account.address, chainId }),
    )
    await expect(siwx.addSession(forged)).rejects.toBeInstanceOf(SiwxInvalidSignatureError)

    const evil = page('https://evil.example')
    const refused = await signedBy(
      account,
      await evil.siwx.createMessage({ accountAddress: account.address, chainId }),
    )
    await expect(evil.siwx.addSession(refused)).rejects.toBeInstanceOf(OriginNotAllowedError)
  })

  it('a phishing page that gets a signature for its own domain with the real dapp’s URI gets no session', async () => {
    // A clone of the dapp on evil.example writes the real dapp's URI into its messages; the wallet
    // shows "evil.example wants you to sign in", and the visitor signs. Whether the clone posts
    // from its own page, or hands the signature to a page on the dapp's origin, it gets nothing.
    for (const origin of ['https://evil.example', DAPP, undefined]) {
      const phishing = page(DAPP, { domain: 'evil.example', origin })
      const phished = await signedBy(
        account,
        await phishing.siwx.createMessage({ accountAddress: account.address, chainId }),
      )
      expect(phished.message).toMatch(/^evil\.example wants you to sign in/)
      await expect(phishing.siwx.addSession(phished)).rejects.toBeInstanceOf(SiwxDomainMismatchError)
      const answer = await postSession(phished)
      expect(answer.status).toBe(400)
      expect(await answer.json()).toEqual({ message: 'Sign-in domain is not the host of its URI' })
      expect(phishing.token()).toBeUndefined()
    }
  })

  it('a page of another origin that posts the dapp’s own signed session gets no session', async () => {
    const dapp = page()
    const session = await signedBy(
      account,
      await dapp.siwx.createMessage({ accountAddress: account.address, chainId }),
    )
    const stolen = await fetch(`${cloud.url}/siwx/v1/sessions?projectId=lab`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify(session),
    })
    expect(stolen.status).toBe(403)
    expect(await stolen.json()).toEqual({ message: 'Unauthorized: request origin does not match the URI' })
    // The dapp's own page, whose Origin is the URI's, still signs in with it.
    await page(DAPP, { origin: DAPP }).siwx.addSession(session)
  })

  it('a session token for one dapp cannot read another dapp’s session', async () => {
    const { siwx, token } = page()
    await siwx.addSession(
      await signedBy(account, await siwx.createMessage({ accountAddress: account.address, chainId })),
    )
    const issued = token()
    const elsewhere = await current(issued, 'other-dapp')
    expect(elsewhere.status).toBe(401)
    expect(await elsewhere.json()).toEqual({ message: 'Not signed in' })
    const ended = await fetch(`${cloud.url}/siwx/v1/sessions/current?projectId=other-dapp`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${issued}` },
    })
    expect(ended.status).toBe(204)
    expect((await current(issued)).status).toBe(200)
    expect(await siwx.getSessions(chainId, account.address)).toHaveLength(1)
  })

  it('refuses a nonce past its time', async () => {
    const { siwx } = page()
    const message = await siwx.createMessage({ accountAddress: account.address, chainId })
    clock += NONCE_TTL_MS
    const session = await signedBy(account, message)
    await expect(siwx.addSession(session)).rejects.toEqual(new SiwxBackendError(400, 'Nonce expired'))
  })

  it('ends a session after its time: Session expired, then the page forgets the token', async () => {
    const { siwx, token } = page()
    await siwx.addSession(
      await signedBy(account, await siwx.createMessage({ accountAddress: account.address, chainId })),
    )
    const issued = token()
    clock += SESSION_TTL_MS
    const expired = await current(issued)
    expect(expired.status).toBe(401)
    expect(await expired.json()).toEqual({ message: 'Session expired' })
    expect(await siwx.getSessions(chainId, account.address)).toEqual([])
    expect(token()).toBeUndefined()
  })

  it('signs out: the token is then not signed in', async () => {
    const { siwx, token } = page()
    await siwx.addSession(
      await signedBy(account, await siwx.createMessage({ accountAddress: account.address, chainId })),
    )
    const issued = token()
    expect((await current(issued)).status).toBe(200)
    await siwx.revokeSession(chainId, account.address)
    const after = await current(issued)
    expect(after.status).toBe(401)
    expect(await after.json()).toEqual({ message: 'Not signed in' })
    expect(await siwx.getSessions(chainId, account.address)).toEqual([])
  })

  it('captures an email: the code from the cloud’s inbox proves it, and the session carries it', async () => {
    const { siwx, token } = page()
    const email = `visitor-${Date.now()}@example.com`
    await siwx.requestEmailCode(email)
    const inbox = await fetch(`${cloud.url}/inbox/v1/messages?to=${encodeURIComponent(email)}`)
    const { messages } = (await inbox.json()) as { messages: { subject: string }[] }
    const code = /^(\d{6}) is your sign-in code$/.exec(messages[0]?.subject ?? '')?.[1]
    expect(code).toBeDefined()
    const wrong = code === '000000' ? '000001' : '000000'
    await expect(siwx.verifyEmailCode(wrong)).rejects.toBeInstanceOf(SiwxEmailCodeInvalidError)
    await siwx.verifyEmailCode(code!)
    await siwx.addSession(
      await signedBy(account, await siwx.createMessage({ accountAddress: account.address, chainId })),
    )
    const answer = await current(token())
    expect(await answer.json()).toMatchObject({ session: { data: { uri: DAPP } }, email })
    expect(await siwx.getSessions(chainId, account.address)).toHaveLength(1)
  })

  it('signs a Solana account in with an ed25519 key of its own (WebCrypto through @solana/kit)', async () => {
    const keys = await generateKeyPair()
    const address = await getAddressFromPublicKey(keys.publicKey)
    const solanaChain = cloud.solana.chainId as `solana:${string}`
    const { siwx } = page()
    const message = await siwx.createMessage({ accountAddress: address, chainId: solanaChain })
    const { toString: _, ...data } = message
    const text = message.toString()
    const signature = getBase58Decoder().decode(
      await signBytes(keys.privateKey, new TextEncoder().encode(text)),
    )
    await siwx.addSession({ data, message: text, signature })
    const [kept] = await siwx.getSessions(solanaChain, address)
    expect(kept).toMatchObject({
      data: { accountAddress: address },
      cacao: { s: { t: 'solana:ed25519', s: signature } },
    })
  })
})
