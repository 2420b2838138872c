import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page starts at its top: without this the window keeps the previous page's scroll position,
 * so a form saved from its bottom opened the next page scrolled down. Back and forward (POP) keep
 * the browser's own position; a change of only the query (list filters, pages) does not scroll.
 */
export const useScrollToTopOnNavigation = () => {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const latestType = useRef(navigationType);
  latestType.current = navigationType;
  useEffect(() => {
    if (latestType.current === 'POP') return;
    document.documentElement.scrollTop = 0;
    document.body.scrollTop = 0;
  }, [pathname]);
};
