import type { Config } from '../../../../configuration.ts'
import { socketPath } from '@spinroom/schemas'
import { PRIMUS_PATH } from '../primus/server.ts'
import { overview, primusAuth, socketioAuth } from './prose.ts'
import { componentSchemas } from './schemas.ts'
import { SOCKETIO_SERVER, socketioChannels, socketioMessages, socketioOperations } from './socketio.ts'
import { PRIMUS_SERVER, primusChannels, primusMessages, primusOperations } from './primus.ts'

/** The AsyncAPI 3 document of the live room, from its actions and messages tables and this server's settings. */
export function liveRoomAsyncApi(config: Config): Record<string, unknown> {
  const url = new URL(config.publicUrl)
  const protocol = url.protocol === 'https:' ? 'wss' : 'ws'
  const server = (pathname: string, description: string, scheme: string) => ({
    host: url.host,
    protocol,
    pathname,
    description,
    security: [{ $ref: `#/components/securitySchemes/${scheme}` }]
  })
  const { inFlight, atOnce, calls } = config.socketLimits
  return {
    asyncapi: '3.1.0',
    info: {
      title: 'Spinroom live room',
      version: process.env.npm_package_version ?? '0.1.0',
      description: [
        overview,
        '',
        '## Limits',
        '',
        `Each connection keeps at most ${inFlight} calls unanswered and runs ${atOnce} at once, and makes at most ` +
          `${calls.points} calls per ${calls.seconds} s; an action may spend a rate limit of its own, per user and room.`
      ].join('\n')
    },
    defaultContentType: 'application/json',
    servers: {
      [SOCKETIO_SERVER]: server(
        socketPath,
        'socket.io (Feathers): the player, the console and @spinroom/client',
        'jwt'
      ),
      [PRIMUS_SERVER]: server(PRIMUS_PATH, 'Primus over WebSocket for ttfm-socket bots', 'primusToken')
    },
    channels: { ...socketioChannels(), ...primusChannels() },
    operations: { ...socketioOperations(config), ...primusOperations(config) },
    components: {
      schemas: componentSchemas(),
      messages: { ...socketioMessages(), ...primusMessages() },
      securitySchemes: {
        jwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: socketioAuth },
        primusToken: { type: 'httpApiKey', in: 'query', name: 'token', description: primusAuth }
      }
    }
  }
}
