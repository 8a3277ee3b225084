import type { ServerResponse } from 'node:http'
import { send, sendCorsError } from '../../http/send.js'
import type { CatalogueStore } from './catalogue-store.js'
import type { ImageKind } from './explorer-routes.js'
import { logoOf } from './logos.js'
import { initialsOfId, initialsOfName, renderImageSvg } from './wallet-image.js'

// Asset, currency and token ids are open-ended (symbols, CAIP ids, addresses): any plausible one gets
// an image. Anything else (spaces, quotes, very long) is not an id.
const PUBLIC_ID = /^[A-Za-z0-9._:-]{1,128}$/

/**
 * Wallet images exist only for image ids of the catalogue (404 otherwise, as a deleted wallet's
 * would); the other kinds exist for any well-formed id. What the cloud runs (its chains, tokens,
 * currencies and named wallets) has a drawn logo; anything else gets initials on a colour.
 */
export function sendImage(
  res: ServerResponse,
  store: CatalogueStore,
  image: ImageKind,
  id: string | undefined,
) {
  if (image === 'wallet') {
    const wallet = id === undefined ? undefined : store.findByImageId(id)
    if (wallet === undefined) return sendCorsError(res, 404, 'Wallet image not found')
    return sendSvg(
      res,
      logoOf('wallet', wallet.name) ?? renderImageSvg(wallet.image_id, initialsOfName(wallet.name)),
    )
  }
  if (id === undefined || !PUBLIC_ID.test(id)) return sendCorsError(res, 404, 'Image not found')
  return sendSvg(res, logoOf(image, id) ?? renderImageSvg(`${image}:${id}`, initialsOfId(id)))
}

/** Images are cacheable for a day: their content follows from their id alone. */
function sendSvg(res: ServerResponse, svg: string): void {
  send(res, 200, 'image/svg+xml', svg, { 'cache-control': 'public, max-age=86400' })
}
