import type { StatelessMessage } from '@spinroom/schemas'
import type { Server } from 'socket.io'
import type { Application } from '../../../declarations.ts'
import { roomChannel, userChannel } from '../../../channels.ts'
import { RoomSequencer, type Batch, type Outgoing } from './sequencer.ts'
import { ioOf, LIVE_PATH, liveTransportsOf, userInRoom } from './sockets.ts'

export const eventName = (kind: 'stateful' | 'stateless') => `${LIVE_PATH} ${kind}Message`
const BATCH = 'live-rooms:batch'

const sequencers = new WeakMap<Application, RoomSequencer>()

/** socket.io leaves out the hiding users' own rooms: no per-socket filtering, however many listen. */
function deliverHiding(io: Server, roomUuid: string, message: { body: StatelessMessage; hiddenFrom?: string[] }) {
  const hiding = message.hiddenFrom!.map((userUuid) => userInRoom(roomUuid, userUuid))
  io.local.to(roomChannel(roomUuid)).except(hiding).emit(eventName('stateless'), message.body)
  const standIn: StatelessMessage = { ...message.body, name: 'hiddenChatMessage', params: {} }
  io.local.to(hiding).emit(eventName('stateless'), standIn)
}

/** This process's sockets get a batch: room messages in `roomChannel(uuid)`, direct ones in `userChannel(uuid)`. */
function deliverLocally(io: Server, batch: Batch): void {
  for (const message of batch.messages) {
    if (message.kind === 'direct') io.local.to(userChannel(message.userUuid)).emit(eventName('stateless'), message.body)
    else if (message.kind === 'stateless' && message.hiddenFrom) deliverHiding(io, batch.roomUuid, message)
    else io.local.to(roomChannel(batch.roomUuid)).emit(eventName(message.kind), message.body)
  }
}

/** Starts delivering room messages on this process, including those other processes send through the Redis adapter. */
export function startDelivery(app: Application): RoomSequencer {
  const io = ioOf(app)
  const sequencer = new RoomSequencer((batch) => {
    deliverLocally(io, batch)
    for (const transport of liveTransportsOf(app)) transport.deliver(batch)
  })
  sequencers.set(app, sequencer)
  io.on(BATCH, (batch: Batch) => sequencer.receive(batch))
  return sequencer
}

export const sequencerOf = (app: Application) => sequencers.get(app)

/**
 * Sends a committed change's messages to every process (Feathers channels are per process, so they go as one
 * batch through socket.io's server-side emit, which the Redis adapter carries); each delivers them in number order.
 */
export function publish(app: Application, roomUuid: string, messages: Outgoing[]): void {
  const sequencer = sequencers.get(app)
  if (!sequencer || !messages.length) return
  const numbered = messages.filter((m) => m.kind !== 'direct').map((m) => m.body.seq)
  const batch: Batch = {
    roomUuid,
    messages,
    ...(numbered.length ? { first: numbered[0], last: numbered[numbered.length - 1] } : {})
  }
  if (app.get('config').redisUrl) ioOf(app).serverSideEmit(BATCH, batch)
  sequencer.receive(batch)
}
