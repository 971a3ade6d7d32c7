// medium-zoom without the <style> element its main build injects (which the site's Content-Security-Policy
// blocks): its stylesheet comes as a file instead, loaded with this chunk.
import 'medium-zoom/dist/style.css';

export { default } from 'medium-zoom/dist/pure';
