import { useLocation } from '@rspress/core/runtime';
import type { Zoom } from 'medium-zoom';
import { useEffect } from 'react';
import './image-zoom.css';

/** medium-zoom's class for a zoomable image; its stylesheet, and ours until it loads, give it the zoom-in cursor. */
const ZOOMABLE = 'medium-zoom-image';
/** SPEC 2.6: images become zoomable this long after each page load. */
const ATTACH_DELAY_MS = 100;

const loadMediumZoom = () => import('./medium-zoom-pure').then((module) => module.default);

export default function LazyImageZoom({ selector = '.rspress-doc img' }: { selector?: string }) {
  const { pathname } = useLocation();

  // Each page has its own images: look them up again after every navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => {
    let zoom: Zoom | undefined;
    let images: HTMLImageElement[] = [];
    let detached = false;
    const zoomableTarget = (event: Event) => {
      const target = event.target;
      return target instanceof HTMLImageElement && images.includes(target) ? target : null;
    };
    const prefetch = (event: Event) => {
      if (zoomableTarget(event)) void loadMediumZoom();
    };
    // The first click on an image loads the library, hands it every image and opens the clicked one;
    // from then on medium-zoom handles clicks itself.
    const openFirst = async (event: MouseEvent) => {
      const image = zoomableTarget(event);
      if (!image || zoom) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      stopListening();
      const mediumZoom = await loadMediumZoom();
      if (detached) return;
      zoom = mediumZoom(images, { background: 'var(--rp-c-bg)' });
      await zoom.open({ target: image });
    };
    const stopListening = () => {
      document.removeEventListener('click', openFirst, true);
      document.removeEventListener('pointerover', prefetch);
      document.removeEventListener('focusin', prefetch);
    };
    const timeout = setTimeout(() => {
      images = [...document.querySelectorAll<HTMLImageElement>(selector)];
      if (images.length === 0) return;
      for (const image of images) image.classList.add(ZOOMABLE);
      document.addEventListener('click', openFirst, true);
      document.addEventListener('pointerover', prefetch);
      document.addEventListener('focusin', prefetch);
    }, ATTACH_DELAY_MS);

    return () => {
      detached = true;
      clearTimeout(timeout);
      stopListening();
      if (zoom) {
        zoom.detach();
        zoom.close();
      } else {
        for (const image of images) image.classList.remove(ZOOMABLE);
      }
    };
  }, [pathname, selector]);

  return null;
}
