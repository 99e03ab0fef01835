export * from './status.ts'
export * from './routes.ts'
export * from './music-providers.ts'
export * from './operations.ts'
