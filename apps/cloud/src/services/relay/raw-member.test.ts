import { describe, expect, it } from 'vitest'
import { readTopLevelMember } from './raw-member.js'

describe('readTopLevelMember', () => {
  it('returns an id above 2^53 digit for digit', () => {
    const text = '{"id":1739194530000123456,"jsonrpc":"2.0","method":"irn_publish"}'
    expect(readTopLevelMember(text, 'id')).toBe('1739194530000123456')
  })

  it('keeps string, null and negative ids in their own form', () => {
    expect(readTopLevelMember('{"id":"17391945300001234567"}', 'id')).toBe('"17391945300001234567"')
    expect(readTopLevelMember('{ "id" : null }', 'id')).toBe('null')
    expect(readTopLevelMember('{"id":-5e3}', 'id')).toBe('-5e3')
  })

  it('ignores ids nested in params or inside strings', () => {
    const text = '{"params":{"id":1,"data":{"id":[2,{"id":3}]}},"note":"{\\"id\\":4}","method":"m","id":99}'
    expect(readTopLevelMember(text, 'id')).toBe('99')
  })

  it('handles escaped quotes and backslashes before the member', () => {
    const text = '{"a":"x\\\\","b":"\\"}","id":7}'
    expect(readTopLevelMember(text, 'id')).toBe('7')
  })

  it('finds the id after a long params string full of escaped quotes and backslashes', () => {
    const message = `${'a\\"'.repeat(2000)}\\\\`
    const text = `${JSON.stringify({ params: { message }, note: '\\"' }).slice(0, -1)},"id":12}`
    expect(JSON.parse(text).params.message).toBe(message)
    expect(readTopLevelMember(text, 'id')).toBe('12')
  })

  it('takes the last of repeated keys, like JSON.parse', () => {
    expect(readTopLevelMember('{"id":1,"id":2}', 'id')).toBe('2')
  })

  it('returns undefined when the member is absent or the value is not an object', () => {
    expect(readTopLevelMember('{"method":"m"}', 'id')).toBeUndefined()
    expect(readTopLevelMember('{}', 'id')).toBeUndefined()
    expect(readTopLevelMember('[{"id":1}]', 'id')).toBeUndefined()
    expect(readTopLevelMember('"id"', 'id')).toBeUndefined()
  })
})
