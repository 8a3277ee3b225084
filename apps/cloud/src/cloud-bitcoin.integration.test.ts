import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { balancesResponseSchema } from '@appkit/blockchain-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCloud } from './cloud.js'
import type { Cloud } from './cloud-info.js'
import type { CloudConfig } from './config.js'
import { spend, testWallet } from './services/bitcoin/bitcoin.test-helper.js'
import { createEsploraClient, type EsploraClient } from './services/bitcoin/esplora-client.js'
import { BITCOIN_LAB_CHAIN_ID } from './services/bitcoin/lab-chain.js'

const IDENTITY = 'projectId=integration&st=appkit&sv=1.0.0'
const wallet = testWallet('cloud-bitcoin/wallet')
const merchant = testWallet('cloud-bitcoin/merchant')

// A whole cloud (no EVM chains) on a data directory: the wiring of cloud.ts, the blockchain API
// reading the chain over HTTP through its Esplora client, and a restart that keeps the chain.
describe('the cloud’s Bitcoin test chain', () => {
  let dataDir: string
  let config: CloudConfig
  let cloud: Cloud
  let esplora: EsploraClient

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'appkit-cloud-bitcoin-'))
    config = {
      host: '127.0.0.1',
      port: 0,
      relayPort: 0,
      chains: [],
      dataDir,
      bitcoin: { fund: [{ address: wallet.p2tr.address, sats: 250_000_000 }] },
    }
    cloud = await startCloud(config)
    esplora = createEsploraClient({ baseUrl: cloud.bitcoin.esploraUrl })
  }, 30_000)

  afterAll(async () => {
    await cloud?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  async function btc(address: string): Promise<string | undefined> {
    const response = await fetch(
      `${cloud.url}/v1/account/${address}/balance?chainId=${BITCOIN_LAB_CHAIN_ID}&currency=usd&${IDENTITY}`,
    )
    expect(response.status).toBe(200)
    return balancesResponseSchema.parse(await response.json()).balances[0]?.quantity.numeric
  }

  it('names the chain, its Esplora API and its test routes', async () => {
    expect(cloud.bitcoin).toEqual({
      esploraUrl: `${cloud.url}/bitcoin/regtest/api`,
      testUrl: `${cloud.url}/bitcoin/regtest/test`,
      chainId: BITCOIN_LAB_CHAIN_ID,
    })
    expect(await esplora.chainId()).toBe(BITCOIN_LAB_CHAIN_ID)
  })

  it('funds the configured address at start, and the blockchain API answers its BTC', async () => {
    expect(await btc(wallet.p2tr.address)).toBe('2.5')
  })

  it('takes a wallet’s transaction, shows it at once, and confirms it when a test mines', async () => {
    const [utxo] = await esplora.utxos(wallet.p2tr.address)
    const tx = spend(
      [{ txid: utxo!.txid, vout: utxo!.vout, value: 250_000_000n, owner: wallet, kind: 'p2tr' }],
      [
        { address: merchant.p2wpkh.address, value: 100_000_000n },
        { address: wallet.p2tr.address, value: 149_998_000n },
      ],
    )
    expect(await esplora.broadcast(tx.toHex())).toBe(tx.getId())
    expect(await btc(merchant.p2wpkh.address)).toBe('1')
    expect(await btc(wallet.p2tr.address)).toBe('1.49998')

    const mined = await fetch(`${cloud.bitcoin.testUrl}/mine`, { method: 'POST', body: '{"blocks":1}' })
    expect(mined.status).toBe(200)
    expect(await esplora.transactionStatus(tx.getId())).toMatchObject({ confirmed: true, block_height: 2 })
  })

  it('keeps the chain across a restart, and funds nothing again', async () => {
    const tip = await esplora.tipHeight()
    await cloud.stop()
    cloud = await startCloud({
      ...config,
      bitcoin: { fund: [{ address: merchant.p2tr.address, sats: 1_000 }] },
    })
    esplora = createEsploraClient({ baseUrl: cloud.bitcoin.esploraUrl })
    expect(await esplora.tipHeight()).toBe(tip)
    expect(await btc(merchant.p2wpkh.address)).toBe('1')
    expect(await btc(merchant.p2tr.address)).toBeUndefined()
  }, 30_000)
})
