import { address, type Instruction } from '@solana/kit'
import { COMPUTE_BUDGET_PROGRAM } from './program-ids.js'

/** Instruction tags of the compute-budget program; each is followed by its little-endian value. */
export const SET_COMPUTE_UNIT_LIMIT = 2
export const SET_COMPUTE_UNIT_PRICE = 3

/**
 * SetComputeUnitLimit (the tag, then the limit as a u32), written out here: five bytes are not worth
 * another dependency (@solana-program/compute-budget) for one instruction.
 */
export function computeUnitLimitInstruction(units: number): Instruction {
  const data = new Uint8Array(5)
  data[0] = SET_COMPUTE_UNIT_LIMIT
  new DataView(data.buffer).setUint32(1, units, true)
  return { programAddress: address(COMPUTE_BUDGET_PROGRAM), data }
}
