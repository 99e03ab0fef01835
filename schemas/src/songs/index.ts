export * from './song-status.ts'
export * from './uploaded-song.ts'
export * from './uploaded-song.routes.ts'
export * from './routes.ts'
