export * from './routes.ts'
