import { describe, expect, it } from 'vitest'
import { loadSponsorship, parseSponsorPolicy, policyOf, refusal } from './sponsor-policy.js'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const OTHER = '0x000000000000000000000000000000000000dEaD'

describe('the sponsorship policies', () => {
  it('reads all, none and a list of contracts (checksummed)', () => {
    expect(parseSponsorPolicy(' all ', 'X')).toEqual({ kind: 'all' })
    expect(parseSponsorPolicy('none', 'X')).toEqual({ kind: 'none' })
    expect(parseSponsorPolicy(`${TOKEN.toLowerCase()}, ${OTHER}`, 'X')).toEqual({
      kind: 'contracts',
      contracts: [TOKEN, OTHER],
    })
  })

  it('stops the start on a policy that is none of them, naming the setting', () => {
    expect(() => parseSponsorPolicy('everything', 'SPONSOR_GAS')).toThrow(
      'SPONSOR_GAS: "everything" is not all, none or a contract address',
    )
    expect(() => loadSponsorship({ PROJECT_SPONSOR_GAS: 'lab' })).toThrow(
      'PROJECT_SPONSOR_GAS: "lab" is not projectId=policy',
    )
    expect(() => loadSponsorship({ PROJECT_SPONSOR_GAS: 'lab=0x12' })).toThrow('PROJECT_SPONSOR_GAS (lab)')
  })

  it("gives each project its own policy, and every other one SPONSOR_GAS's (none when unset)", () => {
    const config = loadSponsorship({ SPONSOR_GAS: 'all', PROJECT_SPONSOR_GAS: `lab=none; shop=${TOKEN};` })
    expect(policyOf(config, 'lab')).toEqual({ kind: 'none' })
    expect(policyOf(config, 'shop')).toEqual({ kind: 'contracts', contracts: [TOKEN] })
    expect(policyOf(config, 'anyone')).toEqual({ kind: 'all' })
    expect(policyOf(loadSponsorship({}), 'anyone')).toEqual({ kind: 'none' })
    // A project named like an object's own property is still just a project.
    expect(policyOf(loadSponsorship({}), 'constructor')).toEqual({ kind: 'none' })
  })

  it('refuses with a reason, or sponsors', () => {
    const contracts = { kind: 'contracts', contracts: [TOKEN] } as const
    expect(refusal({ kind: 'all' }, 'p', undefined)).toBeUndefined()
    expect(refusal({ kind: 'none' }, 'p', [TOKEN])).toBe('Project p does not sponsor gas')
    expect(refusal(contracts, 'p', [TOKEN.toLowerCase() as `0x${string}`, TOKEN])).toBeUndefined()
    expect(refusal(contracts, 'p', [TOKEN, OTHER.toLowerCase() as `0x${string}`])).toBe(
      `Project p does not sponsor calls to ${OTHER}`,
    )
  })

  it('does not sponsor, under a contracts policy, call data it cannot read (an account of another kind hiding its calls)', () => {
    expect(refusal({ kind: 'contracts', contracts: [TOKEN] }, 'p', undefined)).toBe(
      'Project p sponsors calls to its contracts only, and these calls cannot be read',
    )
  })
})
