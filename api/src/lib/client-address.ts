import type { Middleware } from '@feathersjs/koa'
import type { Server, Socket } from 'socket.io'

/** REST: the caller's address in `params.ip` (Koa reads X-Forwarded-For only when the app trusts its proxy). */
export const clientAddress = (): Middleware => async (ctx, next) => {
  ctx.feathers = { ...ctx.feathers, ip: ctx.ip }
  await next()
}

/** socket.io: the same, for every call over the socket; registered after Feathers has created `socket.feathers`. */
export function socketClientAddress(io: Server, trustProxy: boolean): void {
  io.use((socket: Socket, next) => {
    const forwarded = trustProxy
      ? String(socket.handshake.headers['x-forwarded-for'] ?? '')
          .split(',')[0]
          .trim()
      : ''
    // Feathers' socket.io transport keeps call params on `socket.feathers`, which socket.io's types do not know.
    Object.assign((socket as unknown as { feathers: Record<string, unknown> }).feathers, {
      ip: forwarded || socket.handshake.address
    })
    next()
  })
}
