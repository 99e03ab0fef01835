import { useState } from 'react'
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material'
import PersonAddIcon from '@mui/icons-material/PersonAdd'
import {
  AutocompleteInput,
  Button,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  Toolbar,
  required,
  useCreate,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate
} from 'react-admin'
import { type Avatar, type User } from '@spinroom/schemas'
import { enumChoices } from '../../shared/enums.ts'
import { failureMessage } from '../../../data/failure-message.ts'

const typeChoices = enumChoices('assignmentTypes')

/**
 * "Assign to user" on an avatar's page: a user found by nickname or e-mail, and how they got it. Given a user (on a
 * user's page), the avatar is the one picked instead.
 */
export const AssignAvatarButton = ({ user }: { user?: Pick<User, 'id' | 'nickname'> }) => {
  const record = useRecordContext<Avatar>()
  const [picked, setPicked] = useState<Avatar | undefined>()
  const avatar = user ? picked : record
  const [open, setOpen] = useState(false)
  const [create, { isPending }] = useCreate()
  const notify = useNotify()
  const refresh = useRefresh()
  const translate = useTranslate()
  if (!user && !avatar) return null
  const onSubmit = (values: Record<string, unknown>) =>
    avatar &&
    create(
      'avatar-assignments',
      { data: { slug: avatar.slug, userUuid: user?.id ?? values.userUuid, assignmentType: values.assignmentType } },
      {
        onSuccess: () => {
          notify('spinroom.avatars.assigned', { type: 'info' })
          setOpen(false)
          refresh()
        },
        onError: (error) =>
          notify(failureMessage(error), {
            type: 'error'
          })
      }
    )
  return (
    <>
      <Button label={user ? 'spinroom.user_avatars.assign' : 'spinroom.avatars.assign'} onClick={() => setOpen(true)}>
        <PersonAddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>
          {user
            ? translate('spinroom.user_avatars.assign_title', { name: user.nickname })
            : translate('spinroom.avatars.assign_title', { name: avatar?.name })}
        </DialogTitle>
        <SimpleForm
          onSubmit={onSubmit}
          defaultValues={{ assignmentType: 'MANUAL' }}
          toolbar={false}
          id="assign-avatar-form"
          resource="avatar-assignments"
        >
          <DialogContent sx={{ p: 0, width: '100%' }}>
            {user ? (
              <ReferenceInput
                source="avatarId"
                reference="avatars"
                sort={{ field: 'name', order: 'ASC' }}
                perPage={100}
              >
                <AutocompleteInput
                  optionText="name"
                  onChange={(_id, chosen) => setPicked(chosen as Avatar | undefined)}
                  validate={required()}
                  label="spinroom.user_avatars.avatar"
                />
              </ReferenceInput>
            ) : (
              <ReferenceInput source="userUuid" reference="users">
                <AutocompleteInput
                  optionText="nickname"
                  filterToQuery={(q) => ({ q })}
                  validate={required()}
                  label="spinroom.avatars.user"
                />
              </ReferenceInput>
            )}
            <SelectInput
              source="assignmentType"
              choices={typeChoices}
              validate={required()}
              label="spinroom.avatars.assignment_type"
            />
          </DialogContent>
          <DialogActions sx={{ width: '100%', px: 0 }}>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <Toolbar sx={{ p: 0, minHeight: 0, bgcolor: 'transparent' }}>
              <SaveButton label="spinroom.avatars.assign" disabled={isPending} alwaysEnable />
            </Toolbar>
          </DialogActions>
        </SimpleForm>
      </Dialog>
    </>
  )
}
