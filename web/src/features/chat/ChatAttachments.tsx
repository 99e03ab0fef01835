import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined'
import LibraryMusicOutlinedIcon from '@mui/icons-material/LibraryMusicOutlined'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CHAT_IMAGE_MAX_BYTES, chatImageTypes, routes, type Crate } from '@spinroom/schemas'
import { useCall } from '../../api/queries.ts'
import { CrateArt } from '../crates/CrateArt.tsx'
import { chatImageOf } from './chat-image.ts'
import type { ChatAttachment } from './useChat.ts'

/** The card a crate of the user's shows at once; the server's answer settles it. */
const cardOf = (crate: Crate) => ({
  crateName: crate.crateName,
  crateUuid: crate.crateUuid,
  provider: null,
  thumbnails: crate.thumbnails,
  userUuid: crate.userUuid,
  totalSongs: crate.crateSongsNumber,
  isCurrentUserPlaylist: true
})

/** The composer's buttons that post a picture or share one of the user's crates. */
export function ChatAttachments({
  onAttach,
  onRefused
}: {
  onAttach: (attachment: ChatAttachment) => void
  onRefused: (text: string) => void
}) {
  const { t } = useTranslation()
  const file = useRef<HTMLInputElement>(null)
  const [menu, setMenu] = useState<HTMLElement | null>(null)
  const crates = useCall(routes.playlists.listMyCrates, { query: { limit: 100 } }, { enabled: !!menu })
  const shareable = crates.data?.data.filter((c) => !c.special) ?? []

  const pick = async (picked: File | undefined) => {
    if (!picked) return
    const image = await chatImageOf(picked)
    if ('imageBase64' in image) onAttach(image)
    else onRefused(t(`chat.image.${image.refused}`, { kb: CHAT_IMAGE_MAX_BYTES / 1024 }))
  }
  return (
    <>
      <input
        ref={file}
        type="file"
        hidden
        accept={chatImageTypes.join(',')}
        data-testid="chat-image-input"
        onChange={(e) => {
          void pick(e.target.files?.[0])
          e.target.value = ''
        }}
      />
      <IconButton aria-label={t('chat.image.attach')} onClick={() => file.current?.click()}>
        <ImageOutlinedIcon />
      </IconButton>
      <IconButton aria-label={t('chat.playlist.share')} aria-haspopup="menu" onClick={(e) => setMenu(e.currentTarget)}>
        <LibraryMusicOutlinedIcon />
      </IconButton>
      <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
        {crates.isSuccess && !shareable.length && <MenuItem disabled>{t('chat.playlist.none')}</MenuItem>}
        {shareable.map((crate) => (
          <MenuItem
            key={crate.crateUuid}
            onClick={() => {
              setMenu(null)
              onAttach({ playlist: cardOf(crate) })
            }}
          >
            <ListItemIcon>
              <CrateArt crate={crate} size={28} />
            </ListItemIcon>
            <ListItemText
              primary={crate.crateName}
              secondary={t('chat.playlist.songs', { count: crate.crateSongsNumber })}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
