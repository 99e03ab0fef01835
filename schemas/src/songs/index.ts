export * from './song-status.ts'
export * from './routes.ts'
