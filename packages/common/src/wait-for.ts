/**
 * Waits until `find` finds something, checking each time `onChange` says something changed, for at
 * most `ms`: extensions inject themselves a little after the page starts.
 */
export function waitFor<T>(
  find: () => T | undefined,
  onChange: (listener: () => void) => () => void,
  ms: number,
): Promise<T | undefined> {
  const found = find()
  if (found || ms <= 0) return Promise.resolve(found)
  return new Promise<T | undefined>((resolve) => {
    const stop = onChange(() => {
      const value = find()
      if (value) done(value)
    })
    const timer = setTimeout(() => done(undefined), ms)
    function done(value: T | undefined) {
      clearTimeout(timer)
      stop()
      resolve(value)
    }
  })
}
