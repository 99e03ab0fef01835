import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import DragIndicatorIcon from '@mui/icons-material/DragIndicator'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useTranslation } from 'react-i18next'
import type { CrateEntry } from '@spinroom/schemas'
import { SongRow } from './SongRow.tsx'

/** A crate's song that its owner can drag (by the handle, with a pointer or the keyboard) or remove. */
export function SortableSongRow({
  entry,
  editable,
  crateTitle,
  onRemove
}: {
  entry: CrateEntry
  editable: boolean
  crateTitle: string
  onRemove: (entry: CrateEntry) => void
}) {
  const { t } = useTranslation()
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: entry.crateSongUuid,
    disabled: !editable
  })
  const title = `${entry.trackName} – ${entry.artistName}`
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid="crate-song"
      sx={{
        listStyle: 'none',
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        bgcolor: isDragging ? 'action.selected' : 'transparent',
        borderRadius: 2,
        boxShadow: isDragging ? 8 : 0,
        '& + li': { borderTop: 1, borderColor: 'divider' }
      }}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <SongRow
        song={entry}
        lead={
          editable ? (
            <IconButton
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={t('crates.songs.moveHandle', { title, position: entry.position + 1 })}
              sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
            >
              <DragIndicatorIcon />
            </IconButton>
          ) : (
            <Box
              component="span"
              sx={{ width: 28, textAlign: 'right', color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
            >
              {entry.position + 1}
            </Box>
          )
        }
        actions={
          editable && (
            <IconButton
              aria-label={t('crates.songs.remove', { title, name: crateTitle })}
              onClick={() => onRemove(entry)}
            >
              <DeleteOutlinedIcon />
            </IconButton>
          )
        }
      />
    </Box>
  )
}
