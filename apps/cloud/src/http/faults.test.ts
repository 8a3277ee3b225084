import { describe, expect, it } from 'vitest'
import { parseFault } from './faults.js'

describe('parseFault', () => {
  it('reads no fault as none', () => {
    expect(parseFault(new URLSearchParams(''))).toEqual({ ok: true, fault: undefined })
    expect(parseFault(new URLSearchParams('fault='))).toEqual({ ok: true, fault: undefined })
  })

  it.each(['429', '500', '503', 'malformed', 'slow'])('reads %o', (fault) => {
    expect(parseFault(new URLSearchParams(`fault=${fault}`))).toEqual({ ok: true, fault })
  })

  it('refuses an unknown fault and lists the known ones', () => {
    expect(parseFault(new URLSearchParams('fault=404'))).toEqual({
      ok: false,
      message: 'Unknown fault "404"; use one of 429, 500, 503, malformed, slow',
    })
  })

  it('takes another list of faults', () => {
    expect(parseFault(new URLSearchParams('fault=hang'), ['429', 'hang'])).toEqual({
      ok: true,
      fault: 'hang',
    })
    expect(parseFault(new URLSearchParams('fault=slow'), ['429', 'hang'])).toEqual({
      ok: false,
      message: 'Unknown fault "slow"; use one of 429, hang',
    })
  })
})
