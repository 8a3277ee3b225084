import type { TypedDataDefinition } from 'viem'

// EIP-712 hashes only the fields its types name: a message key that is not in the types is shown
// by a naive screen and never signed, so a dapp can put a reassuring value beside the one that
// counts. These checks make the shown JSON exactly the signed data.

type Types = Record<string, ReadonlyArray<{ name: string; type: string }>>

/** The domain fields viem signs when the typed data brings no EIP712Domain type of its own. */
const DEFAULT_DOMAIN_FIELDS = ['name', 'version', 'chainId', 'verifyingContract', 'salt']

/** What is wrong with the typed data's keys, or undefined when every key shown is signed. */
export function unsignedKeysProblem(typedData: TypedDataDefinition): string | undefined {
  const types = typedData.types as unknown as Types
  const domain = (typedData.domain ?? {}) as Record<string, unknown>
  const custom = types.EIP712Domain
  if (custom) {
    // Without chainId the signature is valid on every chain the verifying contract is on.
    if (!custom.some((field) => field.name === 'chainId')) return 'EIP712Domain leaves out chainId'
    const named = new Set(custom.map((field) => field.name))
    const extra = Object.keys(domain).filter((key) => !named.has(key))
    if (extra.length > 0) return `domain keys not in EIP712Domain: ${extra.join(', ')}`
  } else {
    const extra = Object.keys(domain).filter((key) => !DEFAULT_DOMAIN_FIELDS.includes(key))
    if (extra.length > 0) return `domain keys that are not signed: ${extra.join(', ')}`
  }
  return structProblem(types, String(typedData.primaryType), typedData.message, 'message')
}

function structProblem(types: Types, typeName: string, value: unknown, path: string): string | undefined {
  const fields = types[typeName]
  if (!fields) return undefined
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return `${path} is not a ${typeName}`
  const named = new Map(fields.map((field) => [field.name, field.type]))
  for (const key of Object.keys(value)) {
    if (!named.has(key)) return `${path}.${key} is not in ${typeName}`
  }
  for (const [name, type] of named) {
    const problem = fieldProblem(types, type, (value as Record<string, unknown>)[name], `${path}.${name}`)
    if (problem) return problem
  }
  return undefined
}

function fieldProblem(types: Types, type: string, value: unknown, path: string): string | undefined {
  const array = /^(.*)\[\d*\]$/.exec(type)
  if (array) {
    if (!Array.isArray(value)) return undefined
    for (const [index, item] of value.entries()) {
      const problem = fieldProblem(types, array[1]!, item, `${path}[${index}]`)
      if (problem) return problem
    }
    return undefined
  }
  return types[type] ? structProblem(types, type, value, path) : undefined
}

/** The signed domain fields, in the order they are hashed, for the screen. */
export function signedDomainEntries(typedData: TypedDataDefinition): Array<[string, unknown]> {
  const types = typedData.types as unknown as Types
  const domain = (typedData.domain ?? {}) as Record<string, unknown>
  const names = types.EIP712Domain?.map((field) => field.name) ?? DEFAULT_DOMAIN_FIELDS
  return names.filter((name) => domain[name] !== undefined).map((name) => [name, domain[name]])
}
