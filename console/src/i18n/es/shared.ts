import type { shared as en } from '../en/shared.ts'
import type { Translated } from '../translated.ts'

/** Textos de los campos compartidos: referencias ilegibles, quién escribió un movimiento, el selector de idioma. */
export const shared: Translated<typeof en> = {
  spinroom: {
    references: {
      unknown_user: 'usuario desconocido',
      unknown_room: 'sala desconocida',
      unknown_season: 'temporada desconocida',
      unknown_event: 'evento desconocido',
      unknown_account: 'cuenta desconocida'
    },
    moderation_details: {
      role: 'Papel',
      previousRoles: 'Papeles anteriores',
      previousRole: 'Papel anterior',
      previousOwners: 'Propietarios anteriores',
      capability: 'Capacidad',
      badges: 'Insignias',
      until: 'Hasta',
      expirationTime: 'Caduca',
      previousStatus: 'Estado anterior',
      message: 'Mensaje',
      messageUuid: 'Id del mensaje',
      trackName: 'Canción',
      artistName: 'Artista'
    },
    sources: {
      admin: 'por un administrador (%{name})',
      user: 'por el usuario (%{name})',
      service: 'clave de servicio (%{name})',
      system: 'sistema (%{what})',
      unknown_key: 'una clave de servicio revocada o desconocida',
      unknown: '%{source}'
    }
  }
}
