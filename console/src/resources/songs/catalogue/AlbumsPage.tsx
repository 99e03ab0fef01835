import { useState } from 'react'
import { Alert, Card, CardContent, TablePagination } from '@mui/material'
import { Title } from 'react-admin'
import { routes } from '@spinroom/schemas'
import { AlbumTable } from './AlbumTable.tsx'
import { useCall } from '../../../data/useCall.ts'

/** Every album of the catalogue by name, paged by take and skip. */
export const AlbumsPage = () => {
  const [take, setTake] = useState(25)
  const [skip, setSkip] = useState(0)
  const { data, error } = useCall(routes.playlists.listCatalogueAlbums, { query: { take, skip } })
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="spinroom.catalogue.albums" />
      <CardContent>
        {error && <Alert severity="error">{error}</Alert>}
        {data && (
          <>
            <AlbumTable albums={data.data} />
            <TablePagination
              component="div"
              count={data.total}
              page={Math.floor(skip / take)}
              rowsPerPage={take}
              rowsPerPageOptions={[10, 25, 50, 100]}
              onPageChange={(_event, page) => setSkip(page * take)}
              onRowsPerPageChange={(event) => (setTake(Number(event.target.value)), setSkip(0))}
            />
          </>
        )}
      </CardContent>
    </Card>
  )
}
