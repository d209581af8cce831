/** Browser notifications; permission is asked once, from a user gesture (the sound toggle or sign-in). */
export function askNotificationPermission(): void {
  if (typeof Notification !== 'undefined' && Notification.permission === 'default') void Notification.requestPermission();
}

export function showDesktopNotification(title: string, body: string, tag: string, onClick: () => void): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const n = new Notification(title, { body, tag, icon: `${import.meta.env.BASE_URL}favicon.svg` });
  n.onclick = () => {
    window.focus();
    onClick();
    n.close();
  };
}
