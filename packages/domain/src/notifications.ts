import type { Notice } from "./result.ts";

/** The most unread notifications the bell shows as a number (spec §2, §9). */
export const MAX_BADGE_COUNT = 99;

/** The bell's badge: null when nothing is unread, the count up to 99, '99+' above. */
export function formatNotificationBadge(unreadCount: number): string | null {
  if (!(unreadCount > 0)) return null;
  return unreadCount > MAX_BADGE_COUNT ? "99+" : String(Math.floor(unreadCount));
}

/** The icon of a notification: a wine glass for reminders, a megaphone for every other type. */
export function selectNotificationIcon(type: string): "wine-glass" | "megaphone" {
  return type === "reminder" ? "wine-glass" : "megaphone";
}

/** Unread notifications in a list. */
export function countUnreadNotifications(notifications: readonly { is_read: boolean }[]): number {
  return notifications.filter((notification) => !notification.is_read).length;
}

/** The notification error toasts (spec §8). */
export const NOTIFICATION_ERRORS = {
  load: { title: "Failed to load notifications" },
  markRead: { title: "Failed to mark notification as read" },
  markAllRead: { title: "Failed to mark all notifications as read" },
  delete: { title: "Failed to delete notification" },
} as const satisfies Record<string, Notice>;
