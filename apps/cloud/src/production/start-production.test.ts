import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { createTestDatabase } from '../db/engines.test-helper.js'
import { openDatabase } from '../db/open-database.js'
import { createLogger } from '../logging/logger.js'
import { readAnalytics } from '../services/analytics/analytics-store.js'
import { TEST_CLIENT_ID, useTestIssuer } from '../services/auth/social/test-issuer.test-helper.js'
import { startRegistryChain } from '../services/farcaster/registry-chain.test-helper.js'
import { signIn } from '../services/farcaster/siwf.test-helper.js'
import { TEST_FIDS } from '../services/farcaster/test-fids.js'
import { signClientJwt } from '../services/relay/client-jwt.test-helper.js'
import { loadProductionConfig } from './production-config.js'
import { type ProductionCloud, startProduction } from './start-production.js'

let cloud: ProductionCloud | undefined
const issuer = useTestIssuer()
afterEach(async () => {
  await cloud?.stop()
  cloud = undefined
})

async function start(env: Record<string, string>) {
  const lines: string[] = []
  const config = loadProductionConfig({
    DATABASE_URL: await createTestDatabase(),
    LISTEN_HOST: '127.0.0.1',
    CLOUD_PORT: '0',
    RELAY_PORT: '0',
    ALLOWED_HOSTS: 'cloud.example.com',
    SMTP_URL: 'smtp://127.0.0.1:1',
    AUTH_SECRET: 'b'.repeat(64),
    SECURE_SITE_ORIGIN: 'https://secure.example.com',
    ALLOWED_ORIGINS: 'https://dapp.example.com',
    PROJECT_FEATURES: '{"p":{"email":false}}',
    ...env,
  })
  cloud = await startProduction(config, createLogger({ write: (line) => lines.push(line), format: 'json' }))
  return { cloud, lines }
}

