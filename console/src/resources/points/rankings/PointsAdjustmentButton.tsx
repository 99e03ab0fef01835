import { useState } from 'react'
import TuneIcon from '@mui/icons-material/Tune'
import { Autocomplete, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material'
import { Button, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin'
import { routes, type User } from '@spinroom/schemas'
import { useConsoleProvider } from '../../../data/useCallMutation.ts'
import { failureMessage } from '../../../data/failure-message.ts'

/**
 * Gives or takes a user's points in the season running now (POST /points/season/admin/handle-points).
 * On a user's page the user is fixed; elsewhere the admin picks one.
 */
export const PointsAdjustmentButton = ({ user }: { user?: Pick<User, 'id' | 'nickname'> }) => {
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const provider = useConsoleProvider()
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const [picked, setPicked] = useState<Pick<User, 'id' | 'nickname'> | null>(null)
  const [points, setPoints] = useState('')
  const [reason, setReason] = useState('')
  const [pending, setPending] = useState(false)
  const { data: users = [] } = useGetList<User>(
    'users',
    {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'nickname', order: 'ASC' },
      filter: search ? { q: search } : {}
    },
    { enabled: open && !user }
  )
  const target = user ?? picked
  const amount = Number(points)
  const valid = !!target && Number.isInteger(amount) && amount !== 0 && reason.trim().length > 0
  const close = () => {
    setOpen(false)
    setPicked(null)
    setPoints('')
    setReason('')
  }
  const submit = async () => {
    if (!target) return
    setPending(true)
    try {
      const changes = [{ userUuid: target.id, points: amount, reason: reason.trim() }]
      await provider.call(routes.points.handlePoints, { body: { changes } })
      notify(translate('spinroom.points.adjusted', { name: target.nickname, points: amount }), { type: 'info' })
      close()
      refresh()
    } catch (error) {
      notify(failureMessage(error), { type: 'error' })
    } finally {
      setPending(false)
    }
  }
  return (
    <>
      <Button label="spinroom.points.adjust" onClick={(event) => (event.stopPropagation(), setOpen(true))}>
        <TuneIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
        <DialogTitle>
          {translate(user ? 'spinroom.points.adjust_title_for' : 'spinroom.points.adjust_title', {
            name: user?.nickname
          })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {!user && (
              <Autocomplete
                options={users}
                value={picked}
                onChange={(_event, value) => setPicked(value)}
                onInputChange={(_event, value) => setSearch(value)}
                getOptionLabel={(option) => option.nickname}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                filterOptions={(options) => options}
                renderInput={(params) => (
                  <TextField {...params} name="user" label={translate('spinroom.points.user')} />
                )}
              />
            )}
            <TextField
              name="points"
              type="number"
              label={translate('spinroom.points.points')}
              helperText={translate('spinroom.points.points_hint')}
              value={points}
              onChange={(event) => setPoints(event.target.value)}
            />
            <TextField
              name="reason"
              label={translate('spinroom.points.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={close} />
          <Button label="spinroom.points.apply" variant="contained" disabled={!valid || pending} onClick={submit} />
        </DialogActions>
      </Dialog>
    </>
  )
}
