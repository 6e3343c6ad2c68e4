import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

const BASE = '/cancel';

/**
 * Plain links into the app (the mock e-mail's confirm link) would load a new page; in Storybook
 * the app lives in a MemoryRouter, so follow them there instead, as the real page load would.
 */
export function InAppLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
      const url = new URL(link.href);
      const inApp = url.pathname === BASE || url.pathname.startsWith(`${BASE}/`);
      if (url.origin !== window.location.origin || !inApp) return;
      event.preventDefault();
      navigate(`${url.pathname.slice(BASE.length) || '/'}${url.search}${url.hash}`);
    };
    document.addEventListener('click', follow);
    return () => document.removeEventListener('click', follow);
  }, [navigate]);
  return null;
}
