import {
  type Address,
  address,
  type EncodedAccount,
  lamports,
  none,
  type ReadonlyUint8Array,
  some,
} from '@solana/kit'
import {
  AccountState,
  findAssociatedTokenPda,
  getMintEncoder,
  getMintSize,
  getTokenEncoder,
  getTokenSize,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import type { LiteSVM } from 'litesvm'
import { FAUCET_LAMPORTS } from './faucet.js'
import { GENESIS_SOL, LAB_SOL_USD, LAMPORTS_PER_SOL, SOLANA_TEST_HOLDERS } from './lab-chain.js'
import { SYSTEM_PROGRAM } from './program-ids.js'

const SYSTEM = address(SYSTEM_PROGRAM)

/**
 * Writes the chain's starting state into a fresh LiteSVM: SOL for the test accounts and the faucet,
 * the LSUSD mint, and each test account's associated token account with its LSUSD. Written as
 * accounts rather than sent as transactions: the same bytes at the same addresses on every start,
 * before the recorded transactions are replayed on top.
 */
export async function writeGenesis(svm: LiteSVM, faucet: Address): Promise<void> {
  for (const holder of SOLANA_TEST_HOLDERS) {
    setAccount(svm, address(holder), GENESIS_SOL * LAMPORTS_PER_SOL, SYSTEM, new Uint8Array())
  }
  setAccount(svm, faucet, FAUCET_LAMPORTS, SYSTEM, new Uint8Array())

  const mint = address(LAB_SOL_USD.mint)
  const perAccount = LAB_SOL_USD.perAccount * 10n ** BigInt(LAB_SOL_USD.decimals)
  const mintData = getMintEncoder().encode({
    mintAuthority: some(faucet),
    supply: perAccount * BigInt(SOLANA_TEST_HOLDERS.length),
    decimals: LAB_SOL_USD.decimals,
    isInitialized: true,
    freezeAuthority: none(),
  })
  setAccount(svm, mint, rentExempt(svm, getMintSize()), TOKEN_PROGRAM_ADDRESS, mintData)

  for (const holder of SOLANA_TEST_HOLDERS) {
    const owner = address(holder)
    const [tokenAccount] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
    const data = getTokenEncoder().encode({
      mint,
      owner,
      amount: perAccount,
      delegate: none(),
      state: AccountState.Initialized,
      isNative: none(),
      delegatedAmount: 0n,
      closeAuthority: none(),
    })
    setAccount(svm, tokenAccount, rentExempt(svm, getTokenSize()), TOKEN_PROGRAM_ADDRESS, data)
  }
}

function rentExempt(svm: LiteSVM, size: number): bigint {
  return svm.minimumBalanceForRentExemption(BigInt(size))
}

function setAccount(
  svm: LiteSVM,
  at: Address,
  balance: bigint,
  owner: Address,
  data: ReadonlyUint8Array,
): void {
  const account: EncodedAccount = {
    address: at,
    lamports: lamports(balance),
    programAddress: owner,
    executable: false,
    space: BigInt(data.length),
    data: new Uint8Array(data),
  }
  svm.setAccount(account)
}
