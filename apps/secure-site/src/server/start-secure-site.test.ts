import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PAGE_CONFIG_MARKER } from '../shared/page-config.js'
import { type FakeCloud, startFakeCloud } from './fake-cloud.test-helper.js'
import { type SecureSite, startSecureSite } from './start-secure-site.js'

const ALICE = 'A'.repeat(43)
const BOB = 'B'.repeat(43)
const SHARE = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8='

let root: string
let cloud: FakeCloud
let site: SecureSite

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'secure-site-server-'))
  await mkdir(join(root, 'page', 'assets'), { recursive: true })
  await writeFile(join(root, 'page', 'index.html'), `<html><head>${PAGE_CONFIG_MARKER}</head></html>`)
  await writeFile(join(root, 'page', 'assets', 'main.js'), 'export {}')
  cloud = await startFakeCloud()
  site = await startSecureSite({ port: 0, cloudUrl: () => cloud.url, pageDir: join(root, 'page') })
})
afterAll(async () => {
  await site.stop()
  await cloud.close()
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

  it('seals a share for the session’s user and unseals it for that user only', async () => {
    const sealed = await post('/seal', { share: SHARE }, bearer(ALICE))
    expect(sealed.status).toBe(200)
    expect(sealed.headers.get('cache-control')).toBe('no-store')
    const { sealed: blob } = (await sealed.json()) as { sealed: string }
    expect(blob).not.toContain(SHARE.slice(0, 12))

    const opened = await post('/recovery/unseal', { sealed: blob }, bearer(ALICE))
    expect(await opened.json()).toEqual({ share: SHARE })

    const asBob = await post('/recovery/unseal', { sealed: blob }, bearer(BOB))
    expect(asBob.status).toBe(400)
    expect(await asBob.json()).toMatchObject({ error: { code: 'SEALED_SHARE_INVALID' } })
  })

  it('refuses to seal or unseal without a session the cloud knows', async () => {
    const { sealed } = (await (await post('/seal', { share: SHARE }, bearer(ALICE))).json()) as {
      sealed: string
    }
    const attempts = [
      post('/recovery/unseal', { sealed }),
      post('/recovery/unseal', { sealed }, bearer('C'.repeat(43))),
      post('/recovery/unseal', { sealed }, { authorization: 'Bearer not-a-token' }),
      post('/seal', { share: SHARE }, bearer('C'.repeat(43))),
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
    const response = await post('/seal', { share: SHARE }, bearer(ALICE))
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
    const own = await post('/seal', { share: SHARE }, { ...bearer(ALICE), origin: site.origin })
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
    const { sealed } = (await (
      await fetch(`${first.url}/seal`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(ALICE) },
        body: JSON.stringify({ share: SHARE }),
      })
    ).json()) as { sealed: string }
    await first.stop()
    const second = await startSecureSite({
      port: 0,
      cloudUrl: cloud.url,
      pageDir: join(root, 'page'),
      dataDir,
    })
    const opened = await fetch(`${second.url}/recovery/unseal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(ALICE) },
      body: JSON.stringify({ sealed }),
    })
    expect(await opened.json()).toEqual({ share: SHARE })
    await second.stop()
  })
})
