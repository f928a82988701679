// Paint dark mode before the app starts, so a dark-mode visitor never sees a white flash.
// A file, not an inline script: the Content-Security-Policy allows scripts from the app's origin only.
try {
  if (window.matchMedia('(prefers-color-scheme: dark)').matches) document.documentElement.dataset.mode = 'dark';
} catch {
  // no matchMedia: stay light
}
// Load the browser's number and date formatting data in a worker (static/intlWarmup.js) while the
// app's scripts download: that data is shared by the page, and loading it costs tens of
// milliseconds (more on a phone) that would otherwise block the main thread, inside the app's
// first render. index.html names the worker's hashed file; the Content-Security-Policy allows
// workers from the app's origin only.
try {
  const warmup = document.currentScript && document.currentScript.dataset.intlWarmup;
  if (warmup && typeof Worker === 'function') new Worker(warmup);
} catch {
  // no worker: the app formats without this head start
}
