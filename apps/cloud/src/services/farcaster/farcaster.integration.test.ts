import { createAppClient, createWalletClient, viemConnector } from '@farcaster/auth-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCloud } from '../../cloud.js'
import type { Cloud } from '../../cloud-info.js'
import { custodyOf } from './siwf.test-helper.js'
import { TEST_FIDS } from './test-fids.js'

// The cloud's relay driven by the official @farcaster/auth-client, unchanged: the app side opens
// and watches a channel and verifies the result (reading the registries on the cloud's chain), the
// wallet side parses the channel URL, builds the message, and completes the channel.

let cloud: Cloud
const DOMAIN = 'dapp.example'
const SIWE_URI = 'https://dapp.example/login'

beforeAll(async () => {
  cloud = await startCloud({
    host: '127.0.0.1',
    port: 0,
    relayPort: 0,
    chains: [{ chainId: 31337, port: 0 }],
  })
}, 60_000)
afterAll(() => cloud?.stop())

const clients = () => {
  const config = {
    relay: `${cloud.url}/farcaster`,
    ethereum: viemConnector({ rpcUrl: cloud.chains[0]!.rpcUrl }),
  }
  return { app: createAppClient(config), wallet: createWalletClient(config) }
}

/** What a Farcaster app does with a channel URL: builds the message for it and signs as `index`. */
async function approve(url: string, nonce: string, index: number, fid = TEST_FIDS[index]!.fid) {
  const { wallet } = clients()
  const parsed = wallet.parseSignInURI({ uri: url })
  if (parsed.isError) throw parsed.error
  const custody = custodyOf(index)
  const built = wallet.buildSignInMessage({
    address: custody.address,
    fid,
    uri: SIWE_URI,
    domain: DOMAIN,
    nonce,
  })
  if (built.isError) throw built.error
  const signature = await custody.signMessage({ message: built.message })
  const answer = await wallet.authenticate({
    channelToken: parsed.channelToken,
    authKey: 'lab',
    message: built.message,
    signature,
    fid,
    username: 'ignored',
    bio: '',
    displayName: '',
    pfpUrl: '',
  })
  return { answer, message: built.message, signature }
}

describe('the Farcaster relay with @farcaster/auth-client', () => {
  it('opens a channel, shows it pending, completes it, and the client verifies the sign-in', async () => {
    const { app } = clients()
    const channel = await app.createChannel({ siweUri: SIWE_URI, domain: DOMAIN })
    if (channel.isError) throw channel.error
    const { channelToken, url, nonce } = channel.data
    expect(new URL(url).searchParams.get('channelToken')).toBe(channelToken)

    const pending = await app.status({ channelToken })
    if (pending.isError) throw pending.error
    expect(pending.response.status).toBe(202)
    expect(pending.data).toMatchObject({ state: 'pending', nonce })

    const { answer, message, signature } = await approve(url, nonce, 1)
    if (answer.isError) throw answer.error
    expect(answer.response.status).toBe(201)

    const done = await app.watchStatus({ channelToken, interval: 50, timeout: 5_000 })
    if (done.isError) throw done.error
    const bob = TEST_FIDS[1]!
    expect(done.data).toMatchObject({
      state: 'completed',
      message,
      signature,
      fid: bob.fid,
      username: bob.username,
      displayName: bob.displayName,
      custody: bob.custody,
    })

    const verified = await app.verifySignInMessage({ nonce, domain: DOMAIN, message, signature })
    if (verified.isError) throw verified.error
    expect(verified).toMatchObject({ success: true, fid: bob.fid, authMethod: 'custody' })
  })

  it("refuses an approval signed by another fid's custody key, and the client agrees (impersonation)", async () => {
    const { app } = clients()
    const channel = await app.createChannel({ siweUri: SIWE_URI, domain: DOMAIN })
    if (channel.isError) throw channel.error
    const { channelToken, url, nonce } = channel.data
    // Carol's key signs a message claiming Alice's fid.
    const { answer, message, signature } = await approve(url, nonce, 2, TEST_FIDS[0]!.fid)
    expect(answer.isError ? undefined : answer.response.status).toBe(401)
    const status = await app.status({ channelToken })
    expect(status.isError ? undefined : status.data.state).toBe('pending')

    const verified = await app.verifySignInMessage({ nonce, domain: DOMAIN, message, signature })
    expect(verified.isError).toBe(true)
  })
})
