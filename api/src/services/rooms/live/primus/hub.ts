import type { StatefulMessage } from '@spinroom/schemas'
import { roomChannel, userChannel } from '../../../../channels.ts'
import type { Outgoing } from '../sequencer.ts'
import type { Batch } from '../sequencer.ts'
import { userInRoom, type LiveTransport } from '../sockets.ts'

/** What the hub asks of a link: PrimusLink, which imports the hub, is named here by its shape. */
export interface HubLink {
  readonly id: string
  readonly channels: Set<string>
  receive(message: Outgoing): void
  catchUp(roomUuid: string): void
}

/**
 * This process's Primus links and the channels they joined, named as socket.io's rooms are (a room, a user in a
 * room, a user): the live room reaches them as it reaches its socket.io sockets.
 */
export class PrimusHub<L extends HubLink> implements LiveTransport {
  private members = new Map<string, Set<L>>()
  private links = new Map<string, L>()

  add(link: L): void {
    this.links.set(link.id, link)
  }

  join(link: L, channels: string[]): void {
    for (const channel of channels) {
      let members = this.members.get(channel)
      if (!members) this.members.set(channel, (members = new Set()))
      members.add(link)
      link.channels.add(channel)
    }
  }

  leave(link: L, channel: string): void {
    const members = this.members.get(channel)
    members?.delete(link)
    if (members?.size === 0) this.members.delete(channel)
    link.channels.delete(channel)
  }

  remove(link: L): void {
    for (const channel of [...link.channels]) this.leave(link, channel)
    this.links.delete(link.id)
  }

  /** The links in a channel, as a copy: delivering a kick closes links and takes them out of it. */
  in(channel: string): L[] {
    return [...(this.members.get(channel) ?? [])]
  }

  get size(): number {
    return this.links.size
  }

  all(): L[] {
    return [...this.links.values()]
  }

  deliver({ roomUuid, messages }: Batch): void {
    for (const message of messages) {
      if (message.kind === 'direct') {
        for (const link of this.in(userChannel(message.userUuid))) link.receive(message)
        continue
      }
      const hiding = message.kind === 'stateless' ? message.hiddenFrom : undefined
      const standIn: Outgoing | undefined = hiding && {
        kind: 'stateless',
        body: { ...message.body, name: 'hiddenChatMessage', params: {} }
      }
      for (const link of this.in(roomChannel(roomUuid))) {
        if (hiding?.some((userUuid) => link.channels.has(userInRoom(roomUuid, userUuid)))) link.receive(standIn!)
        else link.receive(message)
      }
    }
  }

  sendTo(socketIds: string[], message: StatefulMessage): void {
    for (const id of socketIds) this.links.get(id)?.receive({ kind: 'stateful', body: message })
  }

  resync(roomUuid: string): void {
    for (const link of this.in(roomChannel(roomUuid))) link.catchUp(roomUuid)
  }

  socketsLeave(inChannel: string, channels: string[]): void {
    for (const link of this.in(inChannel)) for (const channel of channels) this.leave(link, channel)
  }
}
