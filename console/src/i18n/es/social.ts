import type { social as en } from '../en/social.ts'

/** Social: DJs y fans, amigos, bloqueos, agendas de contactos. */
export const social: typeof en = {
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
    }
  },
  resources: {
    djs: {
      name: 'DJ |||| DJs',
      fields: { id: 'ID', nickname: 'DJ', avatarId: 'Avatar', fanCount: 'Fans', lastFanAt: 'Último fan', q: 'Buscar' }
    }
  }
}
