import type { audit as en } from '../en/audit.ts'
import type { Translated } from '../translated.ts'

/** Auditoría: el explorador, las acciones de moderación, los nombres de eventos y la actividad del panel. */
export const audit: Translated<typeof en> = {
  spinroom: {
    moderation_phrases: {
      badges_given: 'Insignias dadas: %{badges}',
      badges_taken: 'Insignias retiradas: %{badges}',
      allowed: 'Permitido: %{capability}',
      disallowed: 'Ya no permitido: %{capability}',
      banned_until: 'Expulsado hasta el %{until}',
      granted: 'Ahora es %{role}',
      granted_for: 'Es %{role} durante %{duration}',
      granted_chatDisabled: 'Chat desactivado',
      granted_chatDisabled_for: 'Chat desactivado durante %{duration}',
      granted_djDisabled: 'DJ desactivado',
      granted_djDisabled_for: 'DJ desactivado durante %{duration}',
      granted_banned: 'Expulsado de la sala',
      granted_banned_for: 'Expulsado de la sala durante %{duration}',
      granted_kicked: 'Echado de la sala',
      granted_kicked_for: 'Echado de la sala durante %{duration}',
      removed: 'Ya no es %{role}',
      removed_chatDisabled: 'Chat permitido de nuevo',
      removed_djDisabled: 'Puede pinchar de nuevo',
      removed_banned: 'Expulsión de la sala levantada',
      removed_kicked: 'Echada de la sala levantada',
      written_by_act: 'registrado al hacerse'
    },
    audit_record: {
      song: '«%{track}» de %{artist}',
      page: 'Página',
      room: 'en',
      dj: 'DJ',
      elapsedSeconds: 'escuchada',
      songId: 'Id de canción',
      userProvider: 'con'
    },
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
