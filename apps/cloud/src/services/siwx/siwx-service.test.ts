import { createSiwxMessage, hostOfUri, type SiwxSession } from '@appkit/siwx'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeOnEngines } from '../../db/engines.test-helper.js'
import { type RunningServer, startServer } from '../../http/server.js'
import { hashToken } from '../auth/secrets.js'
import type { MailSender } from '../mail/mail-sender.js'
import { seedDefaultOrigins, seedProjectOrigins } from '../origins/origins-store.js'
import { siwxCaller } from './siwx-call.test-helper.js'
import { siwxService } from './siwx-service.js'

// The service over HTTP on each engine: two instances on one database, as behind a load balancer,
// with one clock the test moves. EVM signatures are checked offline here (no chains: EOAs only);
// the cloud's integration test signs in against its anvil nodes, with backendSiwx.

const START = Date.parse('2030-01-01T00:00:00Z')
const APP = 'https://app.example'
const account = privateKeyToAccount(generatePrivateKey())
// Email capture has its own file (siwx-email.test.ts); here no mail goes out.
const mail: MailSender = { send: async () => undefined, close: () => undefined }
const secret = Buffer.from('siwx service test secret, 32 bytes or more')

describeOnEngines('siwxService', (db) => {
  let clock = START
  const servers: RunningServer[] = []

  beforeAll(async () => {
    await seedDefaultOrigins(db(), [APP])
    await seedProjectOrigins(db(), 'shop', ['https://shop.example'])
    const backend = Promise.resolve({ db: db(), chains: [] })
    const limits = { noncesPerIp: { max: 3, windowMs: 60_000 } }
    for (let i = 0; i < 2; i++)
      servers.push(
        await startServer('127.0.0.1', 0, [siwxService({ backend, mail, secret, limits, now: () => clock })]),
      )
  })
  afterAll(async () => {
    for (const server of servers) await server.close()
  })

  /** Each test starts in a rate-limit window of its own. */
  const nextMinute = () => {
    clock = (Math.floor(clock / 60_000) + 1) * 60_000
  }

  const call = siwxCaller(servers)

  async function nonce(projectId = 'lab', instance = 0): Promise<string> {
    const answer = await call('POST', `/siwx/v1/nonces?projectId=${projectId}`, { instance })
    expect(answer.status).toBe(201)
    return answer.body.nonce
  }

  async function signed(
    fields: { nonce: string; uri?: string; domain?: string; chainId?: string; expirationTime?: string },
    signer = account,
  ): Promise<SiwxSession> {
    const message = createSiwxMessage({
      accountAddress: account.address,
      chainId: (fields.chainId ?? 'eip155:1') as 'eip155:1',
      // The page signs for its own host, as a wallet sees it.
      domain: fields.domain ?? hostOfUri(fields.uri ?? APP) ?? 'app.example',
      uri: fields.uri ?? APP,
      version: '1',
      nonce: fields.nonce,
      issuedAt: new Date(clock).toISOString(),
      expirationTime: fields.expirationTime,
    })
    const { toString: _, ...data } = message
    return {
      data,
      message: message.toString(),
      signature: await signer.signMessage({ message: message.toString() }),
    }
  }

  const post = (session: unknown, options: { projectId?: string; instance?: number; origin?: string } = {}) =>
    call('POST', `/siwx/v1/sessions?projectId=${options.projectId ?? 'lab'}`, {
      json: session,
      instance: options.instance,
      origin: options.origin,
    })
  const CURRENT = '/siwx/v1/sessions/current?projectId=lab'

  describe('POST /siwx/v1/nonces', () => {
    it('issues a nonce of 20 letters and digits for 5 minutes, to any page, uncached', async () => {
      nextMinute()
      const answer = await call('POST', '/siwx/v1/nonces?projectId=lab')
      expect(answer.status).toBe(201)
      expect(answer.body).toEqual({
        nonce: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
        expiresAt: new Date(clock + 300_000).toISOString(),
      })
      expect(answer.headers.get('access-control-allow-origin')).toBe('*')
      expect(answer.headers.get('cache-control')).toBe('no-store')
    })

    it('counts nonces per IP across instances, then answers 429 with Retry-After', async () => {
      nextMinute()
      await nonce('lab', 0)
      await nonce('lab', 1)
      await nonce('lab', 0)
      clock += 15_000
      const refused = await call('POST', '/siwx/v1/nonces?projectId=lab', { instance: 1 })
      expect(refused.status).toBe(429)
      expect(refused.body).toEqual({ message: 'Too many requests. Please try again after 45 seconds' })
      expect(refused.headers.get('retry-after')).toBe('45')
    })

    it('needs a project', async () => {
      nextMinute()
      const answer = await call('POST', '/siwx/v1/nonces?projectId=%20')
      expect(answer).toMatchObject({ status: 400, body: { message: 'Project ID Missing' } })
    })
  })

  describe('POST /siwx/v1/sessions', () => {
    it('signs in with a nonce from another instance, and a replay gets 409', async () => {
      nextMinute()
      const session = await signed({ nonce: await nonce('lab', 1) })
      const answer = await post(session)
      expect(answer.status).toBe(201)
      expect(answer.body).toEqual({
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        session: { ...session, cacao: expect.objectContaining({ s: { t: 'eip191', s: session.signature } }) },
        expiresAt: new Date(clock + 86_400_000).toISOString(),
      })
      const rows = await db().query<{ token_hash: string }>('SELECT token_hash FROM siwx_sessions')
      expect(rows.map((row) => row.token_hash)).toContain(hashToken(secret, answer.body.token))
      expect(rows.map((row) => row.token_hash)).not.toContain(answer.body.token)
      for (const instance of [0, 1]) {
        expect(await post(session, { instance })).toMatchObject({
          status: 409,
          body: { message: 'Nonce already used' },
        })
      }
    })

    it('ends the session at the message’s Expiration Time when that comes first', async () => {
      nextMinute()
      const expirationTime = new Date(clock + 3_600_000).toISOString()
      const answer = await post(await signed({ nonce: await nonce(), expirationTime }))
      expect(answer.body.expiresAt).toBe(expirationTime)
    })

    it('names what is wrong with a body that is not a session', async () => {
      nextMinute()
      expect(await call('POST', '/siwx/v1/sessions?projectId=lab', { raw: '{' })).toMatchObject({
        status: 400,
        body: { message: 'Invalid JSON body' },
      })
      const session = await signed({ nonce: await nonce() })
      const answer = await post({ ...session, data: { ...session.data, nonce: 7 } })
      expect(answer.status).toBe(400)
      expect(answer.body.message).toMatch(/^Invalid session: data\.nonce: /)
      expect(await post({ ...session, message: 'x'.repeat(200_000) })).toMatchObject({
        status: 413,
        body: { message: 'Request body too large' },
      })
    })

    it('refuses a URI off the project’s allowed origins, before the nonce is looked at', async () => {
      nextMinute()
      const evil = await signed({ nonce: await nonce(), uri: 'https://evil.example/login' })
      expect(await post(evil)).toMatchObject({
        status: 403,
        body: { message: 'Unauthorized: origin not allowed' },
      })
      const app = await signed({ nonce: await nonce('shop') })
      expect(await post(app, { projectId: 'shop' })).toMatchObject({ status: 403 })
      // Neither used its nonce up.
      expect(await post(evil)).toMatchObject({ status: 403 })
    })

    it('a phishing page that gets a signature for its own domain with the real dapp’s URI gets no session', async () => {
      nextMinute()
      // The wallet showed "evil.example wants you to sign in"; the URI is the dapp's, on its origins.
      const phished = await signed({ nonce: await nonce(), domain: 'evil.example', uri: `${APP}/login` })
      for (const origin of [undefined, 'https://evil.example', APP]) {
        expect(await post(phished, { origin })).toMatchObject({
          status: 400,
          body: { message: 'Sign-in domain is not the host of its URI' },
        })
      }
      const urn = await signed({ nonce: 'whatever1', domain: 'app.example', uri: 'urn:example:app' })
      expect(await post(urn)).toMatchObject({ status: 400 })
      // The refusals used no nonce up: the dapp's own page still signs in with it.
      const own = await signed({ nonce: phished.data.nonce })
      expect(await post(own, { origin: APP })).toMatchObject({ status: 201 })
    })

    it('refuses the phishing page’s Solana and Bitcoin messages (CAIP-122) the same way', async () => {
      nextMinute()
      for (const [accountAddress, chainId] of [
        ['BqtHJEtRvfSRLh67Qt9pYeCFocGk7r2nKaLymnogR5k7', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bip122:000000000019d6689c085ae165831e93'],
      ] as const) {
        const message = createSiwxMessage({
          accountAddress,
          chainId,
          domain: 'evil.example',
          uri: APP,
          version: '1',
          nonce: await nonce(),
          issuedAt: new Date(clock).toISOString(),
        })
        const { toString: _, ...data } = message
        expect(await post({ data, message: message.toString(), signature: 'sig' })).toMatchObject({
          status: 400,
          body: { message: 'Sign-in domain is not the host of its URI' },
        })
      }
    })

    it('a page of another origin that posts the dapp’s signed session gets no session', async () => {
      nextMinute()
      const session = await signed({ nonce: await nonce() })
      for (const origin of ['https://evil.example', 'null']) {
        expect(await post(session, { origin })).toMatchObject({
          status: 403,
          body: { message: 'Unauthorized: request origin does not match the URI' },
        })
      }
      expect(await post(session, { origin: APP })).toMatchObject({ status: 201 })
    })

    it('refuses a nonce never issued to the project, and one past its time', async () => {
      nextMinute()
      expect(await post(await signed({ nonce: 'neverIssued1' }))).toMatchObject({
        status: 400,
        body: { message: 'Unknown nonce' },
      })
      const shops = await nonce('shop')
      expect(await post(await signed({ nonce: shops }))).toMatchObject({ body: { message: 'Unknown nonce' } })
      const late = await signed({ nonce: await nonce() })
      clock += 300_000
      expect(await post(late)).toMatchObject({ status: 400, body: { message: 'Nonce expired' } })
    })

    it('refuses text that does not match its data without using the nonce up', async () => {
      nextMinute()
      const session = await signed({ nonce: await nonce() })
      const tampered = { ...session, message: session.message.replace('app.example', 'app.example.evil') }
      expect(await post(tampered)).toMatchObject({
        status: 400,
        body: { message: 'Signed message does not match its data' },
      })
      expect((await post(session)).status).toBe(201)
    })

    it('refuses a session past its Expiration Time, and a Bitcoin signature that is not the account’s', async () => {
      nextMinute()
      const expirationTime = new Date(clock + 1_000).toISOString()
      const short = await signed({ nonce: await nonce(), expirationTime })
      clock += 1_000
      expect(await post(short)).toMatchObject({ status: 400, body: { message: 'Sign-in session expired' } })
      const message = createSiwxMessage({
        accountAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        chainId: 'bip122:000000000019d6689c085ae165831e93',
        domain: 'app.example',
        uri: APP,
        version: '1',
        nonce: await nonce(),
        issuedAt: new Date(clock).toISOString(),
      })
      const { toString: _, ...plain } = message
      // Bitcoin is verified too (BIP-322): a signature that is not the account's is refused as such.
      expect(await post({ data: plain, message: message.toString(), signature: 'sig' })).toMatchObject({
        status: 401,
        body: { message: 'Invalid signature' },
      })
    })

    it('uses the nonce up on a wrong signature: the right one then comes too late', async () => {
      nextMinute()
      const session = await signed({ nonce: await nonce() })
      const other = privateKeyToAccount(generatePrivateKey())
      const forged = { ...session, signature: await other.signMessage({ message: session.message }) }
      expect(await post(forged)).toMatchObject({ status: 401, body: { message: 'Invalid signature' } })
      expect(await post(session)).toMatchObject({ status: 409, body: { message: 'Nonce already used' } })
    })
  })

  describe('/siwx/v1/sessions/current', () => {
    it('answers the session of a token on any instance until it expires', async () => {
      nextMinute()
      const { body } = await post(await signed({ nonce: await nonce() }))
      const current = await call('GET', CURRENT, { token: body.token, instance: 1 })
      expect(current).toMatchObject({
        status: 200,
        body: { session: body.session, expiresAt: body.expiresAt },
      })
      clock = Date.parse(body.expiresAt)
      expect(await call('GET', CURRENT, { token: body.token })).toMatchObject({
        status: 401,
        body: { message: 'Session expired' },
      })
    })

    it('signs out on every instance; DELETE of nothing is 204 too', async () => {
      nextMinute()
      const { body } = await post(await signed({ nonce: await nonce() }))
      expect((await call('DELETE', CURRENT, { token: body.token })).status).toBe(204)
      expect(await call('GET', CURRENT, { token: body.token, instance: 1 })).toMatchObject({
        status: 401,
        body: { message: 'Not signed in' },
      })
      expect((await call('DELETE', CURRENT, { token: body.token, instance: 1 })).status).toBe(204)
      expect((await call('DELETE', CURRENT, { token: 'A'.repeat(43) })).status).toBe(204)
      expect((await call('DELETE', CURRENT)).status).toBe(204)
    })

    it('a session token for one dapp cannot read another dapp’s session, nor end it', async () => {
      nextMinute()
      const { body } = await post(await signed({ nonce: await nonce() }))
      const shop = '/siwx/v1/sessions/current?projectId=shop'
      expect(await call('GET', shop, { token: body.token })).toMatchObject({
        status: 401,
        body: { message: 'Not signed in' },
      })
      expect((await call('DELETE', shop, { token: body.token })).status).toBe(204)
      expect(await call('GET', CURRENT, { token: body.token })).toMatchObject({ status: 200 })
    })

    it('needs the project of the session', async () => {
      nextMinute()
      const { body } = await post(await signed({ nonce: await nonce() }))
      for (const method of ['GET', 'DELETE']) {
        expect(await call(method, '/siwx/v1/sessions/current', { token: body.token })).toMatchObject({
          status: 400,
          body: { message: 'Project ID Missing' },
        })
      }
      expect(await call('GET', CURRENT, { token: body.token })).toMatchObject({ status: 200 })
    })

    it.each([undefined, 'A'.repeat(43), 'short'])('answers Not signed in to token %j', async (token) => {
      expect(await call('GET', CURRENT, { token })).toMatchObject({
        status: 401,
        body: { message: 'Not signed in' },
      })
    })
  })

  describe('HTTP', () => {
    it('answers a preflight for a bearer token and JSON from any page', async () => {
      const response = await fetch(`${servers[0]!.url}/siwx/v1/sessions/current`, {
        method: 'OPTIONS',
        headers: { origin: 'https://app.example', 'access-control-request-method': 'DELETE' },
      })
      expect(response.status).toBe(204)
      expect(Object.fromEntries(response.headers)).toMatchObject({
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
        'access-control-allow-headers': 'authorization, content-type',
      })
    })

    it('answers 405 with Allow to another method, 404 to another path', async () => {
      const wrong = await call('PUT', '/siwx/v1/sessions/current')
      expect(wrong).toMatchObject({ status: 405, body: { message: 'Method Not Allowed' } })
      expect(wrong.headers.get('allow')).toBe('GET, DELETE, OPTIONS')
      expect(await call('GET', '/siwx/v1/nonces')).toMatchObject({ status: 405 })
      expect(await call('GET', '/siwx/v1/other')).toMatchObject({
        status: 404,
        body: { message: 'Not found' },
      })
    })
  })
})

describe('siwxService without a database', () => {
  it('answers 503 when the cloud did not start', async () => {
    const server = await startServer('127.0.0.1', 0, [
      siwxService({ backend: Promise.reject(new Error('down')), mail, secret }),
    ])
    try {
      const response = await fetch(`${server.url}/siwx/v1/nonces?projectId=p`, { method: 'POST' })
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ message: 'Service Unavailable' })
    } finally {
      await server.close()
    }
  })
})
