import { useState } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier
} from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { useTranslation } from 'react-i18next'
import { routes, type Crate, type CrateEntry } from '@spinroom/schemas'
import { useCall } from '../../api/queries.ts'
import { LoadState } from '../shared/LoadState.tsx'
import { PageBar } from './PageBar.tsx'
import { SortableSongRow } from './SortableSongRow.tsx'
import type { useCrateSongMutations } from './useCrateSongMutations.ts'

const PAGE_SIZE = 50

/** A crate's songs by position, a page at a time; its owner drags them into a new order or removes them. */
export function CrateSongs({
  crate,
  crateTitle,
  editable,
  mutations
}: {
  crate: Crate
  crateTitle: string
  editable: boolean
  mutations: ReturnType<typeof useCrateSongMutations>
}) {
  const { t } = useTranslation()
  const [page, setPage] = useState(1)
  const offset = (page - 1) * PAGE_SIZE
  const songs = useCall(routes.playlists.listCrateSongs, {
    params: { crateUuid: crate.crateUuid },
    query: { limit: PAGE_SIZE, offset }
  })
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates })
  )
  const entries = songs.data?.data ?? []
  const entryOf = (id: UniqueIdentifier) => entries.find((entry) => entry.crateSongUuid === id)
  const nameOf = (id: UniqueIdentifier) => entryOf(id)?.trackName ?? ''
  const placeOf = (id: UniqueIdentifier) => offset + entries.findIndex((entry) => entry.crateSongUuid === id) + 1
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('crates.songs.picked', { title: nameOf(active.id), position: placeOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('crates.songs.over', { title: nameOf(active.id), position: placeOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('crates.songs.dropped', { title: nameOf(active.id), position: placeOf(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('crates.songs.cancelled', { title: nameOf(active.id) })
  }
  const dragEnd = ({ active, over }: DragEndEvent) => {
    const entry = entryOf(active.id)
    if (!entry || !over || active.id === over.id) return
    mutations.move.mutate({ entry, newPosition: placeOf(over.id) - 1 })
  }
  const pages = Math.ceil((songs.data?.count ?? 0) / PAGE_SIZE)

  return (
    <LoadState query={songs}>
      {entries.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="crate-empty">
          {t('crates.songs.empty')}
        </Typography>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={dragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('crates.songs.instructions') } }}
        >
          <SortableContext items={entries.map((entry) => entry.crateSongUuid)} strategy={verticalListSortingStrategy}>
            <Box
              component="ol"
              aria-label={t('crates.songs.label', { name: crateTitle })}
              sx={{ m: 0, p: 0 }}
              data-testid="crate-songs"
            >
              {entries.map((entry: CrateEntry) => (
                <SortableSongRow
                  key={entry.crateSongUuid}
                  entry={entry}
                  editable={editable}
                  crateTitle={crateTitle}
                  onRemove={(removed) => mutations.remove.mutate(removed)}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      )}
      <PageBar pages={pages} page={page} onChange={setPage} />
    </LoadState>
  )
}
