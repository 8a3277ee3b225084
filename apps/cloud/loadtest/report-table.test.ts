import { describe, expect, it } from 'vitest'
import { count, formatTable, kib, micros, ms } from './report-table.js'

describe('formatTable', () => {
  it('prints a Markdown table with right-aligned values', () => {
    expect(
      formatTable('Relay', [
        ['sent', '1,000'],
        ['p99 latency', '4.2 ms'],
      ]),
    ).toBe(
      [
        'Relay',
        '| figure      |  value |',
        '| ----------- | -----: |',
        '| sent        |  1,000 |',
        '| p99 latency | 4.2 ms |',
      ].join('\n'),
    )
  })

  it('formats the figures', () => {
    expect(ms(0.04)).toBe('0.0 ms')
    expect(ms(Number.NaN)).toBe('n/a')
    expect(count(29999.6)).toBe('30,000')
    expect(kib(3584)).toBe('3.5 KiB')
    expect(micros(0.2504)).toBe('250 µs')
  })
})
