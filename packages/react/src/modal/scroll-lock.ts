/**
 * The page's own style while modals hold it, per document: two instances' modals may be open at
 * once and close in any order, and the page gets its style back only when the last one lets go.
 * Keyed by the document itself (the page is shared by every instance), so nothing outlives it.
 */
const locks = new WeakMap<Document, { holders: number; overflow: string; scrollbarGutter: string }>()

/**
 * Stops the page behind the modal from scrolling (a wheel over the backdrop scrolls it otherwise)
 * until the returned function undoes it. The scrollbar's room is kept, so hiding the scrollbar
 * does not move the page sideways; what the page had set itself is put back.
 */
export function lockPageScroll(doc: Document = document): () => void {
  const root = doc.documentElement
  let lock = locks.get(doc)
  if (!lock) {
    lock = { holders: 0, overflow: root.style.overflow, scrollbarGutter: root.style.scrollbarGutter }
    locks.set(doc, lock)
    const scrollbarWidth = (doc.defaultView?.innerWidth ?? 0) - root.clientWidth
    if (scrollbarWidth > 0) root.style.scrollbarGutter = 'stable'
    root.style.overflow = 'hidden'
  }
  lock.holders++
  let held = true
  return () => {
    if (!held || !lock) return
    held = false
    if (--lock.holders > 0) return
    locks.delete(doc)
    root.style.overflow = lock.overflow
    root.style.scrollbarGutter = lock.scrollbarGutter
  }
}
