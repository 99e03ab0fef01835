export * from './kinesis.ts'
export * from './kinesis.routes.ts'
export * from './routes.ts'
