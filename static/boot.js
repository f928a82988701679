// Paint dark mode before the app starts, so a dark-mode visitor never sees a white flash.
// A file, not an inline script: the Content-Security-Policy allows scripts from the app's origin only.
try {
  if (window.matchMedia('(prefers-color-scheme: dark)').matches) document.documentElement.dataset.mode = 'dark';
} catch {
  // no matchMedia: stay light
}
// Load the browser's number and date formatting data while the app's scripts download: the first
// Intl.NumberFormat of a page costs tens of milliseconds (more on a phone), and the main thread is
// idle then. Done later, it would lengthen the app's start-up by as much.
setTimeout(() => {
  try {
    new Intl.NumberFormat(navigator.language).format(1);
    new Intl.DateTimeFormat(navigator.language).format(0);
  } catch {
    // no Intl, or an unknown language: the app formats without this head start
  }
}, 0);
