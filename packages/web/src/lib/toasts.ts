import '../styles/all-styles';
// The toast library behind one module of ours, so its lazily loaded chunk is named "toasts".
export { Notifications, notifications } from '@mantine/notifications';
