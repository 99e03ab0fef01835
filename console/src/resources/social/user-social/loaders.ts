import { routes, type DjFan } from '@spinroom/schemas'
import { api } from '../../../data/transport.ts'
import type { PeopleLoader, Person } from './PeopleSection.tsx'

const s = routes.social

const fan = (f: DjFan, side: 'fan' | 'dj'): Person => ({
  key: f.id,
  user: { id: side === 'fan' ? f.fanUuid : f.djUuid, nickname: f[`${side}Nickname`], avatarId: f[`${side}AvatarId`] },
  at: f.createdAt
})

/** Loaders of a user's social lists, for the console's user page and DJ page. */
export const socialLoaders = (id: string) => {
  const fans: PeopleLoader = async (take, skip) => {
    const page = await api.call(s.listDjFansPaginated, { params: { id }, query: { take, skip } })
    return { people: page.data.map((f) => fan(f, 'fan')), total: page.count }
  }
  const follows: PeopleLoader = async (take, skip) => {
    const page = await api.call(s.listDjsFollowed, { params: { id }, query: { take, skip } })
    return { people: page.data.map((f) => fan(f, 'dj')), total: page.count }
  }
  const friends: PeopleLoader = async (limit, offset) => {
    const page = await api.call(s.listFriends, { params: { id }, query: { limit, offset } })
    const people = page.data.map((f) => ({
      key: f.id,
      user: { id: f.friendUuid, nickname: f.friendNickname, avatarId: f.friendAvatarId },
      at: f.createdAt
    }))
    return { people, total: page.total }
  }
  const blocks: PeopleLoader = async (limit, offset) => {
    const page = await api.call(s.listBlockedUsers, { query: { userUuid: id, limit, offset } })
    const people = page.data.map((b) => ({
      key: b.id,
      user: { id: b.blockedUserUuid, nickname: b.blockedUserNickname, avatarId: b.blockedUserAvatarId },
      at: b.createdAt
    }))
    return { people, total: page.total }
  }
  const invitations: PeopleLoader = async (limit, offset) => {
    const page = await api.call(s.listUserInvitations, { params: { id }, query: { limit, offset } })
    const people = page.data.map((i) => {
      const sent = i.senderUuid === id
      return {
        key: i.id,
        user: sent
          ? { id: i.recipientUuid, nickname: i.recipientNickname, avatarId: i.recipientAvatarId }
          : { id: i.senderUuid, nickname: i.senderNickname, avatarId: i.senderAvatarId },
        at: i.createdAt,
        note: sent ? 'spinroom.social.invitation_sent' : 'spinroom.social.invitation_received'
      }
    })
    return { people, total: page.total }
  }
  return { fans, follows, friends, blocks, invitations }
}
