import { useState } from 'react'
import KeyIcon from '@mui/icons-material/Key'
import KeyOffIcon from '@mui/icons-material/KeyOff'
import { routes, type Room } from '@spinroom/schemas'
import { ConfirmedCallButton } from '../../../actions/ConfirmedCallButton.tsx'
import { PasswordConfirmContent } from '../../../actions/PasswordConfirmContent.tsx'

/** Sets the shown room's guest password; it is stored hashed and never shown again. */
export const SetGuestPasswordButton = () => {
  const [guestPassword, setGuestPassword] = useState('')
  return (
    <ConfirmedCallButton<Room>
      name={(r) => r.name}
      route={routes.rooms.setGuestPassword}
      call={(r, p) => p.call(routes.rooms.setGuestPassword, { body: { roomId: r.id, guestPassword } })}
      label="spinroom.rooms.set_guest_password"
      confirmTitle="spinroom.rooms.set_guest_password_title"
      confirmContent={
        <PasswordConfirmContent
          name="guestPassword"
          label="spinroom.rooms.guest_password"
          text="spinroom.rooms.set_guest_password_content"
          value={guestPassword}
          onChange={setGuestPassword}
        />
      }
      done="spinroom.rooms.guest_password_set"
      icon={<KeyIcon />}
      onClose={() => setGuestPassword('')}
    />
  )
}

/** Removes the shown room's guest password. */
export const ClearGuestPasswordButton = () => (
  <ConfirmedCallButton<Room>
    name={(r) => r.name}
    route={routes.rooms.clearGuestPassword}
    call={(r, p) => p.call(routes.rooms.clearGuestPassword, { query: { roomId: String(r.id) } })}
    label="spinroom.rooms.clear_guest_password"
    confirmTitle="spinroom.rooms.clear_guest_password_title"
    confirmContent="spinroom.rooms.clear_guest_password_content"
    done="spinroom.rooms.guest_password_cleared"
    icon={<KeyOffIcon />}
    color="warning"
    disabled={(r) => !r.isGuestPasswordProtected}
  />
)
