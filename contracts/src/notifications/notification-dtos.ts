import { z } from 'zod';
import { NOTIFICATIONS_PAGE_DEFAULTS } from '../constants';

/** Notification types (spec §4 toasts): each decides the toast a client shows. */
export const NOTIFICATION_TYPES = [
  'NEW_NOTE',
  'NOTE_READ',
  'NOTE_REPLIED',
  'MESSAGE_RECEIVED',
  /** A parent wrote in a student's family thread (to the coach). */
  'NEW_MESSAGE',
  'STUDENT_JOINED',
  'APPOINTMENT_REQUEST',
  'SYSTEM_NOTIFICATION',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Spec §3 "Advisor notification". */
export interface NotificationDto {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  data: Record<string, unknown>;
  isRead: boolean;
  readAt: string | null;
  createdAt: string;
}

export const notificationPageInput = z.object({
  page: z.coerce
    .number({ error: 'Sayfa bir sayı olmalı' })
    .int('Sayfa bir tam sayı olmalı')
    .min(1, 'Sayfa 1 veya daha büyük olmalı')
    .max(100_000, 'Sayfa çok büyük')
    .default(NOTIFICATIONS_PAGE_DEFAULTS.page),
  limit: z.coerce
    .number({ error: 'Sayfa boyutu bir sayı olmalı' })
    .int('Sayfa boyutu bir tam sayı olmalı')
    .min(1, 'Sayfa boyutu 1 ile 100 arasında olmalı')
    .max(100, 'Sayfa boyutu 1 ile 100 arasında olmalı')
    .default(NOTIFICATIONS_PAGE_DEFAULTS.limit),
});

/** A read-model position as tRPC's tracked id: the opaque, lexicographically ordered log position. */
export const lastEventIdField = z
  .string({ error: 'Geçersiz olay kimliği' })
  .max(100, 'Geçersiz olay kimliği')
  .regex(/^[0-9A-Za-z:_-]*$/, 'Geçersiz olay kimliği')
  .nullish();
