// Registers the service worker once the page has loaded and the browser is idle: it adds nothing to
// the first paint (decision 0004) and its precache downloads never compete with the page's own files.
export function registerServiceWorker() {
  // Only the production build has a /sw.js; `npm run dev` must not keep an old one in charge.
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  const whenIdle = () => ("requestIdleCallback" in window ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000));
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
