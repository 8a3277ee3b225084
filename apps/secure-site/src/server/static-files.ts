import { readFile } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { PAGE_CONFIG_MARKER } from '../shared/page-config.js'
import { PageNotBuiltError } from './errors.js'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}

export interface StaticFile {
  body: Buffer
  type: string
}

export interface PageFiles {
  /** index.html, with the marker where the config goes. */
  indexHtml: string
  /** A file under assets/ (Vite's hashed output), or undefined: nothing else is served. */
  asset(pathname: string): Promise<StaticFile | undefined>
}

/** The built page in `dir`; fails at start when it was never built or lacks the config marker. */
export async function loadPageFiles(dir: string): Promise<PageFiles> {
  const indexHtml = await readFile(join(dir, 'index.html'), 'utf8').catch(() => {
    throw new PageNotBuiltError(dir)
  })
  if (!indexHtml.includes(PAGE_CONFIG_MARKER)) throw new PageNotBuiltError(dir)
  const assets = join(dir, 'assets')
  return {
    indexHtml,
    async asset(pathname) {
      if (!pathname.startsWith('/assets/')) return undefined
      let relative: string
      try {
        relative = decodeURIComponent(pathname.slice('/assets/'.length))
      } catch {
        return undefined
      }
      // Only plain names under assets/: no '..', no absolute paths, no NUL.
      const file = normalize(join(assets, relative))
      if (!file.startsWith(assets + sep) || relative.includes('\0')) return undefined
      const type = TYPES[extname(file)]
      if (!type) return undefined
      const body = await readFile(file).catch(() => undefined)
      return body && { body, type }
    },
  }
}
