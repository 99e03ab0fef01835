import type { RealTimeConnection } from '@feathersjs/feathers'
import type { Server, Socket } from 'socket.io'
import type { Application } from '../../../declarations.ts'
import { roomChannel, userChannel } from '../../../channels.ts'
import { liveRoomPath } from '@spinroom/schemas'

/** Where the live room lives in Feathers: events arrive on the client as `<path> statefulMessage` etc. */
export const LIVE_PATH = liveRoomPath
const EXPEL = 'live-rooms:expel'

/** The socket.io room of one user's connections in one live room (a kick takes them out of the room on any process). */
export const userInRoom = (roomUuid: string, userUuid: string) => `${roomChannel(roomUuid)}/${userChannel(userUuid)}`

/** A connection in this process that joined live rooms: who it is and which rooms (uuid → id). */
export interface LiveConnection {
  socket: Socket
  userUuid: string
  rooms: Map<string, number>
}

const sockets = new WeakMap<object, Socket>()
const live = new WeakMap<object, LiveConnection>()

export const ioOf = (app: Application) => app.io as Server
export const liveConnection = (connection: RealTimeConnection | undefined) =>
  connection ? live.get(connection) : undefined

/** Remembers each socket by its Feathers connection, and drops users from rooms when another process expels them. */
export function trackSockets(app: Application): void {
  const io = ioOf(app)
  io.on('connection', (socket: Socket & { feathers?: object }) => {
    if (socket.feathers) sockets.set(socket.feathers, socket)
  })
  io.on(EXPEL, (roomUuid: string, userUuid: string) => leaveFeathersChannel(app, roomUuid, userUuid))
}

/**
 * Joins a connection to a live room: the socket.io rooms (reached from every process) and the Feathers room channel.
 */
export function enterRoom(
  app: Application,
  connection: RealTimeConnection,
  roomUuid: string,
  roomId: number,
  userUuid: string
): LiveConnection {
  const socket = sockets.get(connection)!
  const entry = live.get(connection) ?? { socket, userUuid, rooms: new Map() }
  entry.userUuid = userUuid
  entry.rooms.set(roomUuid, roomId)
  live.set(connection, entry)
  socket.join([roomChannel(roomUuid), userInRoom(roomUuid, userUuid), userChannel(userUuid)])
  app.channel(roomChannel(roomUuid)).join(connection)
  return entry
}

export function exitRoom(app: Application, connection: RealTimeConnection, roomUuid: string): void {
  const entry = live.get(connection)
  if (!entry) return
  entry.rooms.delete(roomUuid)
  entry.socket.leave(roomChannel(roomUuid))
  entry.socket.leave(userInRoom(roomUuid, entry.userUuid))
  app.channel(roomChannel(roomUuid)).leave(connection)
}

export const hasSocket = (connection: RealTimeConnection | undefined) => !!connection && sockets.has(connection)

function leaveFeathersChannel(app: Application, roomUuid: string, userUuid: string) {
  app.channel(roomChannel(roomUuid)).leave((connection: RealTimeConnection) => {
    const entry = live.get(connection)
    if (!entry || entry.userUuid !== userUuid) return false
    entry.rooms.delete(roomUuid)
    return true
  })
}

/** Takes every connection of a user out of a live room, on every process. */
export function expelUser(app: Application, roomUuid: string, userUuid: string): void {
  const io = ioOf(app)
  io.in(userInRoom(roomUuid, userUuid)).socketsLeave([roomChannel(roomUuid), userInRoom(roomUuid, userUuid)])
  leaveFeathersChannel(app, roomUuid, userUuid)
  if (app.get('config').redisUrl) io.serverSideEmit(EXPEL, roomUuid, userUuid)
}
