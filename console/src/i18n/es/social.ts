import type { social as en } from '../en/social.ts'
import type { Translated } from '../translated.ts'

/** Social: DJs y fans, amigos, bloqueos, agendas de contactos. */
export const social: Translated<typeof en> = {
  spinroom: {
    social: {
      tab: 'Social',
      fans: 'Fans',
      follows: 'Sigue a (DJs)',
      friends: 'Amigos',
      invitations: 'Invitaciones de amistad',
      invitation_sent: 'enviada',
      invitation_received: 'recibida',
      blocks: 'Usuarios bloqueados',
      contact_book: 'Agenda de contactos',
      contact_fields: { name: 'Nombre', emails: 'Correos', phoneNumbers: 'Teléfonos' },
      none: 'Ninguno'
    },
    notifications: {
      send: 'Enviar una notificación',
      to: 'Para (vacío: todos)',
      sendToUser: 'Enviar a este usuario',
      sendToEveryone: 'Enviar a todos',
      sent: 'Enviada a %{smart_count} usuario |||| Enviada a %{smart_count} usuarios'
    }
  },
  resources: {
    djs: {
      name: 'DJ |||| DJs',
      fields: { id: 'ID', nickname: 'DJ', avatarId: 'Avatar', fanCount: 'Fans', lastFanAt: 'Último fan', q: 'Buscar' }
    },
    notifications: {
      name: 'Notificación |||| Notificaciones',
      fields: {
        id: 'ID',
        kind: 'Tipo',
        userUuid: 'Para',
        platform: 'Plataforma',
        title: 'Título',
        body: 'Mensaje',
        link: 'Enlace (se abre al tocar)',
        status: 'Estado',
        error: 'Error',
        senderUuid: 'De',
        createdAt: 'En cola',
        sentAt: 'Enviada',
        q: 'Buscar'
      }
    }
  }
}
