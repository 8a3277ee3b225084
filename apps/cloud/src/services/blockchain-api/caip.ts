/** CAIP-2 chain ids and CAIP-10 accounts of the EVM namespace (eip155), as the API's parameters use them. */

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const CAIP2 = /^eip155:([1-9]\d{0,15})$/
const CAIP10 = /^eip155:([1-9]\d{0,15}):(0x[0-9a-fA-F]{40})$/

/** The placeholder address clients use for a chain's native coin in CAIP-10 ids. */
export const NATIVE_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export function isAddress(value: string): boolean {
  return ADDRESS.test(value)
}

/** 31337 from "eip155:31337"; undefined for anything else. */
export function parseCaip2(value: string | null): number | undefined {
  const match = value === null ? null : CAIP2.exec(value)
  return match ? Number(match[1]) : undefined
}

/** { chainId, address (lowercase) } from "eip155:31337:0xAbc…"; undefined for anything else. */
export function parseCaip10(value: string): { chainId: number; address: string } | undefined {
  const match = CAIP10.exec(value)
  return match ? { chainId: Number(match[1]), address: match[2]!.toLowerCase() } : undefined
}

export function caip2(chainId: number): string {
  return `eip155:${chainId}`
}

export function caip10(chainId: number, address: string): string {
  return `eip155:${chainId}:${address}`
}
