// Paint dark mode before the app starts, so a dark-mode visitor never sees a white flash.
// A file, not an inline script: the Content-Security-Policy allows scripts from the app's origin only.
try {
  if (window.matchMedia('(prefers-color-scheme: dark)').matches) document.documentElement.dataset.mode = 'dark';
} catch {
  // no matchMedia: stay light
}
