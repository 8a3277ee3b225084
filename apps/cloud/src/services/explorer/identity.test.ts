import { describe, expect, it } from 'vitest'
import { missingIdentity } from './identity.js'

describe('missingIdentity', () => {
  it('passes when projectId, st and sv are all there', () => {
    expect(missingIdentity(new URLSearchParams('projectId=p&st=appkit&sv=1.0.0'))).toBeUndefined()
  })

  it.each([
    ['st=appkit&sv=1', 'Project ID Missing'],
    ['projectId=%20&st=appkit&sv=1', 'Project ID Missing'],
    ['projectId=p&sv=1', 'SDK Type Missing'],
    ['projectId=p&st=appkit&sv=', 'SDK Version Missing'],
    ['', 'Project ID Missing'],
  ])('%o → %o', (query, message) => {
    expect(missingIdentity(new URLSearchParams(query))).toBe(message)
  })
})
