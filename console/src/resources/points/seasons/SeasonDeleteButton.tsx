import { useState, type MouseEvent } from 'react'
import DeleteIcon from '@mui/icons-material/Delete'
import DeleteForeverIcon from '@mui/icons-material/DeleteForever'
import { Button, Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin'
import { routes, type Season } from '@spinroom/schemas'
import { useConsoleProvider } from '../../../data/useCallMutation.ts'

/**
 * Deletes a season. A season with points is refused by the API (409, saying for how many users):
 * the dialog then shows that message and offers to delete it with its points (confirm=true).
 */
export const SeasonDeleteButton = () => {
  const season = useRecordContext<Season>()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const provider = useConsoleProvider()
  const [open, setOpen] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  if (!season) return null
  const close = () => (setOpen(false), setRefusal(null))
  const remove = async () => {
    setPending(true)
    try {
      await provider.call(routes.points.deleteSeason, {
        params: { id: season.id },
        query: refusal ? { confirm: true } : {}
      })
      notify(translate('spinroom.season_delete.deleted', { name: season.seasonName }), { type: 'info' })
      close()
      refresh()
    } catch (error) {
      const { status, message } = error as { status?: number; message: string }
      if (status === 409 && !refusal) setRefusal(message)
      else {
        notify(message || 'ra.notification.http_error', { type: 'error' })
        close()
      }
    } finally {
      setPending(false)
    }
  }
  return (
    <>
      <Button
        label="ra.action.delete"
        color="error"
        onClick={(event: MouseEvent) => (event.stopPropagation(), setOpen(true))}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={translate('spinroom.season_delete.title', { name: season.seasonName })}
        content={refusal ?? translate('spinroom.season_delete.content')}
        confirm={refusal ? 'spinroom.season_delete.with_points' : 'ra.action.delete'}
        confirmColor="warning"
        ConfirmIcon={refusal ? DeleteForeverIcon : DeleteIcon}
        onConfirm={remove}
        onClose={(event) => (event?.stopPropagation(), close())}
      />
    </>
  )
}
