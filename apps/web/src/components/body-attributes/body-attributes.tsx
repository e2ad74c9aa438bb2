'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { pageName } from './page-name';

/**
 * Keeps the body attributes that change in the browser up to date (account-platform §2.4; the
 * locale layout renders the others): `data-page` on every navigation, `data-scroll` (`top` or
 * `scrolled`) as the page scrolls, and `data-iframe`, which the page can tell better than the
 * server (an operator may embed the site without IFRAME_MODE).
 */
export function BodyAttributes() {
  const pathname = usePathname();

  useEffect(() => {
    document.body.dataset.page = pageName(pathname);
  }, [pathname]);

  useEffect(() => {
    const body = document.body;
    if (window.self !== window.top) body.dataset.iframe = 'true';
    let frame = 0;
    const update = () => {
      frame = 0;
      body.dataset.scroll = window.scrollY > 0 ? 'scrolled' : 'top';
    };
    const onScroll = () => {
      frame ||= window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  return null;
}
