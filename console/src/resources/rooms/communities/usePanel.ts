import { useCallback, useEffect, useState } from 'react'
import { useNotify } from 'react-admin'
import { routes } from '@spinroom/schemas'
import { useConsoleProvider } from '../../../data/useCallMutation.ts'
import type { ConsoleDataProvider } from '../../../data/types.ts'
import { failureMessage } from '../../../data/failure-message.ts'

const r = routes.rooms
const query = { limit: 100 }

/** What a community panel lists, adds and removes: its members or its rooms. */
const panels = {
  users: {
    list: (p: ConsoleDataProvider, id: string) => p.call(r.listCommunityMembers, { params: { id }, query }),
    add: (p: ConsoleDataProvider, id: string, userId: string) =>
      p.call(r.addCommunityMember, { params: { id, userId } }),
    remove: (p: ConsoleDataProvider, id: string, userId: string) =>
      p.call(r.removeCommunityMember, { params: { id, userId } })
  },
  rooms: {
    list: (p: ConsoleDataProvider, id: string) => p.call(r.listCommunityRooms, { params: { id }, query }),
    add: (p: ConsoleDataProvider, id: string, roomId: string) => p.call(r.addCommunityRoom, { params: { id, roomId } }),
    remove: (p: ConsoleDataProvider, id: string, roomId: string) =>
      p.call(r.removeCommunityRoom, { params: { id, roomId } })
  }
}

export type PanelList = keyof typeof panels

/** A community's members or rooms, reloadable, and its add and remove calls, each reloading after it. */
export function usePanel<T>(list: PanelList, communityId: string | null) {
  const [rows, setRows] = useState<T[]>([])
  const [total, setTotal] = useState(0)
  const notify = useNotify()
  const provider = useConsoleProvider()
  const panel = panels[list]
  const load = useCallback(async () => {
    if (!communityId) return
    const page: { data: unknown[]; total: number } = await panel.list(provider, communityId)
    setRows(page.data as T[])
    setTotal(page.total)
  }, [panel, provider, communityId])
  useEffect(() => {
    void load()
  }, [load])
  const call = async (verb: 'add' | 'remove', key: string, done: string) => {
    if (!communityId) return
    try {
      await panel[verb](provider, communityId, key)
      notify(done, { type: 'info' })
      await load()
    } catch (error) {
      notify(failureMessage(error), { type: 'error' })
    }
  }
  return { rows, total, call }
}
