import { describe, expect, it } from 'vitest'
import { parseLoadtestArgs } from './loadtest-args.js'

describe('parseLoadtestArgs', () => {
  it('defaults to the done-when run: 10,000 sockets at 1,000 messages per second', () => {
    expect(parseLoadtestArgs([])).toMatchObject({ mode: 'relay', sockets: 10_000, rate: 1000, fault: false })
  })

  it('reads both spellings of a value', () => {
    expect(
      parseLoadtestArgs(['--sockets', '400', '--rate=200', '--duration', '5', '--settle', '90', '--fault']),
    ).toMatchObject({
      sockets: 400,
      rate: 200,
      durationSeconds: 5,
      fault: true,
    })
    expect(parseLoadtestArgs(['--api', '--connections=32'])).toMatchObject({ mode: 'api', connections: 32 })
    expect(parseLoadtestArgs(['--fsync', 'always']).fsync).toBe('always')
  })

  it('refuses what it does not know, with the usage', () => {
    expect(() => parseLoadtestArgs(['--socket', '4'])).toThrow(/Unknown argument "--socket"[\s\S]*Usage/)
    expect(() => parseLoadtestArgs(['--rate', '-5'])).toThrow(/--rate takes a whole number above 0, got "-5"/)
    expect(() => parseLoadtestArgs(['--rate'])).toThrow(/got ""/)
    expect(() => parseLoadtestArgs(['--api', '--fault'])).toThrow(/--fault is a relay run's/)
    expect(() => parseLoadtestArgs(['--fsync', 'no'])).toThrow(/--fsync is everysec or always, got "no"/)
  })
})
