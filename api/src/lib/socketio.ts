// socket.io for Feathers as @feathersjs/socketio sets it up (its middleware, channels, routing, dispatcher), less two
// costs of every new connection: Feathers made the connection's method handlers again from each of the app's 400
// services, and found the authentication service by scanning them; together 7% of the CPU a crowd coming back took
// (a killed process's listeners reconnecting).
import type { Server as HttpServer } from 'node:http'
import type { ListenOptions } from 'node:net'
import { Server, type ServerOptions } from 'socket.io'
import type { Application, RealTimeConnection } from '@feathersjs/feathers'
// Where Feathers defines it: the built API's ESM import cannot name it through the package's re-exports.
import { getServiceOptions } from '@feathersjs/feathers/lib/service.js'
import { channels, routing } from '@feathersjs/transport-commons'
import { getDispatcher, runMethod } from '@feathersjs/transport-commons/lib/socket/utils.js'
import { authentication, disconnect, params, type FeathersSocket } from '@feathersjs/socketio/lib/middleware.js'

declare module '@feathersjs/feathers/lib/declarations' {
  // Merged with Feathers' own Application, so its type parameters, unused here.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface Application<Services, Settings> {
    /** The socket.io server, once the app is set up. */
    io: Server
    /** Koa's listen, given `net.ListenOptions` (the port shared by several sockets). */
    listen(options: ListenOptions): Promise<HttpServer>
  }
}

type MethodHandler = (this: FeathersSocket, path: string, ...args: unknown[]) => void

/**
 * Serves the app's services over socket.io on the server the app sets up with: `socket.emit(method, path, ...args)`.
 * `authService` is where connections authenticate; `configure` gets the server before the first connection.
 */
export function socketio(options: Partial<ServerOptions>, authService: string, configure: (io: Server) => void) {
  return (app: Application): void => {
    const getParams = (socket: FeathersSocket) => socket.feathers as RealTimeConnection
    const socketMap = new WeakMap<RealTimeConnection, FeathersSocket>()
    // One handler a method, shared by every socket: socket.io calls it with the socket as `this`.
    const handlers = new Map<string, MethodHandler>()
    const handle = (methods: readonly string[] | undefined) => {
      for (const method of methods ?? [])
        if (!handlers.has(method))
          handlers.set(method, function (path, ...args) {
            void runMethod(app, getParams(this), path, method, args)
          })
    }
    for (const path of Object.keys(app.services)) handle(getServiceOptions(app.service(path))?.methods)
    app.mixins.push((_service, _path, options) => handle(options.methods))

    const { setup } = app
    app.setup = async function (server?: HttpServer) {
      if (!app.io) {
        const io = new Server(server, options)
        app.io = io
        io.use(disconnect(app, getParams, socketMap))
        io.use(params(app, socketMap))
        io.use(authentication(app, getParams, { service: authService }))
        // Each service's events listen on the namespace: Node warns past 10 listeners.
        io.sockets.setMaxListeners(64)
        configure(io)
        io.on('connection', (socket: FeathersSocket) => {
          app.emit('connection', getParams(socket))
          for (const [method, handler] of handlers) socket.on(method, handler)
        })
      }
      return setup.call(this, server)
    }
    app.configure(channels())
    app.configure(routing())
    app.on('publish', getDispatcher('emit', socketMap))
  }
}
