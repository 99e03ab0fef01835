export * from './status.ts'
export * from './routes.ts'
