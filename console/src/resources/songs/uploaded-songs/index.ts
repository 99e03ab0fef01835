import { createElement } from 'react'
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic'
import { Edit } from 'react-admin'
import type { UploadedSong } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { UploadedSongForm, UploadedSongList } from './UploadedSongViews.tsx'
import { UploadedSongShow } from './UploadedSongShow.tsx'

const UploadedSongEdit = () =>
  createElement(Edit, { mutationMode: 'pessimistic', redirect: 'show' }, createElement(UploadedSongForm))

const uploadedSong: ResourceViews = {
  list: UploadedSongList,
  show: UploadedSongShow,
  edit: UploadedSongEdit,
  icon: LibraryMusicIcon,
  recordRepresentation: (record) => {
    const song = record as UploadedSong
    return song.trackName ? `${song.trackName} — ${song.artistName ?? '?'}` : song.originalName
  }
}

export default uploadedSong
