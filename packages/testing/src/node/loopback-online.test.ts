import { describe, expect, it } from 'vitest'
import { LOOPBACK_ONLINE_SCRIPT, treatLoopbackAsOnline } from './loopback-online.js'

describe('treatLoopbackAsOnline', () => {
  it("makes a page that its browser calls offline report itself online, before the page's own scripts", async () => {
    class Navigator {
      get onLine() {
        return false
      }
    }
    const scripts: string[] = []
    await treatLoopbackAsOnline({ addInitScript: async (script) => void scripts.push(script) })
    expect(scripts).toEqual([LOOPBACK_ONLINE_SCRIPT])
    new Function('Navigator', scripts[0]!)(Navigator)
    expect(new Navigator().onLine).toBe(true)
  })
})
