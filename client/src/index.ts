export * from './errors.ts'
export * from './rest.ts'
