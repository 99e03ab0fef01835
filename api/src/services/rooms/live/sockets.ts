import type { RealTimeConnection } from '@feathersjs/feathers'
import type { Server, Socket } from 'socket.io'
import type { Application } from '../../../declarations.ts'
import { joinChannel, leaveChannel, leaveChannelWhere, roomChannel, userChannel } from '../../../channels.ts'
import { liveRoomPath, type StatefulMessage } from '@spinroom/schemas'
import type { Batch } from './sequencer.ts'

/** Where the live room lives in Feathers: events arrive on the client as `<path> statefulMessage` etc. */
export const LIVE_PATH = liveRoomPath
const EXPEL = 'live-rooms:expel'

/** The socket.io room of one user's connections in one live room (a kick takes them out of the room on any process). */
export const userInRoom = (roomUuid: string, userUuid: string) => `${roomChannel(roomUuid)}/${userChannel(userUuid)}`

/** A connection's socket: socket.io's, or a Primus link of a ttfm-socket client; `join` and `leave` name channels. */
export interface LiveSocket {
  readonly id: string
  /** False once the client is gone: a join that waited its turn is not run for it. */
  readonly connected: boolean
  join(rooms: string[]): void
  leave(room: string): void
}

/** A connection in this process that joined live rooms: who it is and which rooms (uuid → id). */
export interface LiveConnection {
  connection: RealTimeConnection
  socket: LiveSocket
  userUuid: string
  rooms: Map<string, number>
  /** The network address it came from, recorded with its place in a room (a guest's kick holds it). */
  address?: string
  /** Rooms it watches unseen (a moderator observing): it holds no place there. */
  observing: Set<string>
}

/**
 * A transport of live connections besides socket.io (Primus, for ttfm-socket clients): what this process sends its
 * connections, which socket.io does for its own through its rooms.
 */
export interface LiveTransport {
  /** A committed change's messages, in number order (as socket.io's sockets get them). */
  deliver(batch: Batch): void
  /** The joiners' own `updatedUserData`, to the sockets of these ids. */
  sendTo(socketIds: string[], message: StatefulMessage): void
  /** The sockets in channel `inChannel` leave `channels` (a kick). */
  socketsLeave(inChannel: string, channels: string[]): void
  /** This process's connections of a room may have missed messages: each takes the room's state again. */
  resync(roomUuid: string): void
}

const sockets = new WeakMap<object, LiveSocket>()
const live = new WeakMap<object, LiveConnection>()
const transports = new WeakMap<Application, LiveTransport[]>()
const held = new WeakMap<Application, Set<LiveConnection>>()

/** This process's connections that joined live rooms and have not dropped. */
export function heldConnections(app: Application): Set<LiveConnection> {
  let entries = held.get(app)
  if (!entries) held.set(app, (entries = new Set()))
  return entries
}

/** Another transport's connection becomes a live connection: it may join rooms, with this socket. */
export const registerSocket = (connection: RealTimeConnection, socket: LiveSocket) => sockets.set(connection, socket)
export const addLiveTransport = (app: Application, transport: LiveTransport) =>
  transports.set(app, [...liveTransportsOf(app), transport])
export const liveTransportsOf = (app: Application): LiveTransport[] => transports.get(app) ?? []

export const ioOf = (app: Application): Server => app.io
export const liveConnection = (connection: RealTimeConnection | undefined) =>
  connection ? live.get(connection) : undefined

/** Remembers each socket by its Feathers connection, and drops users from rooms when another process expels them. */
export function trackSockets(app: Application): void {
  const io = ioOf(app)
  io.on('connection', (socket: Socket & { feathers?: object }) => {
    if (socket.feathers) sockets.set(socket.feathers, socket)
  })
  io.on(EXPEL, (roomUuid: string, userUuid: string) => {
    leaveFeathersChannel(app, roomUuid, userUuid)
    leaveOtherTransports(app, roomUuid, userUuid)
  })
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
  const entry = live.get(connection) ?? { connection, socket, userUuid, rooms: new Map(), observing: new Set() }
  entry.userUuid = userUuid
  entry.rooms.set(roomUuid, roomId)
  live.set(connection, entry)
  // One closed while its join waited had its disconnect handled already: it would stay held for good.
  if (socket.connected) heldConnections(app).add(entry)
  socket.join([roomChannel(roomUuid), userInRoom(roomUuid, userUuid), userChannel(userUuid)])
  joinChannel(app, roomChannel(roomUuid), connection)
  return entry
}

export function exitRoom(app: Application, connection: RealTimeConnection, roomUuid: string): void {
  const entry = live.get(connection)
  if (!entry) return
  entry.rooms.delete(roomUuid)
  entry.observing.delete(roomUuid)
  entry.socket.leave(roomChannel(roomUuid))
  entry.socket.leave(userInRoom(roomUuid, entry.userUuid))
  leaveChannel(app, roomChannel(roomUuid), connection)
}

export const hasSocket = (connection: RealTimeConnection | undefined) => !!connection && sockets.has(connection)
export const isConnected = (connection: RealTimeConnection) => sockets.get(connection)?.connected === true

function leaveFeathersChannel(app: Application, roomUuid: string, userUuid: string) {
  leaveChannelWhere(app, roomChannel(roomUuid), (connection) => {
    const entry = live.get(connection)
    if (!entry || entry.userUuid !== userUuid) return false
    entry.rooms.delete(roomUuid)
    entry.observing.delete(roomUuid)
    return true
  })
}

/** socket.io's adapter reaches every process's sockets; the other transports are left on each process. */
function leaveOtherTransports(app: Application, roomUuid: string, userUuid: string) {
  const inRoom = userInRoom(roomUuid, userUuid)
  for (const transport of liveTransportsOf(app)) transport.socketsLeave(inRoom, [roomChannel(roomUuid), inRoom])
}

/** Takes every connection of a user out of a live room, on every process. */
export function expelUser(app: Application, roomUuid: string, userUuid: string): void {
  const io = ioOf(app)
  io.in(userInRoom(roomUuid, userUuid)).socketsLeave([roomChannel(roomUuid), userInRoom(roomUuid, userUuid)])
  leaveFeathersChannel(app, roomUuid, userUuid)
  leaveOtherTransports(app, roomUuid, userUuid)
  if (app.get('config').redisUrl) io.serverSideEmit(EXPEL, roomUuid, userUuid)
}
