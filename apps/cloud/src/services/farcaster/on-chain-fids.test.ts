import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createWalletClient, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../../config.js'
import { type AnvilProcess, startAnvil } from '../chains/anvil-process.js'
import { compileContract } from '../contracts/compile-contract.js'
import { onChainFids } from './on-chain-fids.js'
import { custodyOf, signIn } from './siwf.test-helper.js'
import { TEST_FIDS } from './test-fids.js'
import { verifySignIn } from './verify-sign-in.js'

// Against a registry contract (contracts/TestIdRegistry.sol, compiled by solc) deployed on anvil:
// the same `custodyOf` read the cloud makes of Farcaster's ID registry on OP mainnet.

const SOURCE = fileURLToPath(new URL('../../../contracts/TestIdRegistry.sol', import.meta.url))
let anvil: AnvilProcess
let registryAddress: `0x${string}`

beforeAll(async () => {
  anvil = await startAnvil({ host: '127.0.0.1', port: 0, chainId: 10 })
  const { abi, bytecode } = await compileContract(
    { path: SOURCE, name: 'TestIdRegistry', cachePrefix: 'test-id-registry' },
    await mkdtemp(join(tmpdir(), 'id-registry-')),
  )
  const wallet = createWalletClient({
    account: privateKeyToAccount(DEV_ACCOUNTS[0]!.privateKey),
    transport: http(anvil.rpcUrl),
  }).extend(publicActions)
  const deployed = await wallet.waitForTransactionReceipt({
    hash: await wallet.deployContract({ abi, bytecode, chain: null }),
  })
  registryAddress = deployed.contractAddress!
  const alice = TEST_FIDS[0]!
  await wallet.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: registryAddress,
      abi,
      functionName: 'register',
      args: [BigInt(alice.fid), alice.custody],
      chain: null,
    }),
  })
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
