export * from './errors.ts'
export * from './rest.ts'
export * from './socket.ts'
export * from './room-connection.ts'
