import { recoverMessageAddress } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { approveChannel, readChannelLink } from './approve-channel.js'
import { DEV_MNEMONIC, FARCASTER_TEST_ACCOUNTS } from './test-fids.js'

const LINK =
  'https://farcaster.xyz/~/siwf?channelToken=tok&nonce=abcdef123456&siweUri=https%3A%2F%2Fdapp.example%2F&domain=dapp.example'

describe('the lab Farcaster app', () => {
  it('reads the channel terms from the link, and nothing from a link without them', () => {
    expect(readChannelLink(LINK)).toEqual({
      channelToken: 'tok',
      nonce: 'abcdef123456',
      siweUri: 'https://dapp.example/',
      domain: 'dapp.example',
    })
    expect(readChannelLink('https://farcaster.xyz/~/siwf?channelToken=tok')).toBeUndefined()
    expect(readChannelLink('not a link')).toBeUndefined()
  })

  it("signs the channel's Sign In With Farcaster message with the custody key and sends it to the relay", async () => {
    const sent: { url: string; init: RequestInit }[] = []
    const fetchImpl = (async (url: string, init: RequestInit) => {
      sent.push({ url, init })
      return new Response('{}', { status: 201 })
    }) as typeof fetch
    const account = FARCASTER_TEST_ACCOUNTS[1]
    const answer = await approveChannel(
      'http://cloud.test/farcaster',
      readChannelLink(LINK)!,
      account,
      fetchImpl,
    )
    expect(answer.status).toBe(201)
    expect(sent[0]!.url).toBe('http://cloud.test/farcaster/v1/channel/authenticate')
    expect((sent[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer tok')
    const body = JSON.parse(String(sent[0]!.init.body)) as {
      message: string
      signature: `0x${string}`
      fid: number
    }
    expect(body.fid).toBe(20002)
    expect(parseSiweMessage(body.message)).toMatchObject({
      domain: 'dapp.example',
      nonce: 'abcdef123456',
      uri: 'https://dapp.example/',
      chainId: 10,
      statement: 'Farcaster Auth',
      resources: ['farcaster://fid/20002'],
    })
    const custody = mnemonicToAccount(DEV_MNEMONIC, { path: account.path }).address
    expect(await recoverMessageAddress({ message: body.message, signature: body.signature })).toBe(custody)
  })
})
