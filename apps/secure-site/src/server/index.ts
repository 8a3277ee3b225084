// The secure site's server, for `pnpm start` and for test fixtures that start one per worker.
export * from './errors.js'
export { DEFAULT_DATA_DIR, DEFAULT_PAGE_DIR } from './package-paths.js'
export {
  DEFAULT_CLOUD_URL,
  DEFAULT_SECURE_SITE_PORT,
  loadServerConfig,
  SECURE_SITE_HOST,
  type ServerConfig,
} from './server-config.js'
export { type SecureSite, type SecureSiteOptions, startSecureSite } from './start-secure-site.js'
