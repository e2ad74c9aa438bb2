/**
 * The signed-in player's notifications bell.
 */
export { NotificationsBell } from './components/notifications-bell';
