import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { summarizeIssues } from './issue-summary.js'

const schema = z.object({ count: z.number(), data: z.array(z.object({ name: z.string() })) })

function issuesOf(value: unknown) {
  const result = schema.safeParse(value)
  if (result.success) throw new Error('expected a failure')
  return summarizeIssues(result.error)
}

describe('summarizeIssues', () => {
  it('names the path of each failed field', () => {
    expect(issuesOf({ count: 1, data: [{ name: 'a' }, { name: 2 }] })).toBe(
      'data[1].name: Invalid input: expected string, received number',
    )
  })

  it('marks a wrong root', () => {
    expect(issuesOf('nope')).toBe('(root): Invalid input: expected object, received string')
  })

  it('caps the list and says how many were left out', () => {
    const data = Array.from({ length: 8 }, () => ({ name: 0 }))
    const lines = issuesOf({ count: 8, data }).split('\n')
    expect(lines).toHaveLength(6)
    expect(lines[5]).toBe('… and 3 more')
  })
})
