import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Alert, Card, CardContent, Chip, MenuItem, Stack, TablePagination, TextField } from '@mui/material'
import { Title, useTranslate } from 'react-admin'
import { routes, type SongOrder } from '@spinroom/schemas'
import { SongTable } from './SongTable.tsx'
import { useCall } from '../../../data/useCall.ts'

/** Seed 002 §9: song search debounce. */
const DEBOUNCE_MS = 300
/** Filters a link may set (from an artist, album or genre); shown as chips to clear. */
const linked = ['artistId', 'albumId', 'genre', 'artistName', 'trackName'] as const

/** The catalogue's songs: a name search, filters, any listed order, paged by limit and offset. */
export const SongsPage = () => {
  const translate = useTranslate()
  const [params, setParams] = useSearchParams()
  const [text, setText] = useState(params.get('nameLike') ?? '')
  const [limit, setLimit] = useState(25)
  const [offset, setOffset] = useState(0)
  const order = (params.get('orderBy') ?? 'trackName') as SongOrder
  const seven = params.get('hasSevenDigital') ?? ''

  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params)
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value)
      else next.delete(key)
    }
    setParams(next, { replace: true })
    setOffset(0)
  }
  useEffect(() => {
    if (text === (params.get('nameLike') ?? '')) return
    const timer = setTimeout(() => set({ nameLike: text.trim() || null }), DEBOUNCE_MS)
    return () => clearTimeout(timer)
    // Only the typed text starts a search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text])

  const filters = Object.fromEntries(
    [...linked, 'nameLike', 'isrc'].map((key) => [key, params.get(key) ?? undefined]).filter(([, v]) => v)
  )
  const { data, error } = useCall(routes.playlists.listSongs, {
    query: {
      ...filters,
      ...(seven ? { hasSevenDigital: seven === 'yes' } : {}),
      orderBy: order,
      limit,
      offset
    }
  })

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="spinroom.catalogue.songs" />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            name="nameLike"
            label={translate('spinroom.catalogue.search')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            sx={{ width: 320 }}
          />
          <TextField
            name="isrc"
            label="ISRC"
            defaultValue={params.get('isrc') ?? ''}
            onBlur={(event) => set({ isrc: event.target.value.trim() || null })}
            sx={{ width: 180 }}
          />
          <TextField
            select
            name="hasSevenDigital"
            label={translate('spinroom.catalogue.seven_digital')}
            value={seven}
            onChange={(event) => set({ hasSevenDigital: event.target.value || null })}
            sx={{ width: 200 }}
          >
            <MenuItem value="">{translate('spinroom.catalogue.any')}</MenuItem>
            <MenuItem value="yes">{translate('spinroom.catalogue.with')}</MenuItem>
            <MenuItem value="no">{translate('spinroom.catalogue.without')}</MenuItem>
          </TextField>
          {linked
            .filter((key) => params.get(key))
            .map((key) => (
              <Chip
                key={key}
                label={`${translate(`spinroom.catalogue.filters.${key}`)}: ${
                  key.endsWith('Id')
                    ? (data?.data[0]?.[key === 'artistId' ? 'artistName' : 'albumName'] ?? '…')
                    : params.get(key)
                }`}
                onDelete={() => set({ [key]: null })}
              />
            ))}
        </Stack>
        {error && <Alert severity="error">{error}</Alert>}
        {data && (
          <>
            <SongTable songs={data.data} order={order} onOrder={(orderBy) => set({ orderBy })} />
            <TablePagination
              component="div"
              count={data.total}
              page={Math.floor(offset / limit)}
              rowsPerPage={limit}
              rowsPerPageOptions={[10, 25, 50, 100]}
              onPageChange={(_event, page) => setOffset(page * limit)}
              onRowsPerPageChange={(event) => (setLimit(Number(event.target.value)), setOffset(0))}
            />
          </>
        )}
      </CardContent>
    </Card>
  )
}
