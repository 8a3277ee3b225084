import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestRedis, type TestRedis } from './redis-server.test-helper.js'
import { type RunningRelay, startRelay } from './relay-server.js'
import { ACCOUNT, CHAIN, createClients } from './walletconnect-clients.test-helper.js'

/*
 * Two relay instances on one Redis, as behind a load balancer, with the real WalletConnect
 * clients: the dapp on one instance, the wallet on the other.
 */

let redis: TestRedis
let relays: RunningRelay[] = []

beforeAll(async () => {
  vi.stubEnv('IS_VITEST', 'true')
  redis = await startTestRedis()
  const start = () => startRelay({ host: '127.0.0.1', port: 0, redisUrl: redis.url, onError: () => {} })
  relays = [await start(), await start()]
})

afterAll(async () => {
  vi.unstubAllEnvs()
  await Promise.all(relays.map((relay) => relay.close()))
  await redis?.stop()
})

const acrossInstances = () => ({ dapp: relays[0]!.url, wallet: relays[1]!.url })

describe('two relay instances on one Redis', () => {
  it('pair a dapp and a wallet on different instances, and carry its requests', {
    timeout: 30_000,
  }, async () => {
    const clients = await createClients('cluster', acrossInstances())
    try {
      // The proposal is stored on the dapp's instance before the wallet subscribes on the other one.
      const session = await clients.pairAndApprove()
      expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${ACCOUNT.address}`])
      clients.answerPersonalSign()
      await clients.expectSigned(session.topic, 'Signed across two relay instances')
    } finally {
      await clients.close()
    }
  })

  it('carry a request made while Redis restarts', { timeout: 30_000 }, async () => {
    const clients = await createClients('restart', acrossInstances())
    try {
      const session = await clients.pairAndApprove()
      clients.answerPersonalSign()
      let signed: Promise<void> | undefined
      await redis.restart(() => {
        signed = clients.expectSigned(session.topic, 'Signed while Redis restarted')
      })
      await signed
      await clients.expectSigned(session.topic, 'Signed after Redis restarted')
    } finally {
      await clients.close()
    }
  })
})
