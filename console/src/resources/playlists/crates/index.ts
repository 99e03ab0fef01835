import QueueMusicIcon from '@mui/icons-material/QueueMusic'
import type { ResourceViews } from '../../types.ts'
import { CratesPage } from './CratesPage.tsx'

/** Crates of any user: the list, a crate's songs with their positions, removing a song. */
const crates: ResourceViews = {
  list: CratesPage,
  icon: QueueMusicIcon,
  recordRepresentation: 'crateName'
}

export default crates
