/**
 * Waits until the images are in the browser's cache, or `timeoutMs` passes, whichever is first:
 * a list that shows a moment later with its icons reads better than one whose icons pop in.
 * Without `Image` (Node) there is nothing to wait for.
 */
export function preloadImages(urls: readonly string[], timeoutMs: number): Promise<void> {
  if (typeof Image === 'undefined' || urls.length === 0) return Promise.resolve()
  const loads = urls.map(
    (url) =>
      new Promise<void>((resolve) => {
        const image = new Image()
        image.onload = image.onerror = () => resolve()
        image.src = url
      }),
  )
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs)
    void Promise.all(loads).then(() => {
      clearTimeout(timer)
      resolve()
    })
  })
}
