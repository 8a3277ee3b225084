import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHAIN_A, type Cloud, DEFAULT_CONFIG, DEV_ACCOUNTS, startCloud } from '@appkit/cloud'
import {
  AccountRole,
  type Address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getTransactionEncoder,
  lamports,
  pipe,
  type Signature,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { createWalletClient, http, parseEther, recoverMessageAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { combineShares } from '../page/wallet/key-shares.js'
import { type SecureSite, startSecureSite } from '../server/start-secure-site.js'
import { fromBase64 } from '../shared/base64.js'
import { PAGE_CONFIG_MARKER } from '../shared/page-config.js'
import { type FrameDriver, openFrame } from './frame-driver.test-helper.js'

// End to end against the real cloud (apps/cloud's dist: auth API, inbox, origins, anvil, the SVM)
// and this site's real server (sealing). The frame pages run in Node (happy-dom) with Node's fetch,
// which sends no Origin header, as the cloud's CORS rules allow for non-browser callers.

const DAPP = 'http://127.0.0.1:4173'
const EMAIL = 'grace@example.com'

let cloud: Cloud
let site: SecureSite
let pageDir: string
const frames: FrameDriver[] = []

beforeAll(async () => {
  pageDir = await mkdtemp(join(tmpdir(), 'secure-site-e2e-'))
  await writeFile(join(pageDir, 'index.html'), `<head>${PAGE_CONFIG_MARKER}</head>`)
  let cloudUrl = 'http://127.0.0.1:1'
  // The site first: its origin is the one the cloud's auth API lets in.
  // Recovery codes go out through the cloud's SMTP server into its inbox, as in the lab.
  site = await startSecureSite({
    port: 0,
    cloudUrl: () => cloudUrl,
    pageDir,
    smtpUrl: () => cloud?.smtp?.url,
  })
  cloud = await startCloud({
    ...DEFAULT_CONFIG,
    port: 0,
    relayPort: 0,
    smtpPort: 0,
    chains: [{ ...CHAIN_A, port: 0 }],
    secureSiteOrigin: site.origin,
    allowedOrigins: [DAPP],
    // The cloud's own tests check its 30 s cooldown; here the second device's mail follows at once.
    authLimits: { cooldownMs: 0 },
  })
  cloudUrl = cloud.url
}, 120_000)

afterAll(async () => {
  for (const frame of frames) frame.close()
  await site?.stop()
  await cloud?.stop()
  await rm(pageDir, { recursive: true, force: true })
}, 60_000)

async function open(chainId: number | string = CHAIN_A.chainId): Promise<FrameDriver> {
  const frame = await openFrame({
    siteOrigin: site.origin,
    cloudUrl: cloud.url,
    dappOrigin: DAPP,
    query: `?projectId=lab&chainId=${chainId}&version=html-test-1.0.0`,
  })
  frames.push(frame)
  return frame
}

/** The newest mail to `to` whose subject matches. */
async function mail(to: string, subject: RegExp): Promise<{ subject: string; text: string }> {
  for (let i = 0; i < 100; i++) {
    const answer = await fetch(`${cloud.url}/inbox/v1/messages?to=${encodeURIComponent(to)}`)
    const { messages } = (await answer.json()) as { messages: { subject: string; text: string }[] }
    const found = messages.find((message) => subject.test(message.subject))
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`No mail to ${to} matching ${subject}`)
}

const loginCode = async (to: string) =>
  /^(\d{6}) is your login code$/.exec((await mail(to, /login code/)).subject)![1]!

describe('the secure site against the real cloud', () => {
  let laptop: FrameDriver
  let evmAddress: `0x${string}`
  let solanaAddress: string

  it('refuses to start for a dapp the cloud does not list', async () => {
    await expect(
      openFrame({
        siteOrigin: site.origin,
        cloudUrl: cloud.url,
        dappOrigin: 'https://evil.example',
        query: '?projectId=lab',
      }),
    ).rejects.toThrow('Unauthorized: origin not allowed')
  })

  it('logs a new user in by email and makes the wallet: two shares in the cloud, none enough', async () => {
    laptop = await open()
    expect(await laptop.request('IS_CONNECTED')).toEqual({ isConnected: false })
    expect(await laptop.request('CONNECT_EMAIL', { email: EMAIL })).toEqual({ action: 'VERIFY_OTP' })
    await laptop.request('CONNECT_OTP', { otp: await loginCode(EMAIL) })
    const user = await laptop.request('GET_USER', {})
    expect(user).toMatchObject({ email: EMAIL, chainId: CHAIN_A.chainId, preferredAccountType: 'eoa' })
    evmAddress = user.address as `0x${string}`
    expect(user.accounts).toEqual([{ address: evmAddress, type: 'eoa' }])

    // What the cloud keeps: the public addresses, the auth share, the sealed recovery share.
    const session = JSON.parse(laptop.storage.map.get('appkit-secure-site/session')!) as { token: string }
    const stored = (await (
      await fetch(`${cloud.authUrl}/wallet`, { headers: { authorization: `Bearer ${session.token}` } })
    ).json()) as { evmAddress: string; solanaAddress: string; authShare: string; recoveryShareSealed: string }
    expect(stored.evmAddress).toBe(evmAddress)
    solanaAddress = stored.solanaAddress
    await expect(
      combineShares(fromBase64(stored.authShare), fromBase64(stored.recoveryShareSealed)),
    ).rejects.toThrow('The wallet keys on this device do not match this account.')
    // Nothing key-like was ever posted to the dapp.
    const sentToDapp = JSON.stringify(laptop.posted)
    expect(sentToDapp).not.toContain(stored.authShare.slice(0, 16))
    expect(laptop.posted.every((post) => post.targetOrigin === DAPP)).toBe(true)
  })

  it('signs a message only after the user approves it on the site’s own screen', async () => {
    const signing = laptop.send('RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x48656c6c6f', evmAddress],
    })
    const text = await laptop.approvalText()
    expect(text).toContain('Sign a message')
    expect(text).toContain(`Request from: ${DAPP}`)
    expect(text).toContain('Hello')
    await laptop.click('Approve')
    const signature = (await signing) as `0x${string}`
    expect(await recoverMessageAddress({ message: 'Hello', signature })).toBe(evmAddress)
    const showHide = laptop.posted.map((post) => (post.message as { type: string }).type)
    expect(showHide).toEqual(expect.arrayContaining(['FRAME_SHOW', 'FRAME_HIDE']))
  })

  it("answers 'User rejected the request.' on Reject", async () => {
    const signing = laptop.send('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', evmAddress] })
    await laptop.approvalText()
    await laptop.click('Reject')
    await expect(signing).rejects.toThrow('User rejected the request.')
  })

  it('sends a transaction: filled from the chain, signed here, broadcast, mined', async () => {
    const funder = createWalletClient({
      account: privateKeyToAccount(DEV_ACCOUNTS[0].privateKey),
      transport: http(cloud.chains[0]!.rpcUrl),
    })
    await funder.sendTransaction({ to: evmAddress, value: parseEther('2'), chain: null })
    expect(await laptop.request('RPC_REQUEST', { method: 'eth_chainId' })).toBe('0x7a69')
    const sending = laptop.send('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: evmAddress, to: DEV_ACCOUNTS[1].address, value: '0xde0b6b3a7640000' }],
    })
    expect(await laptop.approvalText()).toContain(DEV_ACCOUNTS[1].address)
    await laptop.click('Approve')
    const hash = (await sending) as string
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    let receipt: { status: string } | null = null
    for (let i = 0; i < 100 && !receipt; i++) {
      receipt = (await laptop.request('RPC_REQUEST', {
        method: 'eth_getTransactionReceipt',
        params: [hash],
      })) as {
        status: string
      } | null
      if (!receipt) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(receipt?.status).toBe('0x1')
  })

  it('signs and sends on the Solana chain', async () => {
    const rpc = createSolanaRpc(cloud.solana.rpcUrl)
    const airdrop = await rpc.requestAirdrop(solanaAddress as Address, lamports(2_000_000_000n)).send()
    await waitForSolana(airdrop)
    const user = await laptop.request('GET_USER', { chainId: cloud.solana.chainId })
    expect(user.address).toBe(solanaAddress)
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const receiver = (await generateKeyPairSigner()).address
    const wire = transfer(solanaAddress as Address, receiver, 1_000_000n, blockhash)
    const sending = laptop.send('RPC_REQUEST', {
      method: 'solana_signAndSendTransaction',
      params: { transaction: Buffer.from(wire).toString('base64') },
      chainId: cloud.solana.chainId,
    })
    expect(await laptop.approvalText()).toContain('Send a transaction')
    await laptop.click('Approve')
    const { signature } = (await sending) as { signature: Signature }
    await waitForSolana(signature)
    await laptop.request('SWITCH_NETWORK', { chainId: CHAIN_A.chainId })
  })

  it('brings the wallet to a new device after its approval link, through the sealed recovery share', {
    timeout: 30_000,
  }, async () => {
    const phone = await open()
    expect(await phone.request('CONNECT_EMAIL', { email: EMAIL })).toEqual({ action: 'VERIFY_DEVICE' })
    const waiting = phone.send('CONNECT_DEVICE')
    const link = /(http:\/\/\S+\/auth\/v1\/device\/approve\?token=[A-Za-z0-9_-]+)/.exec(
      (await mail(EMAIL, /Approve your new device/)).text,
    )![1]!
    // The link's page asks; its button (a form post of the token) approves.
    expect(await (await fetch(link)).text()).toContain('Approve this device?')
    const approved = await fetch(new URL(link).origin + new URL(link).pathname, {
      method: 'POST',
      body: new URLSearchParams({ token: new URL(link).searchParams.get('token')! }),
    })
    expect(await approved.text()).toContain('Device approved')
    await waiting
    // The new device has no share: this site's server mails a recovery code to the sealed address.
    const loggingIn = phone.send('CONNECT_OTP', { otp: await loginCode(EMAIL) })
    const code = /^(\d{8}) is your wallet recovery code$/.exec(
      (await mail(EMAIL, /recovery code/)).subject,
    )![1]!
    await phone.enterRecoveryCode(code)
    await loggingIn
    expect((await phone.request('GET_USER', {})).address).toBe(evmAddress)
    const signing = phone.send('RPC_REQUEST', { method: 'personal_sign', params: ['0x6869', evmAddress] })
    await phone.approvalText()
    await phone.click('Approve')
    expect(await recoverMessageAddress({ message: 'hi', signature: (await signing) as `0x${string}` })).toBe(
      evmAddress,
    )
  })

  it('signs out: the session ends, the device share stays, and nothing more is signed', async () => {
    await laptop.request('SIGN_OUT')
    expect(await laptop.request('IS_CONNECTED')).toEqual({ isConnected: false })
    expect([...laptop.storage.map.keys()].some((key) => key.startsWith('appkit-secure-site/wallet/'))).toBe(
      true,
    )
    await expect(
      laptop.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', evmAddress] }),
    ).rejects.toThrow('Not connected to email or social')
  })
})

function transfer(
  from: Address,
  to: Address,
  amount: bigint,
  lifetime: { blockhash: Blockhash; lastValidBlockHeight: bigint },
) {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, amount, true)
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(from, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) =>
      appendTransactionMessageInstruction(
        {
          programAddress: '11111111111111111111111111111111' as Address,
          accounts: [
            { address: from, role: AccountRole.WRITABLE_SIGNER },
            { address: to, role: AccountRole.WRITABLE },
          ],
          data,
        },
        m,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

async function waitForSolana(signature: Signature): Promise<void> {
  const rpc = createSolanaRpc(cloud.solana.rpcUrl)
  for (let i = 0; i < 100; i++) {
    const { value } = await rpc.getSignatureStatuses([signature]).send()
    if (value[0]) {
      expect(value[0].err).toBeNull()
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${signature} did not land`)
}
