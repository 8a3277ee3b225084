import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AnvilProcess } from '../chains/anvil-process.js'
import { onChainFids } from './on-chain-fids.js'
import { startRegistryChain } from './registry-chain.test-helper.js'
import { custodyOf, signIn } from './siwf.test-helper.js'
import { TEST_FIDS } from './test-fids.js'
import { verifySignIn } from './verify-sign-in.js'

// Against a registry contract deployed on anvil (registry-chain.test-helper.ts): the same
// `custodyOf` read the cloud makes of Farcaster's ID registry on OP mainnet. Only Alice is registered.

let anvil: AnvilProcess
let registryAddress: `0x${string}`

beforeAll(async () => {
  ;({ anvil, registryAddress } = await startRegistryChain(TEST_FIDS.slice(0, 1)))
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
})

describe('onChainFids', () => {
  it("reads a fid's custody address from the registry, named !<fid>; a fid without an owner is unknown", async () => {
    const lookup = onChainFids({ rpcUrl: anvil.rpcUrl, registryAddress })
    const alice = TEST_FIDS[0]!
    expect(await lookup(alice.fid)).toEqual({
      fid: alice.fid,
      custody: alice.custody,
      username: `!${alice.fid}`,
      displayName: `!${alice.fid}`,
      bio: '',
      pfpUrl: '',
    })
    await expect(lookup(TEST_FIDS[1]!.fid)).resolves.toBeUndefined()
  })

  it('a sign-in by the custody key the registry names passes; another key for that fid (impersonation), or an unregistered fid, is refused', async () => {
    const lookup = onChainFids({ rpcUrl: anvil.rpcUrl, registryAddress })
    const terms = { nonce: 'abcdefgh12345678', domain: 'app.example', siweUri: 'https://app.example/login' }
    const now = new Date()
    const alice = TEST_FIDS[0]!
    await expect(verifySignIn(terms, await signIn(terms), lookup, now)).resolves.toMatchObject({
      fid: alice.fid,
      custody: custodyOf(0).address,
    })
    const forged = await signIn({ ...terms, index: 1, fid: alice.fid })
    await expect(verifySignIn(terms, forged, lookup, now)).rejects.toThrow(/custody address of fid 20001/)
    await expect(verifySignIn(terms, await signIn({ ...terms, index: 1 }), lookup, now)).rejects.toThrow(
      /fid 20002 is not registered/,
    )
  })

  it('a node that does not answer fails the read (the sign-in fails, never passes)', async () => {
    const lookup = onChainFids({ rpcUrl: 'http://127.0.0.1:1', registryAddress })
    await expect(lookup(TEST_FIDS[0]!.fid)).rejects.toThrow()
  })
})
