import { describe, expect, it } from 'vitest'
import { firstIssue } from './first-issue.js'

describe('firstIssue', () => {
  it('names the field of the first issue, or the body', () => {
    expect(
      firstIssue([
        { path: ['data', 'resources', 0], message: 'expected string' },
        { path: ['signature'], message: 'too long' },
      ]),
    ).toBe('data.resources.0: expected string')
    expect(firstIssue([{ path: [], message: 'expected object' }])).toBe('body: expected object')
    expect(firstIssue([])).toBe('body: invalid')
    expect(firstIssue([{ path: [Symbol('s')], message: 'odd' }])).toBe('Symbol(s): odd')
  })
})
