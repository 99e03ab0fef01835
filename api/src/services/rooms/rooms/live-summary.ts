import type { Knex } from 'knex'
import type { CrateSong } from '@spinroom/schemas'
import { readRoomCrowds } from '../live/storage.ts'

/** What a room list shows of a room's live state. */
export interface LiveSummary {
  song: CrateSong | null
  /** When the current song ends (ms). */
  endTime: number | null
  usersInRoomUuids: string[]
  numberOfUsersInRoom: number
  numberOfListeners: number
  numberOfActiveDjs: number
  djUuids: string[]
}

const idle: LiveSummary = {
  song: null,
  endTime: null,
  usersInRoomUuids: [],
  numberOfUsersInRoom: 0,
  numberOfListeners: 0,
  numberOfActiveDjs: 0,
  djUuids: []
}

/** What a room list shows of a room to a reader who may not see inside: how many are there, not who nor what plays. */
export const outsideSummary = (summary: LiveSummary): LiveSummary => ({
  ...summary,
  song: null,
  endTime: null,
  usersInRoomUuids: [],
  djUuids: []
})

/**
 * Live summaries of several rooms from their stored live state (the client state of the live room); a room nobody is in
 * is idle.
 */
export async function liveSummaries(knex: Knex, roomIds: number[]): Promise<Map<number, LiveSummary>> {
  const crowds = await readRoomCrowds(knex, roomIds)
  return new Map(
    roomIds.map((id) => {
      const state = crowds.get(id)
      if (!state) return [id, idle]
      const users = state.allUsers.map((u) => u.uuid)
      const djUuids = (state.djs ?? []).map((dj) => dj.uuid)
      return [
        id,
        {
          song: state.nowPlaying?.song ?? null,
          endTime: state.nowPlaying?.endTime ?? null,
          usersInRoomUuids: users,
          numberOfUsersInRoom: users.length,
          numberOfListeners: users.filter((uuid) => !djUuids.includes(uuid)).length,
          numberOfActiveDjs: djUuids.length,
          djUuids
        }
      ]
    })
  )
}
