import type { ActivityTransaction } from './extract-activity.js'

export const ALICE = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
export const BOB = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
export const CAROL = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
export const LUSD = '0x700b6a60ce7eaaea56f065753d8dcb9653dbad35'

/** A recorded transaction for store tests: ETH from Alice to Bob in block `blockNumber`. */
export function activity(
  blockNumber: number,
  txIndex: number,
  fields: Partial<ActivityTransaction> = {},
): ActivityTransaction {
  return {
    hash: `0x${blockNumber.toString(16).padStart(4, '0')}${txIndex.toString(16).padStart(60, '0')}`,
    blockNumber,
    blockHash: `0xb${blockNumber}`,
    txIndex,
    minedAt: 1_800_000_000 + blockNumber,
    from: ALICE,
    to: BOB,
    nonce: blockNumber,
    status: 'confirmed',
    transfers: [{ position: 0, token: null, from: ALICE, to: BOB, amount: 10n ** 18n }],
    accounts: [ALICE, BOB],
    ...fields,
  }
}
