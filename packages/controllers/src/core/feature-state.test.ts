import { describe, expect, it } from 'vitest'
import { createTestCore } from '../test/core.js'
import { network } from '../test/fake-adapter.js'
import { destroyCore } from './destroy-core.js'
import { featureState } from './feature-state.js'

describe('featureState', () => {
  it('is made once per instance, on first use; two instances never share it', () => {
    let made = 0
    const counter = featureState(() => ({ n: ++made }))
    const a = createTestCore({ networks: [network(1)] })
    const b = createTestCore({ networks: [network(1)] })
    expect(made).toBe(0)
    expect(counter(a)).toBe(counter(a))
    expect(counter(b).n).toBe(2)
    expect(counter(a).n).toBe(1)
  })

  it('is stopped when its instance is destroyed, and only then', () => {
    const stopped: string[] = []
    const timer = featureState(
      () => ({ name: 'timer' }),
      (state) => stopped.push(state.name),
    )
    const core = createTestCore({ networks: [network(1)] })
    timer(core)
    expect(stopped).toEqual([])
    destroyCore(core)
    expect(stopped).toEqual(['timer'])
  })
})
