import { SOLANA_TEST_ACCOUNTS, SOLANA_TEST_MINT } from '@appkit/testing'
import { address } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { LiteSVM } from 'litesvm'
import { beforeAll, describe, expect, it } from 'vitest'
import { faucetSigner } from './faucet.js'
import { writeGenesis } from './genesis.js'
import { balancesOf, readAccount, svmMintDecimals, tokenBalances } from './svm-accounts.js'

const [alice] = SOLANA_TEST_ACCOUNTS
const NOBODY = 'Fg6PaFpoGXkYsidMpWTK6W2BeZ7FEfcYkg476zPFsLnS'
let svm: LiteSVM

beforeAll(async () => {
  svm = new LiteSVM()
  await writeGenesis(svm, (await faucetSigner()).address)
})

describe('svm accounts', () => {
  it('reads an account, null for none or for what is not an address', () => {
    expect(readAccount(svm, alice.address)).toEqual({
      lamports: 100_000_000_000n,
      data: new Uint8Array(),
      owner: '11111111111111111111111111111111',
      executable: false,
    })
    expect(readAccount(svm, NOBODY)).toBeNull()
    expect(readAccount(svm, 'nope')).toBeNull()
  })

  it('reads mint decimals, balances and token balances by index', async () => {
    const decimals = svmMintDecimals(svm)
    expect(decimals(SOLANA_TEST_MINT.address)).toBe(6)
    expect(decimals(alice.address)).toBeUndefined()
    const [ata] = await findAssociatedTokenPda({
      owner: address(alice.address),
      mint: address(SOLANA_TEST_MINT.address),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const keys = [alice.address, ata, NOBODY]
    const now = (key: string) => readAccount(svm, key)
    expect(balancesOf(keys, now)).toEqual([100_000_000_000n, 2_039_280n, 0n])
    expect(tokenBalances(keys, now, decimals)).toEqual([
      {
        accountIndex: 1,
        mint: SOLANA_TEST_MINT.address,
        owner: alice.address,
        programId: TOKEN_PROGRAM_ADDRESS,
        uiTokenAmount: {
          amount: '1000000000000',
          decimals: 6,
          uiAmount: 1_000_000,
          uiAmountString: '1000000',
        },
      },
    ])
  })
})
