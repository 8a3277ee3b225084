import { afterEach, describe, expect, it } from 'vitest'
import { type CloudServicesContext, cloudServices } from './cloud-services.js'
import { DEFAULT_CONFIG } from './config.js'
import { type RunningServer, startServer } from './http/server.js'

let server: RunningServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const never = <T>() => new Promise<T>(() => undefined)

/** The services of a cloud whose database and chains never come up: routing is all that is tested. */
function context(overrides: Partial<CloudServicesContext['config']> = {}): CloudServicesContext {
  return {
    config: { ...DEFAULT_CONFIG, ...overrides },
    chains: { list: () => [], answering: async () => true },
    health: { relayUrl: 'ws://relay.test' },
    trustedOrigin: () => true,
    solanaChain: never(),
    backend: never(),
    bitcoinLedger: never(),
    smartAccounts: never(),
    mailAuth: {
      services: [
        {
          handle(_req, res, url) {
            if (url.pathname !== '/mail-auth') return false
            res.end('mail-auth')
            return true
          },
        },
      ],
      mail: { send: async () => undefined, close: () => undefined },
      secret: new Uint8Array(32),
    },
    oidc: {
      service: {
        handle(_req, res, url) {
          if (url.pathname !== '/oidc/google') return false
          res.end('oidc')
          return true
        },
      },
      start: async () => undefined,
    },
  }
}

async function serve(ctx: CloudServicesContext): Promise<string> {
  server = await startServer('127.0.0.1', 0, cloudServices(ctx))
  return server.url
}

describe('cloudServices', () => {
  it('mounts every service on one server: health with its details, mail and auth, the explorer', async () => {
    const url = await serve(context())
    expect(await (await fetch(`${url}/health`)).json()).toEqual({
      ok: true,
      chains: [],
      relayUrl: 'ws://relay.test',
    })
    expect(await (await fetch(`${url}/mail-auth`)).text()).toBe('mail-auth')
    expect(await (await fetch(`${url}/oidc/google`)).text()).toBe('oidc')
    const wallets = await fetch(`${url}/getWallets?projectId=p&st=appkit&sv=1&page=1&entries=1`)
    expect(((await wallets.json()) as { count: number }).count).toBeGreaterThan(0)
  })

  it('mounts /appkit/v1/config with the projects’ own flags', async () => {
    const url = await serve(context({ projectFeatures: { shop: { email: false } } }))
    expect(await (await fetch(`${url}/appkit/v1/config?projectId=shop`)).json()).toEqual({
      features: { email: false },
    })
    expect(await (await fetch(`${url}/appkit/v1/config?projectId=p`)).json()).toEqual({ features: {} })
  })

  it('mounts /test/faults in test mode only', async () => {
    const arm = (url: string) => fetch(`${url}/test/faults`, { method: 'DELETE' })
    expect((await arm(await serve(context()))).status).toBe(404)
    await server?.close()
    expect((await arm(await serve(context({ testMode: true })))).status).toBe(204)
  })
})
