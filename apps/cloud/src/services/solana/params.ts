import { isAddress, isSignature } from '@solana/kit'
import { JsonRpcError } from '../../http/json-rpc-error.js'
import { invalidParams, RPC_ERROR } from './rpc-error.js'

/** Every read on this chain is final at once; the levels are accepted and answered alike. */
export type Commitment = 'processed' | 'confirmed' | 'finalized'

/** The deprecated names clients still send (spec §3 lists them as preflight commitments). */
const COMMITMENTS: Readonly<Record<string, Commitment>> = {
  processed: 'processed',
  confirmed: 'confirmed',
  finalized: 'finalized',
  recent: 'processed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  root: 'finalized',
  max: 'finalized',
}

/** The positional params of a method: an array of `min` to `max` entries (absent counts as []). */
export function positionalParams(params: unknown, min: number, max = min): unknown[] {
  const list = params === undefined ? [] : params
  if (!Array.isArray(list)) throw invalidParams('Invalid params: expected an array of parameters')
  if (list.length < min)
    throw invalidParams(`Invalid params: \`params\` should have at least ${min} argument(s)`)
  if (list.length > max)
    throw invalidParams(`Invalid params: \`params\` should have at most ${max} argument(s)`)
  return list
}

/** The trailing configuration object; absent or null is {}. */
export function readConfig(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParams('Invalid params: expected a configuration object')
  }
  return value as Record<string, unknown>
}

export function readCommitment(config: Record<string, unknown>, key = 'commitment'): Commitment {
  const value = config[key]
  if (value === undefined || value === null) return 'finalized'
  const commitment = typeof value === 'string' ? COMMITMENTS[value] : undefined
  if (commitment === undefined) {
    throw invalidParams(
      `Invalid params: unknown variant \`${String(value)}\`, expected one of \`processed\`, \`confirmed\`, \`finalized\``,
    )
  }
  return commitment
}

/** A base58 account address (32 bytes). */
export function readAddress(value: unknown): string {
  if (typeof value !== 'string' || !isAddress(value)) throw invalidParams('Invalid param: Invalid')
  return value
}

/** A base58 transaction signature (64 bytes). */
export function readSignature(value: unknown): string {
  if (typeof value !== 'string' || !isSignature(value)) throw invalidParams('Invalid param: Invalid')
  return value
}

/** A non-negative integer parameter (u64 on the wire; anything a client sends here is far smaller). */
export function readInteger(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw invalidParams(`Invalid params: ${what} must be a non-negative integer`)
  }
  return value
}

export function readEncoding<T extends string>(
  config: Record<string, unknown>,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = config.encoding
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'string' || !allowed.includes(value as T)) {
    throw invalidParams(
      `Invalid params: unknown variant \`${String(value)}\`, expected one of ${allowed.map((name) => `\`${name}\``).join(', ')}`,
    )
  }
  return value as T
}

export function readBoolean(config: Record<string, unknown>, key: string, fallback: boolean): boolean {
  const value = config[key]
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'boolean') throw invalidParams(`Invalid params: ${key} must be a boolean`)
  return value
}

/** Refuses a read that asks for a slot this node has not reached yet, as Solana's nodes do. */
export function checkMinContextSlot(config: Record<string, unknown>, currentSlot: number): void {
  const value = config.minContextSlot
  if (value === undefined || value === null) return
  const minContextSlot = readInteger(value, 'minContextSlot')
  if (minContextSlot > currentSlot) {
    throw new JsonRpcError(RPC_ERROR.minContextSlotNotReached, 'Minimum context slot has not been reached', {
      contextSlot: currentSlot,
    })
  }
}
