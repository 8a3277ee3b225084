import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fromBase64, toBase64 } from '../shared/base64.js'
import { PAGE_CONFIG_MARKER } from '../shared/page-config.js'
import { decryptOnDevice, newDeviceKey } from '../shared/share-transport.js'
import { type FakeCloud, startFakeCloud } from './fake-cloud.test-helper.js'
import { type SmtpCapture, startSmtpCapture } from './smtp-capture.test-helper.js'
import { type SecureSite, startSecureSite } from './start-secure-site.js'

const ALICE = 'A'.repeat(43)
const BOB = 'B'.repeat(43)
const SHARE = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8='

let root: string
let cloud: FakeCloud
let site: SecureSite
let smtp: SmtpCapture

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'secure-site-server-'))
  await mkdir(join(root, 'page', 'assets'), { recursive: true })
  await writeFile(join(root, 'page', 'index.html'), `<html><head>${PAGE_CONFIG_MARKER}</head></html>`)
  await writeFile(join(root, 'page', 'assets', 'main.js'), 'export {}')
  cloud = await startFakeCloud()
  smtp = await startSmtpCapture()
  site = await startSecureSite({
    port: 0,
    cloudUrl: () => cloud.url,
    pageDir: join(root, 'page'),
    smtpUrl: () => smtp.url,
    recoveryLimits: { cooldownMs: 0 },
  })
})
afterAll(async () => {
  await site.stop()
  await cloud.close()
  await smtp.close()
  await rm(root, { recursive: true, force: true })
})
beforeEach(() => {
  cloud.sessions.clear()
  cloud.sessions.set(ALICE, 'alice')
  cloud.sessions.set(BOB, 'bob')
  cloud.origins.set('lab', ['http://127.0.0.1:4173'])
  cloud.failWith = undefined
  cloud.requests.length = 0
})

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
/** The fake cloud's users are `<id>@example.com`. */
const seal = (token = ALICE, email = 'alice@example.com', base = site.url) =>
  fetch(`${base}/seal`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify({ share: SHARE, email }),
  })
