import { useState } from 'react'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { routes } from '@spinroom/schemas'
import { useCall } from '../../api/queries.ts'
import { PageBar } from '../crates/PageBar.tsx'
import { LoadState } from '../shared/LoadState.tsx'
import { UploadRow } from './UploadRow.tsx'
import { pollDelay } from './upload-stage.ts'

const PAGE_SIZE = 20

/** My uploads, newest first, read again while any of them moves on by itself (a transcode, a review). */
export function MyUploads() {
  const { t } = useTranslation()
  const [page, setPage] = useState(1)
  const uploads = useCall(
    routes.songs.listMyUploads,
    { query: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE } },
    { refetchInterval: (query) => pollDelay(query.state.data?.data ?? []) }
  )
  return (
    <section aria-labelledby="my-uploads">
      <Typography id="my-uploads" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('uploads.mine')}
      </Typography>
      <LoadState query={uploads}>
        {uploads.data?.total === 0 ? (
          <Typography color="text.secondary">{t('uploads.none')}</Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} data-testid="my-uploads">
            {uploads.data?.data.map((song) => (
              <UploadRow key={song.id} song={song} />
            ))}
          </Stack>
        )}
      </LoadState>
      <PageBar pages={Math.ceil((uploads.data?.total ?? 0) / PAGE_SIZE)} page={page} onChange={setPage} />
    </section>
  )
}
