import type { audit as en } from '../en/audit.ts'

/** Auditoría: el explorador, las acciones de moderación, los nombres de eventos y la actividad del panel. */
export const audit: typeof en = {
  spinroom: {
    event_names: {
      menu: 'Nombres de eventos',
      title: 'Nombres de eventos',
      user_events: 'Temas de auditoría',
      user_events_hint: 'Lo que las apps registran en %{route}; resaltados, los de reproducción',
      socket_events: 'Eventos en tiempo real',
      socket_events_hint: '%{count} nombres, leídos de la API en marcha',
      kind: 'Tipo',
      path: 'Ruta del servicio',
      name: 'Nombre'
    },
    activity: {
      title: 'Reproducciones y usuarios activos por hora',
      subheader: 'Últimas 24 horas: %{plays} reproducciones',
      plays: 'Reproducciones',
      active_users: 'Usuarios activos',
      point: '%{plays} reproducciones, %{users} usuarios activos'
    },
    moderation_actions: {
      by_hint: 'Vacío: tú',
      role_hint: 'El papel concedido o retirado, p. ej. dj o moderator'
    },
    user_actions: {
      tab: 'Actividad',
      events: 'Últimos eventos de auditoría (%{count})',
      performed: 'Actos de moderación de este usuario (%{count})'
    }
  },
  resources: {
    'audit-events': {
      name: 'Evento de auditoría |||| Eventos de auditoría',
      fields: {
        id: 'ID',
        createdAt: 'Cuándo',
        topic: 'Tema',
        userUuid: 'Usuario',
        device: 'Dispositivo',
        record: 'Registro',
        createdAt_gte: 'Desde',
        createdAt_lte: 'Hasta'
      }
    },
    'moderation-actions': {
      name: 'Acción de moderación |||| Acciones de moderación',
      fields: {
        id: 'ID',
        actionType: 'Acción',
        targetUserUuid: 'Usuario',
        moderatorUuid: 'Por',
        roomUuid: 'Sala',
        reason: 'Motivo',
        role: 'Papel',
        previousRole: 'Papel anterior',
        details: 'Detalles',
        recordedByUuid: 'Escrita por',
        createdAt: 'Cuándo',
        createdAt_gte: 'Desde',
        createdAt_lte: 'Hasta',
        q: 'Buscar'
      }
    }
  }
}
