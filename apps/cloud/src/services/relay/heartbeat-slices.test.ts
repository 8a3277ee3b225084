import { describe, expect, it } from 'vitest'
import { createHeartbeatSlices } from './heartbeat-slices.js'

describe('createHeartbeatSlices', () => {
  it('never pings every socket in one turn: 10,000 sockets over 15 ticks, 667 at most each', () => {
    const slices = createHeartbeatSlices<number>(15)
    for (let i = 0; i < 10_000; i++) slices.add(i)
    const ticks = Array.from({ length: 15 }, () => slices.next())
    expect(Math.max(...ticks.map((tick) => tick.length))).toBe(667)
    expect(new Set(ticks.flat()).size).toBe(10_000)
    expect(slices.roundEnded()).toBe(true)
  })

  it('pings a socket once per round whatever joins or leaves meanwhile', () => {
    const slices = createHeartbeatSlices<string>(3)
    const removeA = slices.add('a')
    slices.add('b')
    expect(slices.next()).toEqual(['a'])
    expect(slices.roundEnded()).toBe(false)
    removeA()
    slices.add('c')
    slices.add('d')
    const rest = [...slices.next(), ...slices.next()]
    expect(rest.sort()).toEqual(['b', 'd'])
    expect(slices.roundEnded()).toBe(true)
    expect(slices.next()).toEqual(['c'])
  })
})
