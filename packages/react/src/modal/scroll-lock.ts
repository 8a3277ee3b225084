/**
 * Stops the page behind the modal from scrolling (a wheel over the backdrop scrolls it otherwise)
 * until the returned function undoes it. The scrollbar's room is kept, so hiding the scrollbar
 * does not move the page sideways; what the page had set itself is put back.
 */
export function lockPageScroll(doc: Document = document): () => void {
  const root = doc.documentElement
  const { overflow, scrollbarGutter } = root.style
  const scrollbarWidth = (doc.defaultView?.innerWidth ?? 0) - root.clientWidth
  if (scrollbarWidth > 0) root.style.scrollbarGutter = 'stable'
  root.style.overflow = 'hidden'
  return () => {
    root.style.overflow = overflow
    root.style.scrollbarGutter = scrollbarGutter
  }
}
