export * from './notifications.ts'
export * from './notifications.routes.ts'
export * from './routes.ts'
