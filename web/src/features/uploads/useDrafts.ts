import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@spinroom/client'
import { MAX_ARTWORK_BYTES, MAX_SONG_BYTES, routes, type UploadedSong } from '@spinroom/schemas'
import { api } from '../../api/client.ts'
import { describeError } from '../../api/errors.ts'
import { routeKey } from '../../api/queries.ts'
import { queryClient } from '../../api/query-client.ts'
import { UploadInterrupted, uploadWithProgress } from '../../api/upload.ts'
import { cleanTag, noTags, readTags, type FileTags } from './read-tags.ts'

/** A file the DJ picked, before and while it is sent: its tags as read, then as edited. */
export interface Draft {
  key: string
  file: File
  reading: boolean
  tags: FileTags
  /** Share of the bytes sent (0–1) while sending; null before. */
  sent: number | null
  error: string | null
}

export type TagField = 'title' | 'artist' | 'album'

const upload = routes.songs.uploadSong

let drafted = 0

/** The tags the DJ typed that the server's reading of the file lacks or differs from (for the tag routes). */
function tagChanges(song: UploadedSong, tags: FileTags) {
  const wanted = { trackName: cleanTag(tags.title), artistName: cleanTag(tags.artist), albumName: cleanTag(tags.album) }
  return Object.fromEntries(
    Object.entries(wanted).filter(([field, value]) => value && value !== song[field as keyof typeof wanted])
  )
}

/** Puts the DJ's tags on the upload: completes a song that waits for them, else edits the ones they changed. */
async function applyTags(song: UploadedSong, tags: FileTags) {
  const changes = tagChanges(song, tags)
  if (!Object.keys(changes).length) return
  const trackName = changes.trackName ?? song.trackName
  const artistName = changes.artistName ?? song.artistName
  if (song.status !== 'MISSING_METADATA') {
    await api.call(routes.songs.editSongTags, { params: { id: song.id }, body: changes })
  } else if (trackName && artistName) {
    await api.call(routes.songs.completeSongMetadata, { body: { ...changes, songId: song.id, trackName, artistName } })
  }
}

/**
 * The files being prepared and sent: tags read in the browser, edited, then each uploaded with its progress and the
 * DJ's tags put on it; `onTagsRefused` hears why the server refused those tags.
 */
export function useDrafts(onTagsRefused: (message: string) => void) {
  const { t } = useTranslation()
  const [drafts, setDrafts] = useState<Draft[]>([])
  const latest = useRef(drafts)
  latest.current = drafts
  // Embedded pictures live as object URLs: given back when the screen goes.
  useEffect(
    () => () => latest.current.forEach((draft) => draft.tags.artwork && URL.revokeObjectURL(draft.tags.artwork)),
    []
  )

  const update = useCallback((key: string, change: (draft: Draft) => Draft) => {
    setDrafts((all) => all.map((draft) => (draft.key === key ? change(draft) : draft)))
  }, [])

  const remove = useCallback((key: string) => {
    setDrafts((all) => {
      const gone = all.find((draft) => draft.key === key)
      if (gone?.tags.artwork) URL.revokeObjectURL(gone.tags.artwork)
      return all.filter((draft) => draft.key !== key)
    })
  }, [])

  const add = useCallback(
    (files: File[]) => {
      const added = files.map((file) => ({
        key: `draft-${++drafted}`,
        file,
        reading: true,
        tags: noTags,
        sent: null,
        error: file.size > MAX_SONG_BYTES ? t('uploads.error.tooLarge', { mb: MAX_SONG_BYTES / 1024 / 1024 }) : null
      }))
      setDrafts((all) => [...all, ...added])
      for (const draft of added)
        void readTags(draft.file).then((tags) => {
          // A picture the DJ chose while the file was read wins over the file's own.
          const chosen = latest.current.find((d) => d.key === draft.key)?.tags.picture
          if (chosen && tags.artwork) URL.revokeObjectURL(tags.artwork)
          update(draft.key, (d) => ({
            ...d,
            reading: false,
            tags: chosen ? { ...tags, artwork: d.tags.artwork, picture: d.tags.picture } : tags
          }))
        })
    },
    [t, update]
  )

  const edit = useCallback(
    (key: string, field: TagField, value: string) =>
      update(key, (draft) => ({ ...draft, tags: { ...draft.tags, [field]: value } })),
    [update]
  )

  // The server checks the picture too; these checks only spare the DJ a refused upload.
  const setArtwork = useCallback(
    (key: string, image: File) => {
      if (!image.type.startsWith('image/')) return update(key, (d) => ({ ...d, error: t('uploads.error.artworkType') }))
      if (image.size > MAX_ARTWORK_BYTES)
        return update(key, (d) => ({
          ...d,
          error: t('uploads.error.artworkTooLarge', { mb: MAX_ARTWORK_BYTES / 1024 / 1024 })
        }))
      const previous = latest.current.find((draft) => draft.key === key)?.tags.artwork
      if (previous) URL.revokeObjectURL(previous)
      const artwork = URL.createObjectURL(image)
      update(key, (draft) => ({ ...draft, error: null, tags: { ...draft.tags, artwork, picture: image } }))
    },
    [t, update]
  )

  const explain = useCallback(
    (error: unknown) => {
      const refused = isApiError(error, 400) ? error.errors.find((e) => e.field === upload.upload.field) : undefined
      if (refused) return t('uploads.error.file', { why: refused.message })
      const artwork = isApiError(error, 400) ? error.errors.find((e) => e.field === 'artwork') : undefined
      if (artwork) return t('uploads.error.artwork', { why: artwork.message })
      if (isApiError(error, 507)) return t('uploads.error.diskFull')
      const described = describeError(error)
      if (described.kind === 'server') return described.message
      return t(error instanceof UploadInterrupted ? 'uploads.error.interrupted' : `uploads.error.${described.kind}`)
    },
    [t]
  )

  const send = useCallback(
    async (draft: Draft) => {
      update(draft.key, (d) => ({ ...d, sent: 0, error: null }))
      let song: UploadedSong
      try {
        song = await uploadWithProgress(upload, draft.file, (sent) => update(draft.key, (d) => ({ ...d, sent })), {
          others: { artwork: draft.tags.picture }
        })
      } catch (error) {
        update(draft.key, (d) => ({ ...d, sent: null, error: explain(error) }))
        return
      }
      // The file is in: its row below takes over, and says what its tags still need.
      await applyTags(song, draft.tags).catch((error: unknown) => onTagsRefused(explain(error)))
      await queryClient.invalidateQueries({ queryKey: routeKey(routes.songs.listMyUploads) })
      remove(draft.key)
    },
    [explain, onTagsRefused, remove, update]
  )

  return { drafts, add, edit, setArtwork, remove, send }
}
