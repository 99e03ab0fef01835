import type { social as english } from '../en/social.ts'

/** Social: notificaciones. */
export const social: typeof english = {
  spinroom: {
    notifications: {
      send: 'Enviar una notificación',
      to: 'Para (vacío: todos)',
      sendToUser: 'Enviar a este usuario',
      sendToEveryone: 'Enviar a todos',
      sent: 'Enviada a %{smart_count} usuario |||| Enviada a %{smart_count} usuarios'
    }
  },
  resources: {
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
