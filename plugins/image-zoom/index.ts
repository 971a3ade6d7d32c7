import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

export type ImageZoomOptions = {
  /** The images that zoom; SPEC 2.6: those in the document area. */
  selector?: string;
};

/**
 * Image zoom (SPEC 2.6) that loads medium-zoom on first use. Rspress's own `mediumZoom` imports the library
 * into every page's first load; this one marks the images zoomable 100 ms after each page loads, as Rspress
 * does, and fetches medium-zoom when a reader points at, focuses or clicks one of them.
 */
export function pluginImageZoom(options: ImageZoomOptions = {}): RspressPlugin {
  return {
    name: 'rstest-docs:image-zoom',
    globalUIComponents: [[path.join(import.meta.dirname, 'LazyImageZoom.tsx'), options]],
  };
}
