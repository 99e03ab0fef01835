import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@spinroom/client'
import { routes, type UploadedSong } from '@spinroom/schemas'
import { rest, storedToken } from '../../api/client.ts'
import { describeError } from '../../api/errors.ts'
import { routeKey } from '../../api/queries.ts'
import { queryClient } from '../../api/query-client.ts'
import { SongArt } from '../crates/SongArt.tsx'
import { ArtworkButton } from './ArtworkButton.tsx'

/** A blob as a data URL, which needs no revoking. */
const dataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'))
    reader.readAsDataURL(blob)
  })

/** The artwork as this page may show it: before verification the server wants the token, which an <img> never sends. */
function useArtworkSrc(song: UploadedSong): string | undefined {
  const url = song.artwork ?? undefined
  const open = song.status === 'VERIFIED'
  const fetched = useQuery({
    queryKey: ['upload-artwork', url],
    enabled: !!url && !open,
    staleTime: Infinity,
    queryFn: async () => {
      const token = storedToken()
      const res = await fetch(url!, { headers: token ? { authorization: `Bearer ${token}` } : {} })
      return res.ok ? dataUrl(await res.blob()) : null
    }
  })
  return open ? url : (fetched.data ?? undefined)
}

/** One of my uploads' artwork, with a way to put another picture or none (the server checks it). */
export function UploadArtwork({ song }: { song: UploadedSong }) {
  const { t } = useTranslation()
  const src = useArtworkSrc(song)
  const name = song.trackName ?? song.originalName
  const explain = (error: Error) => {
    const refused = isApiError(error, 400)
      ? error.errors.find((e) => e.field === routes.songs.replaceSongArtwork.upload.field)
      : undefined
    if (refused) return t('uploads.error.artwork', { why: refused.message })
    if (isApiError(error, 507)) return t('uploads.error.diskFull')
    const described = describeError(error)
    return described.kind === 'server' ? described.message : t(`uploads.error.${described.kind}`)
  }
  const change = useMutation({
    mutationFn: async (image: File | null) => {
      if (!image) return rest.call(routes.songs.removeSongArtwork, { params: { id: song.id } })
      const body = new FormData()
      body.set(routes.songs.replaceSongArtwork.upload.field, image, image.name)
      return rest.call(routes.songs.replaceSongArtwork, { params: { id: song.id }, body })
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: routeKey(routes.songs.listMyUploads) })
  })
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
      <SongArt thumbnails={src ? { uploadService: src } : undefined} />
      <ArtworkButton
        name={name}
        has={Boolean(song.artwork)}
        disabled={change.isPending}
        testId="upload-artwork-input"
        onImage={(image) => change.mutate(image)}
      />
      {song.artwork && (
        <Button
          size="small"
          disabled={change.isPending}
          onClick={() => change.mutate(null)}
          aria-label={t('uploads.row.removeArtworkFor', { name })}
        >
          {t('uploads.row.removeArtwork')}
        </Button>
      )}
      {change.error && (
        <Alert severity="error" data-testid="upload-artwork-error">
          {explain(change.error)}
        </Alert>
      )}
    </Stack>
  )
}