describe('startProduction', () => {
  it('serves every configured service, ready once the database and the relay answer', async () => {
    const { cloud } = await start({})
    const ready = await fetch(`${cloud.url}/health/ready`)
    expect(ready.status).toBe(200)
    await expect(ready.json()).resolves.toEqual({ ok: true, checks: { database: 'ok', relay: 'ok' } })

    const origins = await fetch(`${cloud.url}/projects/v1/origins?projectId=p`)
    await expect(origins.json()).resolves.toEqual({ allowedOrigins: ['https://dapp.example.com'] })
    // The project's remote features come with the origins service.
    const remote = await fetch(`${cloud.url}/appkit/v1/config?projectId=p`)
    await expect(remote.json()).resolves.toEqual({ features: { email: false } })
    expect(
      (await fetch(`${cloud.url}/getWallets?projectId=p&st=appkit&sv=html-test-1.0.0&entries=1`)).status,
    ).toBe(200)
    expect((await fetch(`${cloud.url}/siwx/v1/nonce`, { method: 'OPTIONS' })).status).toBeLessThan(300)
    expect((await fetch(`${cloud.url}/auth/v1/session`, { method: 'OPTIONS' })).status).toBeLessThan(300)
    expect(cloud.relayUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
  })

  it('has no test routes, inbox, local chains, faucet or dev identity provider', async () => {
    const { cloud } = await start({})
    for (const path of [
      '/test/faults',
      '/inbox',
      '/solana',
      '/bitcoin/regtest/api/blocks/tip/height',
      '/oidc/google/.well-known/openid-configuration',
      '/oidc/google/token',
      '/farcaster/v1/channel',
    ]) {
      expect((await fetch(`${cloud.url}${path}`, { method: 'POST' })).status, path).toBe(404)
    }
  })

  it('accepts ID tokens of the configured social providers only', async () => {
    const { cloud } = await start({
      SOCIAL_GOOGLE_ISSUER: issuer.get().issuer,
      SOCIAL_GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
    })
    const login = async (idToken: string) => {
      const answer = await fetch(`${cloud.url}/auth/v1/social/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken, deviceId: 'production-device-1' }),
      })
      return { status: answer.status, body: await answer.json() }
    }
    expect(await login(await issuer.get().sign({ sub: 'prod-user' }))).toMatchObject({
      status: 200,
      body: { provider: 'google', user: { isNew: true } },
    })
    // The dev cloud's own issuers mean nothing here.
    const dev = await issuer.get().sign({ iss: `${cloud.url}/oidc/google` })
    expect(await login(dev)).toMatchObject({ status: 400, body: { error: { code: 'PROVIDER_UNKNOWN' } } })
  })

  it('says Farcaster login is not set up, instead of checking sign-ins against the dev cloud’s test fids', async () => {
    const { cloud } = await start({})
    const answer = await fetch(`${cloud.url}/auth/v1/farcaster/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channelToken: 'a-channel-of-a-test-fid', deviceId: 'production-device-1' }),
    })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({
      error: { code: 'PROVIDER_UNKNOWN', message: 'Farcaster login is not set up on this cloud.' },
    })
  })

  it('with FARCASTER_ID_REGISTRY_RPC_URL, logs a Farcaster user in whose custody key the registry on chain names, through its own relay', async () => {
    const { anvil, registryAddress } = await startRegistryChain(TEST_FIDS.slice(0, 1))
    try {
      const { cloud } = await start({
        FARCASTER_ID_REGISTRY_RPC_URL: anvil.rpcUrl,
        FARCASTER_ID_REGISTRY_ADDRESS: registryAddress,
      })
      const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
        fetch(`${cloud.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        })
      const terms = { siweUri: 'https://dapp.example.com/', domain: 'dapp.example.com' }
      const opened = await post('/farcaster/v1/channel', terms)
      expect(opened.status).toBe(201)
      const { channelToken, nonce } = (await opened.json()) as { channelToken: string; nonce: string }
      const bearer = { authorization: `Bearer ${channelToken}` }
      // Bob's key signing for Alice's fid: the registry names Alice's custody address.
      const forged = await signIn({ ...terms, nonce, index: 1, fid: TEST_FIDS[0]!.fid })
      expect((await post('/farcaster/v1/channel/authenticate', forged, bearer)).status).toBe(401)
      const signed = await signIn({ ...terms, nonce })
      expect((await post('/farcaster/v1/channel/authenticate', signed, bearer)).status).toBe(201)
      const login = await post(
        '/auth/v1/farcaster/login',
        { channelToken, deviceId: 'production-device-1' },
        { origin: 'https://secure.example.com' },
      )
      expect(login.status).toBe(200)
      expect(await login.json()).toMatchObject({ userName: '!20001', fid: 20001 })
    } finally {
      await anvil.stop()
    }
  })

  it('leaves out the services not listed', async () => {
    const { cloud } = await start({ SERVICES: 'explorer' })
    expect(cloud.relayUrl).toBeUndefined()
    expect((await fetch(`${cloud.url}/projects/v1/origins?projectId=p`)).status).toBe(404)
    await expect((await fetch(`${cloud.url}/health/ready`)).json()).resolves.toEqual({
      ok: true,
      checks: { database: 'ok' },
    })
  })

  it('with the analytics service, stores the batches of projects that did not turn analytics off, and has no page listing them', async () => {
    const databaseUrl = await createTestDatabase()
    const { cloud } = await start({
      DATABASE_URL: databaseUrl,
      SERVICES: 'analytics,explorer',
      ANALYTICS_OFF_PROJECTS: 'quiet',
    })
    const config = (projectId: string) =>
      fetch(`${cloud.url}/getAnalyticsConfig?projectId=${projectId}&st=appkit&sv=1`).then((r) => r.json())
    // The analytics service answers, not the explorer's own (always off).
    expect(await config('shop')).toEqual({ isAnalyticsEnabled: true })
    expect(await config('quiet')).toEqual({ isAnalyticsEnabled: false })

    const batch = (projectId: string) =>
      fetch(`${cloud.url}/batch`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({
          sdk: { projectId, sdkType: 'appkit', sdkVersion: '1' },
          events: [
            {
              eventId: `${projectId}-1`,
              url: 'https://dapp.example.com/',
              domain: 'dapp.example.com',
              timestamp: 1,
              props: { event: 'MODAL_OPEN', properties: { connected: false } },
            },
          ],
        }),
      })
    expect((await batch('shop')).status).toBe(202)
    expect((await batch('quiet')).status).toBe(403)
    for (const path of ['/analytics', '/analytics/events?projectId=shop']) {
      expect((await fetch(`${cloud.url}${path}`)).status, path).toBe(404)
    }

    const { db } = await openDatabase({ dataDir: undefined, databaseUrl })
    try {
      const rows = await readAnalytics(db, { limit: 10 })
      expect(rows.map((row) => [row.projectId, row.event])).toEqual([['shop', 'MODAL_OPEN']])
    } finally {
      await db.close()
    }
  })

  it('exports request latencies and relay sockets on /metrics', async () => {
    const { cloud } = await start({ SERVICES: 'origins,relay' })
    await fetch(`${cloud.url}/projects/v1/origins?projectId=p`)
    const relayUrl = cloud.relayUrl!
    const socket = new WebSocket(`${relayUrl}/?auth=${signClientJwt(relayUrl)}&projectId=p&ua=test`)
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))

    const text = await (await fetch(`${cloud.url}/metrics`)).text()
    expect(text).toContain(
      'appkit_http_request_duration_seconds_count{route="/projects/v1/origins",service="origins",status="2xx"} 1\n',
    )
    expect(text).toContain('appkit_relay_open_sockets 1\n')
    socket.terminate()
  })

  it('takes client tokens made for its public relay URL behind a load balancer, and counts and logs the ones it refuses', async () => {
    const publicUrl = 'wss://relay.example.com'
    const { cloud, lines } = await start({ SERVICES: 'relay', RELAY_PUBLIC_URLS: publicUrl })
    const relayUrl = cloud.relayUrl!
    const open = (audience: string) =>
      new Promise<number | 'open'>((resolve) => {
        const socket = new WebSocket(`${relayUrl}/?auth=${signClientJwt(audience)}&projectId=p&ua=test`)
        socket.once('open', () => {
          socket.terminate()
          resolve('open')
        })
        socket.once('unexpected-response', (_, response) => resolve(response.statusCode ?? 0))
      })
    expect(await open(publicUrl)).toBe('open')
    expect(await open('wss://another-relay.example.com')).toBe(401)

    const text = await (await fetch(`${cloud.url}/metrics`)).text()
    expect(text).toContain('appkit_relay_refused_total{status="401"} 1\n')
    const refused = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'connection refused')
    expect(refused).toMatchObject({ level: 'warn', service: 'relay', status: 401 })
  })

  it('stops once: a second stop resolves the same, and the port is closed', async () => {
    const { cloud } = await start({ SERVICES: 'explorer' })
    const stopping = cloud.stop()
    await expect(stopping).resolves.toBe(true)
    await expect(cloud.stop()).resolves.toBe(true)
    await expect(fetch(`${cloud.url}/health/live`)).rejects.toThrow()
  })

  it('refuses to start on a database it cannot reach, and leaves nothing listening', async () => {
    const config = loadProductionConfig({
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      ALLOWED_HOSTS: 'cloud.example.com',
      SERVICES: 'relay',
      LISTEN_HOST: '127.0.0.1',
      RELAY_PORT: '0',
      CLOUD_PORT: '0',
    })
    await expect(startProduction(config, createLogger({ write: () => {}, format: 'json' }))).rejects.toThrow()
  })

  it('closes the relay and the database when the HTTP port is taken', async () => {
    const { cloud: first } = await start({ SERVICES: 'explorer' })
    const port = new URL(first.url).port
    await expect(start({ CLOUD_PORT: port, SERVICES: 'relay,auth' })).rejects.toThrow(/EADDRINUSE/)
    cloud = first
  })
})