/** Asks for a code, reads it in the mail, and opens the share with a one-off device key. */
async function recover(sealed: string, token = ALICE, base = site.url) {
  const asked = await fetch(`${base}/recovery/code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify({ sealed }),
  })
  if (asked.status !== 200) return asked
  const code = /^Subject: (\d{8}) is your wallet recovery code$/m.exec(smtp.mails.at(-1)!.data)![1]!
  const device = await newDeviceKey()
  const opened = await fetch(`${base}/recovery/unseal`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify({ sealed, code, deviceKey: toBase64(device.publicKey) }),
  })
  if (opened.status !== 200) return opened
  const answer = (await opened.json()) as { serverKey: string; iv: string; ciphertext: string }
  const share = await decryptOnDevice(device, {
    serverKey: fromBase64(answer.serverKey),
    iv: fromBase64(answer.iv),
    ciphertext: fromBase64(answer.ciphertext),
  })
  return { share: toBase64(share), to: smtp.mails.at(-1)!.to }
}

describe('startSecureSite', () => {
  it('listens on 127.0.0.1 only', () => {
    expect(site.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(site.origin).toBe(site.url)
  })

  it('serves the page with the config, frame-ancestors from the cloud and nosniff', async () => {
    const response = await fetch(`${site.url}/?projectId=lab&chainId=1`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors http://127.0.0.1:4173')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await response.text()).toContain(`{"cloudUrl":"${cloud.url}"}`)
    expect(cloud.requests).toEqual(['GET /projects/v1/origins?projectId=lab'])
  })

  it('the page’s CSP header opens connect-src to no dapp-chosen rpcUrl and img-src to no other host', async () => {
    const response = await fetch(
      `${site.url}/?projectId=lab&rpcUrl=${encodeURIComponent('https://rpc.evil.example')}`,
    )
    const csp = response.headers.get('content-security-policy')!
    const directive = (name: string) =>
      csp
        .split('; ')
        .find((part) => part.startsWith(`${name} `))
        ?.slice(name.length + 1)
    expect(directive('connect-src')).toBe(`'self' ${cloud.url}`)
    expect(directive('img-src')).toBe("'self' data: http://127.0.0.1:4173")
    expect(csp).not.toContain('evil.example')
  })

  it('denies framing for an unknown project and when the cloud fails', async () => {
    const unknown = await fetch(`${site.url}/?projectId=other`)
    expect(unknown.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    cloud.failWith = 500
    const failing = await fetch(`${site.url}/?projectId=lab`)
    expect(failing.status).toBe(200)
    expect(failing.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  it('serves assets with nosniff, and 404 for anything else', async () => {
    const asset = await fetch(`${site.url}/assets/main.js`)
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff')
    const missing = await fetch(`${site.url}/assets/../index.html.bak`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await fetch(`${site.url}/health`)).status).toBe(200)
  })

  it('seals a share for the session’s user, mails the code over SMTP to the sealed address, and unseals for that user only', async () => {
    const sealed = await seal()
    expect(sealed.status).toBe(200)
    expect(sealed.headers.get('cache-control')).toBe('no-store')
    const { sealed: blob } = (await sealed.json()) as { sealed: string }
    expect(blob).not.toContain(SHARE.slice(0, 12))

    expect(await recover(blob)).toEqual({ share: SHARE, to: ['alice@example.com'] })

    const asBob = (await recover(blob, BOB)) as Response
    expect(asBob.status).toBe(400)
    expect(await asBob.json()).toMatchObject({ error: { code: 'SEALED_SHARE_INVALID' } })
  })

  it('a session alone (what a malicious cloud can mint) opens nothing: /recovery/unseal needs the mailed code', async () => {
    const { sealed } = (await (await seal()).json()) as { sealed: string }
    const device = await newDeviceKey()
    const guess = await post(
      '/recovery/unseal',
      { sealed, code: '12345678', deviceKey: toBase64(device.publicKey) },
      bearer(ALICE),
    )
    expect(guess.status).toBe(400)
    expect(await guess.json()).toMatchObject({ error: { code: 'RECOVERY_CODE_INVALID' } })
    const old = await post('/recovery/unseal', { sealed }, bearer(ALICE))
    expect(old.status).toBe(400)
    expect(await old.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } })
  })

  it('mail flooding: a second code within 30 s is 429 COOLDOWN with Retry-After', async () => {
    const strict = await startSecureSite({
      port: 0,
      cloudUrl: () => cloud.url,
      pageDir: join(root, 'page'),
      smtpUrl: smtp.url,
    })
    const { sealed } = (await (await seal(ALICE, 'alice@example.com', strict.url)).json()) as {
      sealed: string
    }
    const ask = () =>
      fetch(`${strict.url}/recovery/code`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(ALICE) },
        body: JSON.stringify({ sealed }),
      })
    expect((await ask()).status).toBe(200)
    const again = await ask()
    expect(again.status).toBe(429)
    expect(again.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await again.json()).toMatchObject({ error: { code: 'COOLDOWN' } })
    await strict.stop()
  })

  it('says RECOVERY_MAIL_UNAVAILABLE (503) without an SMTP server', async () => {
    const bare = await startSecureSite({ port: 0, cloudUrl: () => cloud.url, pageDir: join(root, 'page') })
    const { sealed } = (await (await seal(ALICE, 'alice@example.com', bare.url)).json()) as { sealed: string }
    const answer = (await recover(sealed, ALICE, bare.url)) as Response
    expect(answer.status).toBe(503)
    expect(await answer.json()).toMatchObject({ error: { code: 'RECOVERY_MAIL_UNAVAILABLE' } })
    await bare.stop()
  })

  it('refuses to seal or unseal without a session the cloud knows', async () => {
    const { sealed } = (await (await seal()).json()) as { sealed: string }
    const attempts = [
      post('/recovery/unseal', { sealed }),
      post('/recovery/unseal', { sealed }, bearer('C'.repeat(43))),
      post('/recovery/code', { sealed }, bearer('C'.repeat(43))),
      post('/recovery/unseal', { sealed }, { authorization: 'Bearer not-a-token' }),
      seal('C'.repeat(43)),
    ]
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } })
    }
    cloud.sessions.delete(ALICE)
    expect((await post('/recovery/unseal', { sealed }, bearer(ALICE))).status).toBe(401)
  })

  it('refuses when the cloud cannot check the session', async () => {
    cloud.failWith = 503
    const response = await seal()
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ error: { code: 'CLOUD_UNAVAILABLE' } })
  })

  it('refuses pages of other origins, other methods and bad bodies', async () => {
    const foreign = await post(
      '/seal',
      { share: SHARE },
      { ...bearer(ALICE), origin: 'https://evil.example' },
    )
    expect(foreign.status).toBe(403)
    const own = await post(
      '/seal',
      { share: SHARE, email: 'alice@example.com' },
      { ...bearer(ALICE), origin: site.origin },
    )
    expect(own.status).toBe(200)
    const get = await fetch(`${site.url}/seal`)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    const bad = await post('/seal', { share: 'not base64!' }, bearer(ALICE))
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } })
  })

  it('keeps one recovery key per data directory across restarts', async () => {
    const dataDir = join(root, 'data')
    const first = await startSecureSite({
      port: 0,
      cloudUrl: cloud.url,
      pageDir: join(root, 'page'),
      dataDir,
    })
    const { sealed } = (await (await seal(ALICE, 'alice@example.com', first.url)).json()) as {
      sealed: string
    }
    await first.stop()
    const second = await startSecureSite({
      port: 0,
      cloudUrl: cloud.url,
      pageDir: join(root, 'page'),
      dataDir,
      smtpUrl: smtp.url,
    })
    expect(await recover(sealed, ALICE, second.url)).toMatchObject({ share: SHARE })
    await second.stop()
  })

  it('serves the social popup pages with their own CSP, and the social endpoints to this site’s page only', async () => {
    const loading = await fetch(`${site.url}/social/loading`)
    expect(loading.status).toBe(200)
    expect(loading.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    const script = await fetch(`${site.url}/social/callback.js`)
    expect(script.headers.get('content-type')).toContain('javascript')
    const forged = await fetch(`${site.url}/social/callback?code=c&state=a.b.c`)
    expect(forged.status).toBe(400)
    expect(await forged.text()).not.toContain('<script')
    const foreign = await post('/social/authorize', {}, { origin: 'https://evil.test' })
    expect(foreign.status).toBe(403)
    // The dev default: the cloud's issuers; this fake cloud has none.
    const body = {
      provider: 'google',
      state: 's'.repeat(43),
      nonce: 'n'.repeat(43),
      codeChallenge: 'c'.repeat(43),
      dappOrigin: 'http://127.0.0.1:4173',
      projectId: 'lab',
    }
    const unavailable = await post('/social/authorize', body)
    expect(await unavailable.json()).toMatchObject({ error: { code: 'SOCIAL_PROVIDER_UNAVAILABLE' } })
    const notListed = await post('/social/authorize', { ...body, dappOrigin: 'https://evil.test' })
    expect(notListed.status).toBe(403)
  })
})
