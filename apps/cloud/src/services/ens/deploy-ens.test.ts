import { createPublicClient, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { getEnsAddress, getEnsName } from 'viem/ens'
import { afterEach, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../../config.js'
import { type AnvilProcess, startAnvil } from '../chains/anvil-process.js'
import { compileLabEns } from './compile-ens.js'
import { deployLabEns, EnsDeploymentError } from './deploy-ens.js'
import { ENS_DEPLOYER, LAB_ENS, LAB_ENS_NAME } from './lab-ens.js'

let anvil: AnvilProcess | undefined

afterEach(async () => {
  await anvil?.stop()
  anvil = undefined
})

const CAROL = DEV_ACCOUNTS[2].address

describe('deployLabEns', () => {
  it('is anvil’s dev account #7, whose key is public', () => {
    const account = mnemonicToAccount('test test test test test test test test test test test junk', {
      addressIndex: 7,
    })
    expect(account.address).toBe(ENS_DEPLOYER.address)
  })

  it('sets up a name that viem’s ENS actions resolve both ways, once', async () => {
    anvil = await startAnvil({ host: '127.0.0.1', port: 0, chainId: 31339 })
    const options = {
      rpcUrl: anvil.rpcUrl,
      chainId: 31339,
      contracts: await compileLabEns(),
      names: [{ name: LAB_ENS_NAME, address: CAROL }],
    }
    await expect(deployLabEns(options)).resolves.toBe(true)
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const universalResolverAddress = LAB_ENS.universalResolver
    await expect(getEnsAddress(client, { name: LAB_ENS_NAME, universalResolverAddress })).resolves.toBe(CAROL)
    await expect(getEnsName(client, { address: CAROL, universalResolverAddress })).resolves.toBe(LAB_ENS_NAME)
    // Unknown names and addresses without a name are answers (null), not failures.
    await expect(getEnsAddress(client, { name: 'nobody.eth', universalResolverAddress })).resolves.toBeNull()
    await expect(
      getEnsName(client, { address: DEV_ACCOUNTS[0].address, universalResolverAddress }),
    ).resolves.toBeNull()
    // A restored chain keeps what it has.
    await expect(deployLabEns(options)).resolves.toBe(false)
  })

  it('refuses a chain where the deployer was used for something else', async () => {
    anvil = await startAnvil({ host: '127.0.0.1', port: 0, chainId: 31339 })
    await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_sendTransaction',
        params: [{ from: ENS_DEPLOYER.address, to: CAROL, value: '0x1' }],
      }),
    })
    const options = { rpcUrl: anvil.rpcUrl, chainId: 31339, contracts: await compileLabEns(), names: [] }
    await expect(deployLabEns(options)).rejects.toBeInstanceOf(EnsDeploymentError)
  })
})
