import { type Address, getAddress, isAddress } from 'viem'

/** Whose gas a project's paymaster pays: every user operation, those that call only these contracts, or none. */
export type SponsorPolicy =
  | { kind: 'all' }
  | { kind: 'none' }
  | { kind: 'contracts'; contracts: readonly Address[] }

/** The policy of each project (PROJECT_SPONSOR_GAS), and of every other project (SPONSOR_GAS). */
export interface SponsorshipConfig {
  default: SponsorPolicy
  projects: Readonly<Record<string, SponsorPolicy>>
}

/** Nothing is sponsored unless the project asks for it, as with a paymaster provider. */
export const DEFAULT_SPONSORSHIP: SponsorshipConfig = { default: { kind: 'none' }, projects: {} }

/** `all`, `none`, or comma-separated contract addresses (the contracts a user operation may call). */
export function parseSponsorPolicy(raw: string, name: string): SponsorPolicy {
  const value = raw.trim()
  if (value === 'all' || value === 'none') return { kind: value }
  const contracts = value.split(',').map((entry) => entry.trim())
  const bad = contracts.find((entry) => !isAddress(entry, { strict: false }))
  if (bad !== undefined) {
    throw new Error(`${name}: "${bad}" is not all, none or a contract address (0x and 40 hex digits)`)
  }
  return { kind: 'contracts', contracts: contracts.map((entry) => getAddress(entry)) }
}

/**
 * SPONSOR_GAS (every project's policy; `none` when unset) and PROJECT_SPONSOR_GAS
 * (`id=all;id2=0xabc…,0xdef…;id3=none`: a project's own). A malformed value stops the start.
 */
export function loadSponsorship(env: Record<string, string | undefined>): SponsorshipConfig {
  const fallback = env.SPONSOR_GAS?.trim()
  const projects: Record<string, SponsorPolicy> = {}
  for (const entry of (env.PROJECT_SPONSOR_GAS ?? '').split(';')) {
    if (entry.trim() === '') continue
    const split = entry.indexOf('=')
    const id = split === -1 ? '' : entry.slice(0, split).trim()
    if (id === '') throw new Error(`PROJECT_SPONSOR_GAS: "${entry.trim()}" is not projectId=policy`)
    projects[id] = parseSponsorPolicy(entry.slice(split + 1), `PROJECT_SPONSOR_GAS (${id})`)
  }
  return {
    default: fallback ? parseSponsorPolicy(fallback, 'SPONSOR_GAS') : DEFAULT_SPONSORSHIP.default,
    projects,
  }
}

/** The project's own policy, or every project's. */
export function policyOf(config: SponsorshipConfig, projectId: string): SponsorPolicy {
  return Object.hasOwn(config.projects, projectId) ? config.projects[projectId]! : config.default
}

/**
 * Why the project does not pay for a user operation calling `targets` (undefined when it does).
 * `targets` undefined: the call data is not one the cloud can read, so only `all` sponsors it.
 */
export function refusal(
  policy: SponsorPolicy,
  projectId: string,
  targets: readonly Address[] | undefined,
): string | undefined {
  if (policy.kind === 'all') return undefined
  if (policy.kind === 'none') return `Project ${projectId} does not sponsor gas`
  if (targets === undefined)
    return `Project ${projectId} sponsors calls to its contracts only, and these calls cannot be read`
  const allowed = new Set(policy.contracts.map((contract) => contract.toLowerCase()))
  const outside = targets.find((target) => !allowed.has(target.toLowerCase()))
  if (outside !== undefined) return `Project ${projectId} does not sponsor calls to ${getAddress(outside)}`
  return undefined
}
