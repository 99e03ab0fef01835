import { useState } from 'react'
import Box from '@mui/material/Box'
import Pagination from '@mui/material/Pagination'
import { useTranslation } from 'react-i18next'
import { RoomSection } from './RoomSection.tsx'
import { ROOM_PAGE_SIZE, usePublicRooms } from './room-lists.ts'

/** Public rooms a page at a time; with a search, those whose name matches it. */
export function PublicRooms({ search }: { search: string }) {
  const { t } = useTranslation()
  const [page, setPage] = useState(0)
  const [pageSearch, setPageSearch] = useState(search)
  // A new search starts again at its first page.
  if (pageSearch !== search) {
    setPageSearch(search)
    setPage(0)
  }
  const query = usePublicRooms(page, search)
  const pages = Math.ceil((query.data?.total ?? 0) / ROOM_PAGE_SIZE)
  return (
    <Box>
      <RoomSection
        id={search ? 'search' : 'public'}
        title={search ? t('rooms.results', { search }) : t('rooms.public')}
        query={query}
        rooms={query.data?.data ?? []}
        empty={search ? t('rooms.noResults', { search }) : t('rooms.noPublic')}
      />
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={pages}
          page={page + 1}
          onChange={(_event, value) => setPage(value - 1)}
          getItemAriaLabel={(type, value) =>
            type === 'page' ? t('rooms.page', { page: value }) : t(`rooms.${type === 'next' ? 'next' : 'previous'}`)
          }
        />
      )}
    </Box>
  )
}
