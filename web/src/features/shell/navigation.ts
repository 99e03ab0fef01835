import type { SvgIconComponent } from '@mui/icons-material'
import CloudUploadIcon from '@mui/icons-material/CloudUpload'
import HomeIcon from '@mui/icons-material/Home'
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic'
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom'
import PersonIcon from '@mui/icons-material/Person'
import SearchIcon from '@mui/icons-material/Search'
import { playerPaths } from '@spinroom/schemas'

export interface NavItem {
  to: string
  label: 'nav.home' | 'nav.rooms' | 'nav.search' | 'nav.crates' | 'nav.uploads' | 'nav.me'
  icon: SvgIconComponent
  /** Only for accounts that may upload, and only in the wide menu: the phone's bar holds five (Crates links to it). */
  uploaders?: true
}

/** The player's main places, in menu order: the header on wide screens, the bottom bar on phones. */
export const navItems: NavItem[] = [
  { to: playerPaths.home, label: 'nav.home', icon: HomeIcon },
  { to: playerPaths.rooms, label: 'nav.rooms', icon: MeetingRoomIcon },
  { to: playerPaths.search, label: 'nav.search', icon: SearchIcon },
  { to: playerPaths.crates, label: 'nav.crates', icon: LibraryMusicIcon },
  { to: playerPaths.uploads, label: 'nav.uploads', icon: CloudUploadIcon, uploaders: true },
  { to: playerPaths.me, label: 'nav.me', icon: PersonIcon }
]

/** The menu entry a path belongs to: the longest `to` it starts with. */
export const activeNavItem = (pathname: string): NavItem | undefined =>
  [...navItems]
    .sort((a, b) => b.to.length - a.to.length)
    .find((item) =>
      item.to === playerPaths.home
        ? pathname === playerPaths.home
        : pathname === item.to || pathname.startsWith(`${item.to}/`)
    )
