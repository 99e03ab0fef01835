import type { Middleware } from '@feathersjs/koa'
import type { Server, Socket } from 'socket.io'

/** REST: the caller's address in `params.ip` (Koa reads X-Forwarded-For only when the app trusts its proxy). */
export const clientAddress = (): Middleware => async (ctx, next) => {
  ctx.feathers = { ...ctx.feathers, ip: ctx.ip }
  await next()
}

/**
 * The client's address in an X-Forwarded-For header behind `hops` proxies: the entry the outermost of them appended.
 * The entries left of it come from the client, who can forge them, as Koa's `maxIpsCount` reads it too.
 */
export const forwardedClient = (header: string | string[] | undefined, hops: number): string | undefined => {
  if (hops < 1) return undefined
  const entries = [header ?? []]
    .flat()
    .join(',')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries.slice(-hops)[0]
}

/** socket.io: the same, for every call over the socket; registered after Feathers has created `socket.feathers`. */
export function socketClientAddress(io: Server, trustProxy: number): void {
  io.use((socket: Socket, next) => {
    // Feathers' socket.io transport keeps call params on `socket.feathers`, which socket.io's types do not know.
    Object.assign((socket as unknown as { feathers: Record<string, unknown> }).feathers, {
      ip: forwardedClient(socket.handshake.headers['x-forwarded-for'], trustProxy) || socket.handshake.address
    })
    next()
  })
}
