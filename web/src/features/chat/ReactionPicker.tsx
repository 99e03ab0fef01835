import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import AddReactionOutlinedIcon from '@mui/icons-material/AddReactionOutlined'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { quickReactions } from './reactions.ts'

/** A button that opens the quick reactions; picking one toggles it. */
export function ReactionPicker({ name, onPick }: { name: string; onPick: (emoji: string) => void }) {
  const { t } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <>
      <IconButton size="small" aria-label={t('chat.react', { name })} onClick={(e) => setAnchor(e.currentTarget)}>
        <AddReactionOutlinedIcon fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { sx: { display: 'flex', px: 0.5 } } }}
      >
        {quickReactions.map((emoji) => (
          <MenuItem
            key={emoji}
            aria-label={t('chat.reactWith', { emoji })}
            onClick={() => {
              setAnchor(null)
              onPick(emoji)
            }}
            sx={{ fontSize: 20, px: 1, minHeight: 40 }}
          >
            {emoji}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
