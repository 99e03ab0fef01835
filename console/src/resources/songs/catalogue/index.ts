import AlbumIcon from '@mui/icons-material/Album'
import CategoryIcon from '@mui/icons-material/Category'
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic'
import PersonIcon from '@mui/icons-material/Person'
import type { ResourceViews } from '../../types.ts'
import { AlbumPage } from './AlbumPage.tsx'
import { AlbumsPage } from './AlbumsPage.tsx'
import { ArtistPage } from './ArtistPage.tsx'
import { ArtistsPage } from './ArtistsPage.tsx'
import { GenresPage } from './GenresPage.tsx'
import { SongsPage } from './SongsPage.tsx'

/** Pages rather than react-admin lists: catalogue records are keyed by songId, albumId… and link to one another. */
export const songViews: ResourceViews = { list: SongsPage, icon: LibraryMusicIcon, recordRepresentation: 'trackName' }
export const albumViews: ResourceViews = {
  list: AlbumsPage,
  show: AlbumPage,
  icon: AlbumIcon,
  recordRepresentation: 'name'
}
export const artistViews: ResourceViews = {
  list: ArtistsPage,
  show: ArtistPage,
  icon: PersonIcon,
  recordRepresentation: 'name'
}
export const genreViews: ResourceViews = { list: GenresPage, icon: CategoryIcon, recordRepresentation: 'name' }
